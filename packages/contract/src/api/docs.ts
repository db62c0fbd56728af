import { endpoint } from './endpoint';

/** The endpoint table itself, as documents for the people who run and integrate the portal. */
export const docsApi = {
  openapi: endpoint({
    method: 'GET',
    path: '/api/openapi.json',
    title: '接口文档（OpenAPI 3.1）',
    spec: 'the endpoint table as an OpenAPI 3.1 document, for administrators',
    access: 'system',
    encoding: 'query',
    output: 'json',
  }),
} as const;
