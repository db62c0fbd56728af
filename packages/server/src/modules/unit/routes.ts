import type { unitApi } from '@portal/contract';
import { answeringNothing, type Handlers } from '../../platform/http/endpoints';
import * as service from './service';

/** Handlers of the contract's unit endpoints: company info, its history, and the review of name and credit code changes. */
export const unitHandlers: Handlers<typeof unitApi> = {
  save: (input, { ctx, session, ip }) => service.saveUnitProfile(ctx, session, input, ip),
  pendingChange: (_input, { ctx, session }) => service.getPendingChange(ctx, session),
  withdrawChange: answeringNothing(({ id }, { ctx, session, ip }) => service.withdrawChange(ctx, session, id, ip)),
  findHistory: (input, { ctx, session }) => service.findUnitHistory(ctx, session, input),
  findChangeRequests: (input, { ctx }) => service.findChangeRequests(ctx, input),
  getChangeRequest: ({ id }, { ctx }) => service.getChangeRequest(ctx, id),
  auditChange: (input, { ctx, session, ip }) => service.auditChange(ctx, session, input, ip),
};
