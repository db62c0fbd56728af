import { endpoint, queryGet } from './endpoint';

/** The endpoint table itself, as documents for the people who run and integrate the portal. */
export const docsApi = {
  openapi: endpoint({
    path: '/api/openapi.json',
    title: '接口文档（OpenAPI 3.1）',
    ...queryGet,
    spec: 'the endpoint table as an OpenAPI 3.1 document, for administrators',
    access: 'system',
    output: 'json',
  }),
} as const;
