import type { manufactureApi } from '@portal/contract';
import { draftHandlers, type Handlers } from '../../platform/http/endpoints';
import * as service from './service';
import { originOf, sendPdf } from '../../platform/http/send-pdf';

/** 制造监督检验: the manufacturer's submissions, the inspection body's side of them, and the certificates. */
export const manufactureHandlers: Handlers<typeof manufactureApi> = {
  list: (input, { ctx, session }) => service.listOwn(ctx, session, input),
  queue: (input, { ctx, session }) => service.listQueue(ctx, session, input),
  certs: (input, { ctx, session }) => service.listCerts(ctx, session, input),
  detail: ({ id }, { ctx, session }) => service.getApply(ctx, session, id),
  ...draftHandlers({ save: service.saveApply, withdraw: service.withdrawApply, delete: service.deleteApply }),
  accept: (input, { ctx, session, ip }) => service.acceptApply(ctx, session, input, ip),
  return: (input, { ctx, session, ip }) => service.returnApply(ctx, session, input, ip),
  record: (input, { ctx, session, ip }) => service.recordResult(ctx, session, input, ip),
  issue: (input, { ctx, session, ip }) => service.issueCert(ctx, session, input, ip),
  cert: async ({ id }, { ctx, session, req, reply }) => sendPdf(reply, await service.certPdf(ctx, session, id, originOf(req))),
};
