import type { Selectable } from 'kysely';
import {
  ATTACHMENT_BIZ_TYPES,
  ATTACHMENT_FILE_TYPES,
  MOBILE_UPLOAD_TOKEN_MINUTES,
  type Attachment,
  type AttachmentBizType,
  type DocumentCheck,
  type MobileUploadInfo,
  type MobileUploadTicket,
  type UploadSign,
} from '@portal/contract';
import { Readable } from 'node:stream';
import QRCode from 'qrcode';
import type { AppContext } from '../../context';
import type { AttachmentTable } from '../../platform/db/schema';
import { reencodeImage } from '../../platform/files/images';
import { classify, cleanFileName, type FileTypeKey } from '../../platform/files/sniff';
import { verifyFile } from '../../platform/files/verify';
import type { ReceivedFile } from '../../platform/files/store';
import { AppError, badInput, businessError, forbidden, notFound } from '../../platform/http/errors';
import { newId, newToken, nowIso, sha256 } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import * as repo from './repo';

export interface Target {
  bizType: string;
  bizId: string;
  kind?: string;
}

/** Who an upload is recorded for: the caller's unit, or the unit behind a phone's token. */
interface Owner {
  unitId: string | null;
  userId: string;
  userName: string;
  fromMobile: boolean;
}

export interface IncomingFile {
  filename: string;
  file: Readable & { truncated?: boolean };
}

/** Who may attach to, and read the files of, one type of business object: declared by the module that owns the objects. */
export interface AttachmentRule {
  /** May this caller attach files to, or remove files from, this object? */
  canWrite(ctx: AppContext, s: SessionContext, bizId: string): boolean | Promise<boolean>;
  /** May this caller see a file of this object (row.unitId is the unit that owns the file, row.bizId the object)? */
  canRead(ctx: AppContext, s: SessionContext, row: { unitId: string | null; bizId: string }): boolean | Promise<boolean>;
  /** A filing's documents: who may read the checklist (whoever may see the filing) and what it needs now. */
  checklist?: {
    canSee(ctx: AppContext, s: SessionContext, bizId: string): Promise<boolean>;
    check(ctx: AppContext, bizId: string): Promise<DocumentCheck>;
  };
}

/** The rule of an object type, from the module that owns the objects. */
const rule = (ctx: AppContext, bizType: string) => ctx.modules.attachments[bizType as AttachmentBizType];
const canRead = (ctx: AppContext, s: SessionContext, r: Selectable<AttachmentTable>) => rule(ctx, r.biz_type).canRead(ctx, s, { unitId: r.unit_id, bizId: r.biz_id });

const toAttachment = (r: Selectable<AttachmentTable>): Attachment => ({
  attsysid: r.id,
  bizType: r.biz_type,
  bizId: r.biz_id,
  kind: r.kind,
  fileName: r.file_name,
  mime: r.mime,
  size: Number(r.size),
  sha256: r.sha256,
  uploadedAt: r.created_at,
  uploaderName: r.uploader_name,
  fromMobile: r.from_mobile === 1,
});

const tooLarge = (maxBytes: number) => new AppError('TOO_LARGE', 413, `单个文件不能超过${Math.round(maxBytes / 1024 / 1024)}MB`);

/** The caller may attach to this object, or is refused with 403. */
export async function assertCanWrite(ctx: AppContext, s: SessionContext, t: Target): Promise<Owner> {
  if (!(await rule(ctx, t.bizType).canWrite(ctx, s, t.bizId))) throw forbidden();
  return { unitId: s.unitId, userId: s.userId, userName: s.userName, fromMobile: false };
}

/** A file received and checked, not yet kept: a request's files are all kept together, or none. */
export interface StagedFile {
  fileName: string;
  type: FileTypeKey;
  received: ReceivedFile;
}

/** Forgets files received for a request that will not keep them. */
export const dropStaged = (ctx: AppContext, files: StagedFile[]) => Promise.all(files.map((f) => ctx.files.drop(f.received)));

/**
 * Receives one file: streamed to disk while hashed, its type judged on the content and the name,
 * then checked to parse as that type with nothing after its end; images are encoded anew. A refused
 * file leaves nothing behind.
 */
export async function stageFile(ctx: AppContext, incoming: IncomingFile): Promise<StagedFile> {
  const fileName = cleanFileName(incoming.filename);
  let received: ReceivedFile;
  try {
    received = await ctx.files.receive(incoming.file);
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(ctx.config.attachmentMaxBytes);
    throw e;
  }
  const refuse = async (error: AppError): Promise<never> => {
    await ctx.files.drop(received);
    throw error;
  };
  if (incoming.file.truncated || received.size > ctx.config.attachmentMaxBytes) return refuse(tooLarge(ctx.config.attachmentMaxBytes));
  if (received.size === 0) return refuse(badInput('文件内容为空'));
  const judged = classify(received.head, fileName);
  if ('error' in judged) return refuse(badInput(judged.error));
  const broken = await verifyFile(received.tmpPath, received.size, received.head, judged.type);
  if (broken) return refuse(badInput(broken));
  if (judged.type === 'jpeg' || judged.type === 'png') {
    const image = await reencodeImage(received.tmpPath, judged.type);
    if ('error' in image) return refuse(badInput(image.error));
    await ctx.files.drop(received);
    received = await ctx.files.receive(Readable.from([image.bytes]));
  }
  return { fileName, type: judged.type, received };
}

/** Keeps a request's checked files and records them in one transaction: all of them, or none. */
export async function commitFiles(ctx: AppContext, t: Required<Target>, owner: Owner, files: StagedFile[]): Promise<Attachment[]> {
  const rows: Selectable<AttachmentTable>[] = [];
  for (const f of files)
    rows.push({
      id: newId(),
      unit_id: owner.unitId,
      biz_type: t.bizType,
      biz_id: t.bizId,
      kind: t.kind,
      file_name: f.fileName,
      mime: ATTACHMENT_FILE_TYPES[f.type].mime,
      size: f.received.size,
      sha256: f.received.sha256,
      // Content-addressed: a file kept for a request that then fails is only an unreferenced copy.
      storage_key: await ctx.files.keep(f.received),
      uploader_id: owner.userId,
      uploader_name: owner.userName,
      from_mobile: owner.fromMobile ? 1 : 0,
      created_at: nowIso(),
    });
  await ctx.db.transaction().execute(async (trx) => {
    for (const row of rows) await repo.insertAttachment(trx, row);
  });
  return rows.map(toAttachment);
}

/** One file, received, checked and kept (the demo seed's way in; requests stage all their files first). */
export async function acceptFile(ctx: AppContext, t: Required<Target>, owner: Owner, incoming: IncomingFile): Promise<Attachment> {
  return (await commitFiles(ctx, t, owner, [await stageFile(ctx, incoming)]))[0];
}

/** The files of one object the caller may see. */
export async function listAttachments(ctx: AppContext, s: SessionContext, t: Target): Promise<Attachment[]> {
  const rows = await repo.findAttachments(ctx.db, t);
  // A rule answers directly or through a promise; async makes each answer a promise for Promise.all.
  const readable = await Promise.all(rows.map(async (r) => canRead(ctx, s, r)));
  return rows.filter((_, i) => readable[i]).map(toAttachment);
}

async function findReadable(ctx: AppContext, s: SessionContext, id: string): Promise<Selectable<AttachmentTable>> {
  const row = await repo.findAttachment(ctx.db, id);
  // Someone else's file answers as a missing one: its existence is not the caller's business.
  if (!row || !(await canRead(ctx, s, row))) throw notFound('附件');
  return row;
}

/** Opens a file for download, with what the response needs to name it. */
export async function openAttachment(ctx: AppContext, s: SessionContext, id: string) {
  const row = await findReadable(ctx, s, id);
  const stored = await ctx.files.open(row.storage_key);
  if (!stored) throw notFound('附件文件');
  return { ...stored, fileName: row.file_name, mime: row.mime };
}

/** Deletes a file of an object the caller may change; the content goes when nothing else refers to it. */
export async function deleteAttachment(ctx: AppContext, s: SessionContext, id: string): Promise<void> {
  const row = await findReadable(ctx, s, id);
  if (row.unit_id !== s.unitId || !(await rule(ctx, row.biz_type).canWrite(ctx, s, row.biz_id))) throw forbidden();
  await removeAttachment(ctx, row);
}

async function removeAttachment(ctx: AppContext, row: Selectable<AttachmentTable>): Promise<void> {
  await repo.deleteAttachment(ctx.db, row.id);
  if (!(await repo.isStorageKeyUsed(ctx.db, row.storage_key))) await ctx.files.discard(row.storage_key);
}

/**
 * Removes the file rows of objects being deleted, in the caller's transaction (`tx`). The content
 * cannot be put back if that transaction fails, so the returned function discards what no row uses
 * any more, to be called once it has committed.
 */
export async function removeObjectsAttachments(tx: AppContext, bizType: AttachmentBizType, bizIds: readonly string[]): Promise<(ctx: AppContext) => Promise<void>> {
  const keys = new Set<string>();
  for (const bizId of bizIds)
    for (const row of await repo.findAttachments(tx.db, { bizType, bizId })) {
      await repo.deleteAttachment(tx.db, row.id);
      keys.add(row.storage_key);
    }
  return async (ctx) => {
    for (const key of keys) if (!(await repo.isStorageKeyUsed(ctx.db, key))) await ctx.files.discard(key);
  };
}

/** Issues a token that lets someone without a session upload into one object for 30 minutes. */
export async function issueUploadToken(
  ctx: AppContext,
  t: Required<Target>,
  owner: { unitId: string | null; userId: string; userName: string },
): Promise<{ token: string; expiresAt: string }> {
  const token = newToken();
  const expiresAt = nowIso(Date.now() + MOBILE_UPLOAD_TOKEN_MINUTES * 60_000);
  await repo.insertUploadToken(ctx.db, {
    id: sha256(token),
    unit_id: owner.unitId,
    user_id: owner.userId,
    user_name: owner.userName,
    biz_type: t.bizType,
    biz_id: t.bizId,
    kind: t.kind,
    expires_at: expiresAt,
  });
  return { token, expiresAt };
}

/** Upload slots for someone without a session (an applicant before its account exists): one token per kind of one object. */
export async function issueUploadSlots(ctx: AppContext, t: { bizType: AttachmentBizType; bizId: string }, kinds: readonly string[], userName: string): Promise<UploadSign> {
  const tokens: Record<string, string> = {};
  let expiresAt = '';
  for (const kind of kinds) {
    const issued = await issueUploadToken(ctx, { ...t, kind }, { unitId: null, userId: '', userName });
    tokens[kind] = issued.token;
    expiresAt = issued.expiresAt;
  }
  return { draftId: t.bizId, tokens, expiresAt };
}

/**
 * Ends every upload token of an object, in the caller's transaction: an application's material is
 * fixed once the application is submitted, so its tokens die with the draft.
 */
export async function revokeUploadTokens(tx: AppContext, bizType: AttachmentBizType, bizId: string): Promise<void> {
  await repo.deleteUploadTokensOf(tx.db, bizType, bizId);
}

/** A single-purpose token a phone uploads into this object with, valid 30 minutes. */
export async function createMobileTicket(ctx: AppContext, s: SessionContext, t: Required<Target>, origin: string): Promise<MobileUploadTicket> {
  await assertCanWrite(ctx, s, t);
  const { token, expiresAt } = await issueUploadToken(ctx, t, { unitId: s.unitId, userId: s.userId, userName: s.userName });
  return { token, url: `${ctx.config.publicBaseUrl || origin}/attachmentUploadMobile?token=${encodeURIComponent(token)}`, expiresAt };
}

async function liveToken(ctx: AppContext, token: string) {
  const row = await repo.findLiveUploadToken(ctx.db, sha256(token));
  if (!row) throw new AppError('BUSINESS', 200, '上传链接已失效，请在电脑上重新生成二维码');
  return row;
}

/** The QR code image of a ticket, for the caller who made it. */
export async function mobileQrPng(ctx: AppContext, s: SessionContext, token: string, origin: string): Promise<Buffer> {
  const row = await liveToken(ctx, token);
  if (row.user_id !== s.userId) throw notFound('上传链接');
  return QRCode.toBuffer(`${ctx.config.publicBaseUrl || origin}/attachmentUploadMobile?token=${encodeURIComponent(token)}`, {
    type: 'png',
    width: 240,
    margin: 1,
    errorCorrectionLevel: 'M',
  });
}

type TokenRow = NonNullable<Awaited<ReturnType<typeof repo.findLiveUploadToken>>>;

/**
 * Whether a file came in through tokens like this one: a phone token (made by a logged-in user)
 * owns only that user's phone uploads; an applicant's token all the applicant's files of its object.
 */
const viaToken = (f: Selectable<AttachmentTable>, t: TokenRow) =>
  f.biz_type === t.biz_type && f.biz_id === t.biz_id && f.unit_id === t.unit_id && f.uploader_id === t.user_id && (t.user_id === '' || f.from_mobile === 1);

/** What the phone page shows: whose material, which kind, and what was uploaded through this token. */
export async function mobileInfo(ctx: AppContext, token: string): Promise<MobileUploadInfo> {
  const row = await liveToken(ctx, token);
  const biz = ATTACHMENT_BIZ_TYPES[row.biz_type as AttachmentBizType];
  const files = (await repo.findAttachments(ctx.db, { bizType: row.biz_type, bizId: row.biz_id, kind: row.kind, unitId: row.unit_id })).filter((f) => viaToken(f, row));
  return {
    bizLabel: biz.label,
    kindLabel: (biz.kinds as Record<string, string>)[row.kind] ?? row.kind,
    unitName: row.unit_id ? await ctx.modules.unitName(ctx, row.unit_id) : '',
    expiresAt: row.expires_at,
    files: files.map((f) => ({ attsysid: f.id, kind: f.kind, fileName: f.file_name, size: Number(f.size), uploadedAt: f.created_at })),
  };
}

/** The owner and target a phone's upload is recorded under. */
export async function mobileTarget(ctx: AppContext, token: string): Promise<{ target: Required<Target>; owner: Owner }> {
  const row = await liveToken(ctx, token);
  // A token a logged-in user made is the phone flow; one made for an applicant is the applicant's own.
  const phone = row.user_id !== '';
  return {
    target: { bizType: row.biz_type, bizId: row.biz_id, kind: row.kind },
    owner: { unitId: row.unit_id, userId: row.user_id, userName: phone ? `${row.user_name}（手机上传）` : row.user_name, fromMobile: phone },
  };
}

/** Removes a file that was uploaded through this token, while the token is live. */
export async function deleteByToken(ctx: AppContext, token: string, id: string): Promise<void> {
  const t = await liveToken(ctx, token);
  const row = await repo.findAttachment(ctx.db, id);
  if (!row || !viaToken(row, t)) throw notFound('附件');
  await repo.deleteAttachment(ctx.db, id);
  if (!(await repo.isStorageKeyUsed(ctx.db, row.storage_key))) await ctx.files.discard(row.storage_key);
}

/** Files of an object, for a service that checks an application's material (no caller scope). */
export async function listForObject(ctx: AppContext, bizType: string, bizId: string): Promise<Attachment[]> {
  return (await repo.findAttachments(ctx.db, { bizType, bizId })).map(toAttachment);
}

/** Gives another object its own rows for the same stored files (an approved application's material becomes the unit's). */
export async function copyToObject(
  ctx: AppContext,
  from: { bizType: string; bizId: string },
  to: { bizType: string; bizId: string; unitId: string },
  kinds: Record<string, string>,
): Promise<void> {
  for (const r of await repo.findAttachments(ctx.db, from)) {
    if (!(r.kind in kinds)) continue;
    await repo.insertAttachment(ctx.db, { ...r, id: newId(), biz_type: to.bizType, biz_id: to.bizId, unit_id: to.unitId, kind: kinds[r.kind] });
  }
}

/**
 * Hands files the caller uploaded as a draft to the object they are sent with, in the caller's transaction: every id
 * must be a file of `from` uploaded by this user, else nothing moves and the answer is false.
 */
export async function claimUploads(
  tx: AppContext,
  ids: readonly string[],
  uploaderId: string,
  from: { bizType: AttachmentBizType; bizId: string },
  to: { bizType: AttachmentBizType; bizId: string; kind: string },
): Promise<boolean> {
  if (!ids.length) return true;
  return (await repo.moveUploads(tx.db, ids, uploaderId, from, to)) === ids.length;
}

/** Names of files handed in with workflow steps; the flow log shows them to whoever may see the record. */
export async function describeAttachments(ctx: AppContext, ids: readonly string[]): Promise<Array<{ attsysid: string; fileName: string }>> {
  if (!ids.length) return [];
  return (await repo.findAttachmentsByIds(ctx.db, ids)).map((r) => ({ attsysid: r.id, fileName: r.file_name }));
}

/** The documents a filing needs and whether each is there, for anyone who may see the filing; to anyone else it does not exist. */
export async function materialsOf(ctx: AppContext, s: SessionContext, t: { bizType: string; bizId: string }): Promise<DocumentCheck> {
  const list = rule(ctx, t.bizType).checklist;
  if (!list || !(await list.canSee(ctx, s, t.bizId))) throw notFound('申请材料');
  return list.check(ctx, t.bizId);
}

/** Which of the documents an object needs are uploaded (by kind), and whether all are. */
export async function checkRequiredDocuments(
  ctx: AppContext,
  bizType: AttachmentBizType,
  bizId: string,
  required: readonly { kind: string; label: string }[],
): Promise<DocumentCheck> {
  const files = await listForObject(ctx, bizType, bizId);
  const checked = required.map((d) => ({ ...d, present: files.some((f) => f.kind === d.kind) }));
  return { required: checked, complete: checked.every((d) => d.present) };
}

/** Refuses a submission whose documents are not all there, naming the missing ones. */
export function assertDocumentsComplete(check: DocumentCheck): void {
  if (!check.complete)
    throw businessError(
      `请先上传：${check.required
        .filter((d) => !d.present)
        .map((d) => d.label)
        .join('、')}`,
    );
}
