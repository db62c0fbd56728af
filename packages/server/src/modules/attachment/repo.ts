import type { Insertable } from 'kysely';
import type { Database } from '../../platform/db';
import type { AttachmentTable, UploadTokenTable } from '../../platform/db/schema';
import { nowIso } from '../../platform/ids';

export async function insertAttachment(db: Database, row: Insertable<AttachmentTable>): Promise<void> {
  await db.insertInto('attachments').values(row).execute();
}

export function findAttachment(db: Database, id: string) {
  return db.selectFrom('attachments').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findAttachments(db: Database, q: { bizType: string; bizId: string; kind?: string; unitId?: string | null }) {
  let query = db.selectFrom('attachments').selectAll().where('biz_type', '=', q.bizType).where('biz_id', '=', q.bizId);
  if (q.kind) query = query.where('kind', '=', q.kind);
  if (q.unitId !== undefined) query = q.unitId === null ? query.where('unit_id', 'is', null) : query.where('unit_id', '=', q.unitId);
  return query.orderBy('created_at').orderBy('id').execute();
}

export async function deleteAttachment(db: Database, id: string): Promise<void> {
  await db.deleteFrom('attachments').where('id', '=', id).execute();
}

/**
 * Whether stored content is still referred to. Issued documents keep their produced PDFs in the same
 * content-addressed store, and a unit may upload a downloaded certificate as an attachment (a change
 * application's 原使用登记证): removing that attachment must not take the certificate's own file.
 */
export async function isStorageKeyUsed(db: Database, storageKey: string): Promise<boolean> {
  const inUse = (q: Promise<unknown>) => q.then((r) => r !== undefined);
  const [attached, issued, certified] = await Promise.all([
    inUse(db.selectFrom('attachments').select('id').where('storage_key', '=', storageKey).limit(1).executeTakeFirst()),
    inUse(db.selectFrom('issued_documents').select('id').where('file_key', '=', storageKey).limit(1).executeTakeFirst()),
    // Manufacturing supervision certificates keep theirs the same way.
    inUse(db.selectFrom('mfg_applies').select('id').where('cert_file_key', '=', storageKey).limit(1).executeTakeFirst()),
  ]);
  return attached || issued || certified;
}

export async function insertUploadToken(db: Database, row: Insertable<UploadTokenTable>): Promise<void> {
  await db.deleteFrom('upload_tokens').where('expires_at', '<', nowIso()).execute();
  await db.insertInto('upload_tokens').values(row).execute();
}

export async function deleteUploadTokensOf(db: Database, bizType: string, bizId: string): Promise<void> {
  await db.deleteFrom('upload_tokens').where('biz_type', '=', bizType).where('biz_id', '=', bizId).execute();
}

export function findLiveUploadToken(db: Database, id: string) {
  return db.selectFrom('upload_tokens').selectAll().where('id', '=', id).where('expires_at', '>', nowIso()).executeTakeFirst();
}

/** Moves a user's files of one object to another; answers how many moved. */
export async function moveUploads(
  db: Database,
  ids: readonly string[],
  uploaderId: string,
  from: { bizType: string; bizId: string },
  to: { bizType: string; bizId: string; kind: string },
): Promise<number> {
  const r = await db
    .updateTable('attachments')
    .set({ biz_type: to.bizType, biz_id: to.bizId, kind: to.kind })
    .where('id', 'in', ids)
    .where('uploader_id', '=', uploaderId)
    .where('biz_type', '=', from.bizType)
    .where('biz_id', '=', from.bizId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export function findAttachmentsByIds(db: Database, ids: readonly string[]) {
  return db.selectFrom('attachments').select(['id', 'file_name']).where('id', 'in', ids).execute();
}
