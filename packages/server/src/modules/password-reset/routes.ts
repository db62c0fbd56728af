import type { passwordResetApi } from '@portal/contract';
import type { Handlers } from '../../platform/http/endpoints';
import * as service from './service';

/** Handlers of the contract's password-reset endpoints: the public application and its query, and the review. */
export const passwordResetHandlers: Handlers<typeof passwordResetApi> = {
  check: (input, { ctx, ip }) => service.checkIdentity(ctx, input, ip),
  apply: (input, { ctx, ip }) => service.apply(ctx, input, ip),
  query: ({ loginName, mobile, smsTicket }, { ctx }) => service.query(ctx, loginName, mobile, smsTicket),
  list: (input, { ctx }) => service.findPage(ctx, input),
  get: ({ id }, { ctx }) => service.getOne(ctx, id),
  audit: (input, { ctx, session, ip }) => service.audit(ctx, session, input, ip),
};
