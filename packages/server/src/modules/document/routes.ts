import type { documentApi } from '@portal/contract';
import type { Handlers } from '../../platform/http/endpoints';
import * as service from './service';
import { originOf, sendPdf } from '../../platform/http/send-pdf';

/** Handlers of the issued-documents register: a device's certificate and use mark, their list, and the public verification. */
export const documentHandlers: Handlers<typeof documentApi> = {
  regCert: async ({ equipmentId, docId }, { ctx, session, req, reply }) =>
    sendPdf(reply, await service.openDocument(ctx, session, { equipmentId, kind: 'regCert', docId }, originOf(req))),
  useMark: async ({ equipmentId, docId }, { ctx, session, req, reply }) =>
    sendPdf(reply, await service.openDocument(ctx, session, { equipmentId, kind: 'useMark', docId }, originOf(req))),
  list: ({ equipmentId }, { ctx, session }) => service.listDocuments(ctx, session, equipmentId),
  // No session: the signed reference in the QR code is the only key.
  verify: ({ ref }, { ctx, ip }) => service.verifyDocument(ctx, ref, ip),
};
