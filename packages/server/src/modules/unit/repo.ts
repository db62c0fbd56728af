import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../../platform/db';
import { updateIfVersion } from '../../platform/db/versioned';
import { containsAny } from '../../platform/db/search';
import type { UnitChangeTable, UnitTable } from '../../platform/db/schema';
import { nowIso } from '../../platform/ids';

export function findUnitById(db: Database, id: string) {
  return db.selectFrom('units').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUnitByUscc(db: Database, uscc: string) {
  return db.selectFrom('units').select(['id', 'name']).where('uscc', '=', uscc).executeTakeFirst();
}

export type UnitColumns = Omit<Selectable<UnitTable>, 'id' | 'status' | 'created_at' | 'updated_at' | 'version'>;

/** Writes the given columns if the row still has the version the editor loaded; returns whether it did. */
export function updateUnit(db: Database, id: string, version: number, fields: Partial<UnitColumns>): Promise<boolean> {
  return updateIfVersion(db, 'units', id, version, { ...fields, updated_at: nowIso() });
}

export async function insertChange(db: Database, row: Insertable<UnitChangeTable>): Promise<void> {
  await db.insertInto('unit_changes').values(row).execute();
}

export function findChange(db: Database, id: string) {
  return db.selectFrom('unit_changes as c').innerJoin('units as u', 'u.id', 'c.unit_id').selectAll('c').select('u.name as unit_name').where('c.id', '=', id).executeTakeFirst();
}

export function findPendingChange(db: Database, unitId: string) {
  return db
    .selectFrom('unit_changes as c')
    .innerJoin('units as u', 'u.id', 'c.unit_id')
    .selectAll('c')
    .select('u.name as unit_name')
    .where('c.unit_id', '=', unitId)
    .where('c.state', '=', 'pending')
    .executeTakeFirst();
}

export async function findChangePage(db: Database, q: { unitId?: string; kind?: string; state?: string; keyword?: string; offset: number; limit: number }) {
  let base = db.selectFrom('unit_changes as c').innerJoin('units as u', 'u.id', 'c.unit_id');
  if (q.unitId) base = base.where('c.unit_id', '=', q.unitId);
  if (q.kind) base = base.where('c.kind', '=', q.kind);
  if (q.state) base = base.where('c.state', '=', q.state);
  if (q.keyword) {
    const keyword = q.keyword;
    base = base.where((eb) => containsAny(eb, ['u.name', 'u.uscc', 'c.changes'], keyword));
  }
  const [rows, total] = await Promise.all([
    base.selectAll('c').select('u.name as unit_name').orderBy('c.changed_at', 'desc').orderBy('c.id').offset(q.offset).limit(q.limit).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

export async function insertUnit(db: Database, row: Insertable<UnitTable>): Promise<void> {
  await db.insertInto('units').values(row).execute();
}
