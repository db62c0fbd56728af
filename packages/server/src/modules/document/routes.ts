import type { documentApi } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from '../../platform/http/content-disposition';
import type { Handlers } from '../../platform/http/endpoints';
import * as service from './service';

const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/** A produced PDF as a download, named after its kind and certificate number. */
function sendPdf(reply: FastifyReply, f: service.DocumentFile) {
  reply
    .header('content-type', 'application/pdf')
    .header('content-length', f.size)
    .header('content-disposition', contentDisposition(f.fileName, false))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
  return f.body;
}

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
