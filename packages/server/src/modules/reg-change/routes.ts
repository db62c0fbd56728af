import type { regChangeApi } from '@portal/contract';
import type { Handlers } from '../../platform/http/endpoints';
import * as service from './service';

/** Handlers of spec §7 /a/stone/useManage/*: registration changes, the receiving unit's answer, the registry's decisions, a device's record. */
export const regChangeHandlers: Handlers<typeof regChangeApi> = {
  ...service.ownSideHandlers('change'),
  incoming: (input, { ctx, session }) => service.listIncoming(ctx, session, input),
  confirm: (input, { ctx, session, ip }) => service.confirmTransfer(ctx, session, input, ip),
  record: ({ equipmentId }, { ctx, session }) => service.getUseManageRecord(ctx, session, equipmentId),
  findQueue: (input, { ctx, session }) => service.listQueue(ctx, session, input),
  getForReview: ({ id }, { ctx, session }) => service.getForReview(ctx, session, id),
  decide: (input, { ctx, session, ip }) => service.decide(ctx, session, input, ip),
};
