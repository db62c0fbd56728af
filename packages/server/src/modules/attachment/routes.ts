import { uploadTarget, type Attachment, type attachmentApi } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { contentDisposition } from '../../platform/http/content-disposition';
import { answeringNothing, type Handlers } from '../../platform/http/endpoints';
import { badInput } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/session/store';
import * as service from './service';
import { originOf } from '../../platform/http/send-pdf';

const MAX_FILES_PER_REQUEST = 10;
const PREVIEWABLE = new Set(['application/pdf', 'image/jpeg', 'image/png']);

type Resolve = (fields: Record<string, string>) => Promise<{ target: Required<service.Target>; owner: Parameters<typeof service.acceptFile>[2] }>;

/**
 * Reads a multipart upload: target fields (from the query or from fields sent before the files),
 * then each file through the service. The target is checked once, before the first file is received,
 * and one refused file refuses the request: nothing of it is kept.
 */
async function receiveUpload(ctx: AppContext, req: FastifyRequest, resolve: Resolve, maxFiles: number): Promise<Attachment[]> {
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.query as Record<string, unknown>)) if (typeof v === 'string') fields[k] = v;
  const staged: service.StagedFile[] = [];
  let resolved: Awaited<ReturnType<Resolve>> | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      try {
        if (staged.length >= maxFiles) throw badInput(`一次最多上传${maxFiles}个文件`);
        resolved ??= await resolve(fields);
      } catch (e) {
        part.file.resume();
        throw e;
      }
      staged.push(await service.stageFile(ctx, { filename: part.filename, file: part.file }));
    }
    if (!staged.length || !resolved) throw badInput('请选择要上传的文件');
    // Every file of the request passed: all are kept together.
    return await service.commitFiles(ctx, resolved.target, resolved.owner, staged);
  } catch (e) {
    await service.dropStaged(ctx, staged);
    throw e;
  }
}

function parseTarget(fields: Record<string, string>): Required<service.Target> {
  const parsed = uploadTarget.safeParse(fields);
  if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? '附件信息不正确');
  return parsed.data as Required<service.Target>;
}

/** The caller may attach to the object its fields name. */
const desktop =
  (ctx: AppContext, session: SessionContext): Resolve =>
  async (fields) => {
    const target = parseTarget(fields);
    return { target, owner: await service.assertCanWrite(ctx, session, target) };
  };

/** Handlers of the contract's attachment endpoints: upload, list, delete, download, and the phone upload through a QR code. */
export const attachmentHandlers: Handlers<typeof attachmentApi> = {
  // Multipart: the target is read from the query and the fields before the files, not from the parsed input.
  upload: async (_input, { ctx, session, req }) => (await receiveUpload(ctx, req, desktop(ctx, session), 1))[0],
  attUpload: (_input, { ctx, session, req }) => receiveUpload(ctx, req, desktop(ctx, session), MAX_FILES_PER_REQUEST),
  findAttList: (input, { ctx, session }) => service.listAttachments(ctx, session, input),
  materials: (input, { ctx, session }) => service.materialsOf(ctx, session, input),
  delete: answeringNothing(({ attsysid }, { ctx, session }) => service.deleteAttachment(ctx, session, attsysid)),
  download: async ({ attsysid, inline }, { ctx, session, reply }) => {
    const f = await service.openAttachment(ctx, session, attsysid);
    reply
      .header('content-type', f.mime)
      .header('content-length', f.size)
      .header('content-disposition', contentDisposition(f.fileName, inline === '1' && PREVIEWABLE.has(f.mime)))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store');
    return f.stream;
  },
  mobileToken: (input, { ctx, session, req }) => service.createMobileTicket(ctx, session, input as Required<service.Target>, originOf(req)),
  mobileQr: ({ token }, { ctx, session, req }) => service.mobileQrPng(ctx, session, token, originOf(req)),
  // The phone has no session: the token alone says where its files go.
  mobileUploadInfo: ({ token }, { ctx }) => service.mobileInfo(ctx, token),
  mobileUpload: ({ token }, { ctx, req }) => receiveUpload(ctx, req, () => service.mobileTarget(ctx, token), MAX_FILES_PER_REQUEST),
  mobileUploadDelete: answeringNothing(({ token, attsysid }, { ctx }) => service.deleteByToken(ctx, token, attsysid)),
};
