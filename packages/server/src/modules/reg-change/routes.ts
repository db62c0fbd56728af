import type { regChangeApi, terminationApi } from '@portal/contract';
import type { RegChangeGroup } from '@portal/contract';
import { answeringNothing, type Handlers } from '../../platform/http/endpoints';
import * as service from './service';

/** The unit's side of a form: the same calls for changes and for terminations, each on its own kinds. */
const ownSide = (group: RegChangeGroup): Handlers<typeof terminationApi> => ({
  list: (input, { ctx, session }) => service.listOwn(ctx, session, group, input),
  detail: ({ id }, { ctx, session }) => service.getOwn(ctx, session, group, id),
  candidates: ({ kind, keyword }, { ctx, session }) => service.findCandidates(ctx, session, kind, keyword),
  save: (input, { ctx, session, ip }) => service.saveChange(ctx, session, group, input, ip),
  withdraw: ({ id, version }, { ctx, session, ip }) => service.withdrawChange(ctx, session, group, id, version, ip),
  delete: answeringNothing(({ id }, { ctx, session }) => service.deleteChange(ctx, session, group, id)),
  checkAtt: ({ id }, { ctx, session }) => service.checkAttachments(ctx, session, group, id),
});

/** Handlers of spec §7 /a/stone/useManage/*: registration changes, the receiving unit's answer, the registry's decisions, a device's record. */
export const regChangeHandlers: Handlers<typeof regChangeApi> = {
  ...ownSide('change'),
  incoming: (input, { ctx, session }) => service.listIncoming(ctx, session, input),
  confirm: (input, { ctx, session, ip }) => service.confirmTransfer(ctx, session, input, ip),
  record: ({ equipmentId }, { ctx, session }) => service.getUseManageRecord(ctx, session, equipmentId),
  findQueue: (input, { ctx, session }) => service.listQueue(ctx, session, input),
  getForReview: ({ id }, { ctx, session }) => service.getForReview(ctx, session, id),
  decide: (input, { ctx, session, ip }) => service.decide(ctx, session, input, ip),
};

/** Handlers of spec §7 /a/stone/pemEqmRlvBasic/*: terminations (停用 / 注销 / 报废). */
export const terminationHandlers: Handlers<typeof terminationApi> = ownSide('termination');
