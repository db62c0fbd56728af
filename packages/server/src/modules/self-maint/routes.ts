import type { selfMaintApi } from '@portal/contract';
import { answeringNothing, type Handlers } from '../../platform/http/endpoints';
import * as selfMaint from '../maint-change/self-maint-service';

/** 自行维保申请 (/a/stone/eqm/selfMaintain/*): the use unit's applications and the registry's review of them. */
export const selfMaintHandlers: Handlers<typeof selfMaintApi> = {
  list: (input, { ctx, session }) => selfMaint.listOwn(ctx, session, input),
  detail: ({ id }, { ctx, session }) => selfMaint.getOwn(ctx, session, id),
  options: (_input, { ctx, session }) => selfMaint.options(ctx, session),
  devices: (input, { ctx, session }) => selfMaint.findDevices(ctx, session, input),
  save: (input, { ctx, session, ip }) => selfMaint.saveApply(ctx, session, input, ip),
  withdraw: (input, { ctx, session, ip }) => selfMaint.withdrawApply(ctx, session, input, ip),
  delete: answeringNothing(({ id }, { ctx, session }) => selfMaint.deleteApply(ctx, session, id)),
  end: (input, { ctx, session, ip }) => selfMaint.endApply(ctx, session, input, ip),
  queue: (input, { ctx, session }) => selfMaint.findQueue(ctx, session, input),
  getForReview: ({ id }, { ctx, session }) => selfMaint.getForReview(ctx, session, id),
  audit: (input, { ctx, session, ip }) => selfMaint.auditApply(ctx, session, input, ip),
  revoke: (input, { ctx, session, ip }) => selfMaint.revokeApply(ctx, session, input, ip),
};
