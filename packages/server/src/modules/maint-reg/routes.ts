import type { maintRegApi } from '@portal/contract';
import { answeringNothing, type Handlers } from '../../platform/http/endpoints';
import * as service from './service';

/** 维保单位备案 (/api/epbrmogmmaibasic/*): the maintenance unit's registration, and the registry's review of it. */
export const maintRegHandlers: Handlers<typeof maintRegApi> = {
  mine: (_input, { ctx, session }) => service.getMine(ctx, session),
  staff: (_input, { ctx, session }) => service.staffCandidates(ctx, session),
  submit: (input, { ctx, session, ip }) => service.submitReg(ctx, session, input, ip),
  withdraw: answeringNothing(({ id, version }, { ctx, session, ip }) => service.withdrawReg(ctx, session, id, version, ip)),
  findQueue: (input, { ctx, session }) => service.findQueue(ctx, session, input),
  getForReview: ({ id }, { ctx, session }) => service.getForReview(ctx, session, id),
  audit: (input, { ctx, session, ip }) => service.auditReg(ctx, session, input, ip),
};
