import type { registrationApi } from '@portal/contract';
import type { Handlers } from '../../platform/http/endpoints';
import * as service from './service';

/** Handlers of the contract's registration endpoints: the public application, its query, and the review. */
export const registrationHandlers: Handlers<typeof registrationApi> = {
  check: ({ uscc }, { ctx }) => service.checkUnit(ctx, uscc),
  uploadSign: ({ purpose, draftId }, { ctx, ip }) => service.signUpload(ctx, purpose, draftId, ip),
  apply: (input, { ctx, ip }) => service.apply(ctx, input, ip),
  query: ({ uscc, mobile, smsTicket }, { ctx }) => service.query(ctx, uscc, mobile, smsTicket),
  resubmit: (input, { ctx, ip }) => service.resubmit(ctx, input, ip),
  findRegister: (input, { ctx }) => service.findApplications(ctx, input),
  getRegister: ({ id }, { ctx }) => service.getApplication(ctx, id),
  audit: ({ id, opinion }, { ctx, session, ip }) => service.approve(ctx, session, id, opinion, ip),
  disagree: ({ id, opinion }, { ctx, session, ip }) => service.disagree(ctx, session, id, opinion, ip),
};
