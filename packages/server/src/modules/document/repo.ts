import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../../platform/db';
import type { IssuedDocumentTable } from '../../platform/db/schema';

export type DocumentRow = Selectable<IssuedDocumentTable>;

/** A device's documents, newest first. */
export function findDocuments(db: Database, equipmentId: string): Promise<DocumentRow[]> {
  return db.selectFrom('issued_documents').selectAll().where('equipment_id', '=', equipmentId).orderBy('issued_at', 'desc').orderBy('kind').orderBy('id').execute();
}

export function findDocument(db: Database, id: string): Promise<DocumentRow | undefined> {
  return db.selectFrom('issued_documents').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The valid document of a kind of a device (at most one: a unique index holds it). */
export function findValid(db: Database, equipmentId: string, kind: string): Promise<DocumentRow | undefined> {
  return db.selectFrom('issued_documents').selectAll().where('equipment_id', '=', equipmentId).where('kind', '=', kind).where('state', '=', 'valid').executeTakeFirst();
}

/** Moves a device's valid documents to another state; answers how many there were. */
export async function endValid(db: Database, equipmentId: string, state: 'changed' | 'cancelled', at: string): Promise<number> {
  const r = await db.updateTable('issued_documents').set({ state, state_at: at }).where('equipment_id', '=', equipmentId).where('state', '=', 'valid').executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function insertDocument(db: Database, row: Insertable<IssuedDocumentTable>): Promise<void> {
  await db.insertInto('issued_documents').values(row).execute();
}

/** Records the produced file, unless another request produced it first (then nothing changes: false). */
export async function setProduced(db: Database, id: string, sm3: string, fileKey: string): Promise<boolean> {
  const r = await db.updateTable('issued_documents').set({ sm3, file_key: fileKey }).where('id', '=', id).where('file_key', '=', '').executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Whether any document's produced file is kept under this key. */
export async function isFileKept(db: Database, fileKey: string): Promise<boolean> {
  return !!(await db.selectFrom('issued_documents').select('id').where('file_key', '=', fileKey).limit(1).executeTakeFirst());
}

/** What the documents print and the verification page shows of a device, as it is now. */
export function findSubject(db: Database, equipmentId: string) {
  return db
    .selectFrom('equipment as e')
    .select([
      'e.id',
      'e.unit_id',
      'e.type_code',
      'e.catalogue_code',
      'e.device_code',
      'e.product_name',
      'e.internal_no',
      'e.area_code',
      'e.address',
      'e.use_status',
      'e.next_inspection_date',
      'e.maintenance_unit',
      'e.maintenance_phone',
      'e.cert_no',
    ])
    .where('e.id', '=', equipmentId)
    .executeTakeFirst();
}
export type Subject = NonNullable<Awaited<ReturnType<typeof findSubject>>>;

/** The unit a document was issued to: its name (and address, printed on the certificate). */
export function findUnit(db: Database, unitId: string) {
  return db.selectFrom('units').select(['name', 'address']).where('id', '=', unitId).executeTakeFirst();
}
