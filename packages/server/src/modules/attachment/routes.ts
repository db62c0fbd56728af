import { attachmentIdQuery, attachmentTarget, mobileTokenQuery, uploadTarget, type Attachment } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { contentDisposition } from '../../platform/http/content-disposition';
import { ok } from '../../platform/http/envelope';
import { badInput } from '../../platform/http/errors';
import * as service from './service';

const MAX_FILES_PER_REQUEST = 10;
const PREVIEWABLE = new Set(['application/pdf', 'image/jpeg', 'image/png']);

const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

type Resolve = (fields: Record<string, string>) => Promise<{ target: Required<service.Target>; owner: Parameters<typeof service.acceptFile>[2] }>;

/**
 * Reads a multipart upload: target fields (from the query or from fields sent before the files),
 * then each file through the service. The target is checked once, before the first file is stored.
 */
async function receiveUpload(ctx: AppContext, req: FastifyRequest, resolve: Resolve, maxFiles: number): Promise<Attachment[]> {
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.query as Record<string, unknown>)) if (typeof v === 'string') fields[k] = v;
  const saved: Attachment[] = [];
  let resolved: Awaited<ReturnType<Resolve>> | null = null;
  for await (const part of req.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    try {
      if (saved.length >= maxFiles) throw badInput(`一次最多上传${maxFiles}个文件`);
      resolved ??= await resolve(fields);
    } catch (e) {
      part.file.resume();
      throw e;
    }
    saved.push(await service.acceptFile(ctx, resolved.target, resolved.owner, { filename: part.filename, file: part.file }));
  }
  if (!saved.length) throw badInput('请选择要上传的文件');
  return saved;
}

function parseTarget(fields: Record<string, string>): Required<service.Target> {
  const parsed = uploadTarget.safeParse(fields);
  if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? '附件信息不正确');
  return parsed.data as Required<service.Target>;
}

/** Spec §7 attachments: upload, list, delete, download, and the phone upload through a QR code. */
export const attachmentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const session = { access: 'session' } as const;
  const desktop: (req: FastifyRequest) => Resolve = (req) => async (fields) => {
    const target = parseTarget(fields);
    return { target, owner: await service.assertCanWrite(ctx, req.session!, target) };
  };

  app.post('/a/stone/attachment/upload', { config: session }, async (req) => ok((await receiveUpload(ctx, req, desktop(req), 1))[0]));
  app.post('/a/stone/attachment/attUpload', { config: session }, async (req) => ok(await receiveUpload(ctx, req, desktop(req), MAX_FILES_PER_REQUEST)));

  app.post('/a/stone/attachment/findAttList', { config: session, schema: { body: attachmentTarget } }, async (req) => ok(await service.listAttachments(ctx, req.session!, req.body)));

  app.get('/a/stone/attachment/delete', { config: { ...session, stateChanging: true }, schema: { querystring: attachmentIdQuery } }, async (req) => {
    await service.deleteAttachment(ctx, req.session!, req.query.attsysid);
    return ok(null);
  });

  app.get('/a/stone/common/download', { config: session, schema: { querystring: attachmentIdQuery.extend({ inline: z.enum(['0', '1']).optional() }) } }, async (req, reply) => {
    const f = await service.openAttachment(ctx, req.session!, req.query.attsysid);
    return reply
      .header('content-type', f.mime)
      .header('content-length', f.size)
      .header('content-disposition', contentDisposition(f.fileName, req.query.inline === '1' && PREVIEWABLE.has(f.mime)))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(f.stream);
  });

  app.post('/a/stone/attachment/mobileToken', { config: session, schema: { body: uploadTarget } }, async (req) =>
    ok(await service.createMobileTicket(ctx, req.session!, req.body as Required<service.Target>, originOf(req))),
  );

  app.get('/a/stone/attachment/mobileQr', { config: session, schema: { querystring: mobileTokenQuery } }, async (req, reply) =>
    reply.type('image/png').header('cache-control', 'no-store').send(await service.mobileQrPng(ctx, req.session!, req.query.token, originOf(req))),
  );

  // The phone has no session: the token alone says where its files go.
  app.get('/a/stone/common/mobileUpload/info', { schema: { querystring: mobileTokenQuery } }, async (req) => ok(await service.mobileInfo(ctx, req.query.token)));
  app.post('/a/stone/common/mobileUpload', { schema: { querystring: mobileTokenQuery } }, async (req) => {
    const token = req.query.token;
    return ok(await receiveUpload(ctx, req, () => service.mobileTarget(ctx, token), MAX_FILES_PER_REQUEST));
  });
  app.post('/a/stone/common/mobileUpload/delete', { schema: { querystring: mobileTokenQuery, body: attachmentIdQuery } }, async (req) => {
    await service.deleteByToken(ctx, req.query.token, req.body.attsysid);
    return ok(null);
  });
};
