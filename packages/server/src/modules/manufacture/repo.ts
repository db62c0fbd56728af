import type { Insertable, Updateable } from 'kysely';
import { inScope, type DataScope } from '../../platform/auth/scope';
import type { Database, RowOf } from '../../platform/db';
import type { MfgApplyTable } from '../../platform/db/schema';
import { containsAny } from '../../platform/db/search';
import { updateIfVersion } from '../../platform/db/versioned';
import { pageRows } from '../../platform/db/page';

/** Submissions with the names of the manufacturer and the inspection body. */
function selectApplies(db: Database) {
  return db
    .selectFrom('mfg_applies as m')
    .innerJoin('units as u', 'u.id', 'm.unit_id')
    .innerJoin('units as o', 'o.id', 'm.org_unit_id')
    .selectAll('m')
    .select(['u.name as unit_name', 'u.uscc as unit_uscc', 'o.name as org_name']);
}
export type MfgRow = RowOf<typeof selectApplies>;

export const findApply = (db: Database, id: string) => selectApplies(db).where('m.id', '=', id).executeTakeFirst();

export interface MfgFilter {
  /** The manufacturer's own, or those addressed to the body (never its drafts). */
  side: 'maker' | 'body';
  unitId: string;
  /** The caller's scope, which limits a body's staff to their work areas. */
  scope: DataScope;
  typeCode?: string;
  state?: string;
  /** Only those with a certificate. */
  certified?: boolean;
  keyword: string;
}

export async function findApplyPage(db: Database, f: MfgFilter, offset: number, limit: number): Promise<{ rows: MfgRow[]; count: number }> {
  let q = selectApplies(db);
  q = f.side === 'maker' ? q.where('m.unit_id', '=', f.unitId) : q.where(inScope(f.scope, { unit: 'm.unit_id', body: 'm.org_unit_id' })).where('m.submitted_at', 'is not', null);
  if (f.typeCode) q = q.where('m.type_code', '=', f.typeCode);
  if (f.certified) q = q.where('m.state', '=', 'certified');
  else if (f.state) q = q.where('m.state', '=', f.state);
  const columns = ['m.apply_no', 'm.cert_no', 'm.product_name', 'm.product_no', 'm.model', ...(f.side === 'body' ? ['u.name'] : [])];
  if (f.keyword) q = q.where((eb) => containsAny(eb, columns, f.keyword));
  const order = f.certified ? 'm.certified_at' : 'm.updated_at';
  return pageRows(q, (s) => s.orderBy(order, 'desc').orderBy('m.id', 'desc'), offset, limit);
}

/** An inspection body on the portal a submission may be addressed to. */
export const findOrg = (db: Database, id: string) =>
  db.selectFrom('units').select(['id', 'name']).where('id', '=', id).where('unit_type', '=', 'inspection').where('status', '=', 'active').executeTakeFirst();

export async function insertApply(db: Database, row: Insertable<MfgApplyTable>): Promise<void> {
  await db.insertInto('mfg_applies').values(row).execute();
}

/** Writes a draft's or returned submission's fields, only at the version the manufacturer saw. */
export const updateApply = (db: Database, id: string, version: number, fields: Updateable<MfgApplyTable>) => updateIfVersion(db, 'mfg_applies', id, version, fields);

/** Deletes a draft never submitted. */
export async function deleteApply(db: Database, id: string): Promise<boolean> {
  const r = await db.deleteFrom('mfg_applies').where('id', '=', id).where('state', '=', 'draft').where('submitted_at', 'is', null).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** Records the certificate's produced file, unless another request produced it first (then nothing changes: false). */
export async function setCertProduced(db: Database, id: string, sm3: string, fileKey: string): Promise<boolean> {
  const r = await db.updateTable('mfg_applies').set({ cert_sm3: sm3, cert_file_key: fileKey }).where('id', '=', id).where('cert_file_key', '=', '').executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Whether a certificate's produced file is kept under this key. */
export async function isCertFileKept(db: Database, fileKey: string): Promise<boolean> {
  return !!(await db.selectFrom('mfg_applies').select('id').where('cert_file_key', '=', fileKey).limit(1).executeTakeFirst());
}
