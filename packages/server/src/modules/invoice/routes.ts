import type { invoiceApi } from '@portal/contract';
import type { Handlers } from '../../platform/http/endpoints';
import * as service from './service';
import { sendPdf } from '../../platform/http/send-pdf';

/** Spec §7 /a/stone/self-service/invoice/*: the unit's invoice requests, and the inspection body finance's side. */
export const invoiceHandlers: Handlers<typeof invoiceApi> = {
  list: (input, { ctx, session }) => service.listOwn(ctx, session, input),
  detail: (input, { ctx, session }) => service.getOwn(ctx, session, input.id),
  invoicable: (input, { ctx, session }) => service.listInvoicable(ctx, session, input),
  save: (input, { ctx, session, ip }) => service.saveInvoice(ctx, session, input, ip),
  withdraw: (input, { ctx, session, ip }) => service.withdrawInvoice(ctx, session, input.id, input.version, ip),
  download: async (input, { ctx, session, reply }) => {
    const f = await service.openInvoicePdf(ctx, session, input.id);
    return sendPdf(reply, { body: f.stream, size: f.size, fileName: f.fileName });
  },
  queue: (input, { ctx, session }) => service.listQueue(ctx, session, input),
  getForFinance: (input, { ctx, session }) => service.getForFinance(ctx, session, input.id),
  issue: (input, { ctx, session, ip }) => service.issueInvoice(ctx, session, input, ip),
  return: (input, { ctx, session, ip }) => service.returnInvoice(ctx, session, input, ip),
};
