import type { feeApi } from '@portal/contract';
import { answeringNothing, type Handlers } from '../../platform/http/endpoints';
import * as service from './service';

/** The inspection body's fee table and relief policies, kept in its console. */
export const feeHandlers: Handlers<typeof feeApi> = {
  items: (input, { ctx, session }) => service.listItems(ctx, session, input),
  saveItem: (input, { ctx, session, ip }) => service.saveItem(ctx, session, input, ip),
  deleteItem: answeringNothing((input, { ctx, session, ip }) => service.deleteItem(ctx, session, input.id, ip)),
  policies: (input, { ctx, session }) => service.listPolicies(ctx, session, input),
  savePolicy: (input, { ctx, session, ip }) => service.savePolicy(ctx, session, input, ip),
  deletePolicy: answeringNothing((input, { ctx, session, ip }) => service.deletePolicy(ctx, session, input.id, ip)),
};
