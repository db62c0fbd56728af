import type { useRegistApi } from '@portal/contract';
import { draftHandlers, type Handlers } from '../../platform/http/endpoints';
import * as service from './service';

/** Handlers of spec §7 /a/stone/epPemUseregistApply/*: the unit's applications and the registry's decisions on them. */
export const useRegistHandlers: Handlers<typeof useRegistApi> = {
  list: (input, { ctx, session }) => service.listOwn(ctx, session, input),
  detail: ({ id }, { ctx, session }) => service.getOwn(ctx, session, id),
  registrable: ({ keyword, entrustId }, { ctx, session }) => service.findRegistrable(ctx, session, keyword, entrustId),
  ...draftHandlers({ save: service.saveApply, withdraw: service.withdrawApply, delete: service.deleteApply }),
  copy: (input, { ctx, session, ip }) => service.copyApply(ctx, session, input, ip),
  checkUseAtt: ({ id }, { ctx, session }) => service.checkAttachments(ctx, session, id),
  findQueue: (input, { ctx, session }) => service.listQueue(ctx, session, input),
  getForReview: ({ id }, { ctx, session }) => service.getForReview(ctx, session, id),
  decide: (input, { ctx, session, ip }) => service.decide(ctx, session, input, ip),
};
