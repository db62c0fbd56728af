import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from './content-disposition';

/** The address the caller reached the portal at: printed documents link back to it (their verification QR). */
export const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/** A PDF as a download under its own name: never cached, never sniffed as anything else. */
export function sendPdf<B extends Buffer | NodeJS.ReadableStream>(reply: FastifyReply, f: { body: B; size?: number; fileName: string }): B {
  reply
    .header('content-type', 'application/pdf')
    .header('content-length', f.size ?? (f.body as Buffer).length)
    .header('content-disposition', contentDisposition(f.fileName, false))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
  return f.body;
}
