import type { registryApi } from '@portal/contract';
import type { Handlers } from '../../platform/http/endpoints';
import * as service from './service';

/** The registries and their certificate-number parts, kept by administrators. */
export const registryHandlers: Handlers<typeof registryApi> = {
  list: (_input, { ctx }) => service.listRegistries(ctx),
  save: (input, { ctx, session, ip }) => service.saveRegistry(ctx, session, input, ip),
};
