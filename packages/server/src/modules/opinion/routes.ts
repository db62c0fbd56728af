import type { opinionApi } from '@portal/contract';
import type { Handlers } from '../../platform/http/endpoints';
import * as service from './service';
import { originOf, sendPdf } from '../../platform/http/send-pdf';

/** Spec §7 /a/stone/self-service/* opinions: the unit's rectification of an inspection opinion notice, and the body's decision. */
export const opinionHandlers: Handlers<typeof opinionApi> = {
  list: (input, { ctx, session }) => service.listOwn(ctx, session, input),
  detail: (input, { ctx, session }) => service.getOwn(ctx, session, input.id),
  answer: (input, { ctx, session, ip }) => service.answer(ctx, session, input, ip),
  queue: (input, { ctx, session }) => service.listQueue(ctx, session, input),
  review: (input, { ctx, session }) => service.getForBody(ctx, session, input.id),
  decide: (input, { ctx, session, ip }) => service.decide(ctx, session, input, ip),
  pdf: async ({ id }, { ctx, session, req, reply }) => sendPdf(reply, await service.opinionNoticePdf(ctx, session, { id }, originOf(req))),
};
