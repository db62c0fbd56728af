import type { docsApi } from '@portal/contract';
import type { Handlers } from '../../platform/http/endpoints';

/** Handlers of the documentation endpoints: the OpenAPI document is built from the registered table (see app.ts). */
export const docsHandlers: Handlers<typeof docsApi> = {
  openapi: async (_input, { req }) => req.server.swagger(),
};
