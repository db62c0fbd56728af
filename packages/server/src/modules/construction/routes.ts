import type { constructionApi } from '@portal/contract';
import { draftHandlers, type Handlers } from '../../platform/http/endpoints';
import { getLicenceView } from '../licence/service';
import * as service from './service';

/** Handlers of spec §7 /a/stone/eqmBcwBasic/*: the construction unit's notices, the use unit's view of them, the registry's receipt. */
export const constructionHandlers: Handlers<typeof constructionApi> = {
  list: (input, { ctx, session }) => service.listOwn(ctx, session, input),
  query: (input, { ctx, session }) => service.listInvolving(ctx, session, input),
  detail: ({ id }, { ctx, session }) => service.getVisible(ctx, session, id),
  licence: (_input, { ctx, session }) => getLicenceView(ctx, session.unitId),
  ...draftHandlers({ save: service.saveNotice, withdraw: service.withdrawNotice, delete: service.deleteNotice }),
  commit: ({ id, version }, { ctx, session, ip }) => service.commitNotice(ctx, session, id, version, ip),
  checkAtt: ({ id }, { ctx, session }) => service.checkAttachments(ctx, session, id),
  checkBcwCancell: ({ id }, { ctx, session }) => service.checkCancellable(ctx, session, id),
  cancel: (input, { ctx, session, ip }) => service.cancelNotice(ctx, session, input, ip),
  complete: (input, { ctx, session, ip }) => service.completeNotice(ctx, session, input, ip),
  findQueue: (input, { ctx, session }) => service.listQueue(ctx, session, input),
  getForReview: ({ id }, { ctx, session }) => service.getForReview(ctx, session, id),
  decide: (input, { ctx, session, ip }) => service.decide(ctx, session, input, ip),
};
