import type { reportApi } from '@portal/contract';
import { contentDisposition } from '../../platform/http/content-disposition';
import type { Handlers } from '../../platform/http/endpoints';
import * as service from '../online-apply/report-service';
import { originOf, sendPdf } from '../../platform/http/send-pdf';

/** Spec §7 /a/stone/selfService/* and exportZip: reports, their PDFs, the documents the portal issues, and batches. */
export const reportHandlers: Handlers<typeof reportApi> = {
  reports: (input, { ctx, session }) => service.listReports(ctx, session, input),
  record: ({ equipmentId, id }, { ctx, session }) => service.inspectionRecord(ctx, session, equipmentId, id),
  pdf: async ({ id }, { ctx, session, reply }) => sendPdf(reply, await service.reportPdf(ctx, session, id)),
  print: async (input, { ctx, session, req, reply }) => sendPdf(reply, await service.printDocument(ctx, session, input, originOf(req))),
  exportZip: async (input, { ctx, session, req, reply }) => {
    const zip = await service.exportZip(ctx, session, input, originOf(req));
    reply
      .header('content-type', 'application/zip')
      .header('content-disposition', contentDisposition(zip.fileName, false))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store');
    return zip.stream;
  },
};
