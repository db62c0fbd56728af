import type { feeApi } from '@portal/contract';
import type { Handlers } from '../../platform/http/endpoints';
import * as service from './service';

/** The inspection body's fee table and relief policies, kept in its console. */
export const feeHandlers: Handlers<typeof feeApi> = {
  items: (input, { ctx, session }) => service.listItems(ctx, session, input),
  saveItem: (input, { ctx, session, ip }) => service.saveItem(ctx, session, input, ip),
  deleteItem: async (input, { ctx, session, ip }) => {
    await service.deleteItem(ctx, session, input.id, ip);
    return null;
  },
  policies: (input, { ctx, session }) => service.listPolicies(ctx, session, input),
  savePolicy: (input, { ctx, session, ip }) => service.savePolicy(ctx, session, input, ip),
  deletePolicy: async (input, { ctx, session, ip }) => {
    await service.deletePolicy(ctx, session, input.id, ip);
    return null;
  },
};
