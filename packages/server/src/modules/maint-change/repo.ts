import { MAINT_CHANGE_OPEN } from '@portal/contract';
import type { Insertable, Updateable } from 'kysely';
import type { Database, RowOf } from '../../platform/db';
import type { MaintAssignmentTable, MaintChangeTable } from '../../platform/db/schema';
import { containsAny } from '../../platform/db/search';
import { updateIfVersion } from '../../platform/db/versioned';
import { pageRows } from '../../platform/db/page';

/** Applications with both units' names and the device as its record shows it now. */
function selectChanges(db: Database) {
  return db
    .selectFrom('maint_changes as c')
    .innerJoin('units as u', 'u.id', 'c.unit_id')
    .innerJoin('units as t', 't.id', 'c.to_unit_id')
    .innerJoin('equipment as e', 'e.id', 'c.equipment_id')
    .selectAll('c')
    .select([
      'u.name as unit_name',
      't.name as to_name',
      't.uscc as to_uscc',
      'e.device_code',
      'e.product_name',
      'e.cert_no',
      'e.internal_no',
      'e.address',
      'e.maintenance_unit',
      'e.maintenance_phone',
      'e.maintain_unit_id',
    ]);
}
export type ChangeRow = RowOf<typeof selectChanges>;

export const findChange = (db: Database, id: string) => selectChanges(db).where('c.id', '=', id).executeTakeFirst();

export interface ChangeFilter {
  /** The use unit's own, or those naming the maintenance unit (never its drafts). */
  side: 'owner' | 'maintainer';
  unitId: string;
  state?: string;
  keyword: string;
}

export async function findChangePage(db: Database, f: ChangeFilter, offset: number, limit: number) {
  let q = selectChanges(db);
  q = f.side === 'owner' ? q.where('c.unit_id', '=', f.unitId) : q.where('c.to_unit_id', '=', f.unitId).where('c.state', '<>', 'draft');
  if (f.state) q = q.where('c.state', '=', f.state);
  if (f.keyword) q = q.where((eb) => containsAny(eb, ['c.change_no', 'e.device_code_key', 'e.internal_no', f.side === 'owner' ? 't.name' : 'u.name'], f.keyword));
  return pageRows(q, (s) => s.orderBy('c.updated_at', 'desc').orderBy('c.id', 'desc'), offset, limit);
}

/** The open application holding a device, if any. */
export const findOpenFor = (db: Database, equipmentId: string) =>
  db
    .selectFrom('maint_changes')
    .select(['id', 'change_no'])
    .where('equipment_id', '=', equipmentId)
    .where('state', 'in', [...MAINT_CHANGE_OPEN])
    .executeTakeFirst();

export async function insertChange(db: Database, row: Insertable<MaintChangeTable>): Promise<void> {
  await db.insertInto('maint_changes').values(row).execute();
}

export const updateChange = (db: Database, id: string, version: number, fields: Updateable<MaintChangeTable>) => updateIfVersion(db, 'maint_changes', id, version, fields);

/** Deletes a draft (never submitted: a submitted application ends claimed, declined or withdrawn). */
export async function deleteChange(db: Database, id: string): Promise<boolean> {
  const r = await db.deleteFrom('maint_changes').where('id', '=', id).where('state', '=', 'draft').executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** The assignment that holds a device now, if any. */
export const findCurrentAssignment = (db: Database, equipmentId: string) =>
  db
    .selectFrom('maint_assignments')
    .select(['id', 'equipment_id', 'unit_id', 'maintain_unit_id', 'self_apply_id'])
    .where('equipment_id', '=', equipmentId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();

export async function endAssignment(db: Database, id: string, at: string): Promise<void> {
  await db.updateTable('maint_assignments').set({ ended_at: at }).where('id', '=', id).execute();
}

export async function insertAssignment(db: Database, row: Insertable<MaintAssignmentTable>): Promise<void> {
  await db.insertInto('maint_assignments').values(row).execute();
}

/** Assignments of the unit's devices or to the unit as maintenance unit (null: every unit's), newest first. */
export async function findAssignmentPage(db: Database, f: { unitId: string | null; keyword: string; current: boolean; equipmentId?: string }, offset: number, limit: number) {
  let q = db
    .selectFrom('maint_assignments as a')
    .innerJoin('equipment as e', 'e.id', 'a.equipment_id')
    .innerJoin('units as u', 'u.id', 'a.unit_id')
    .innerJoin('units as m', 'm.id', 'a.maintain_unit_id')
    .leftJoin('maint_changes as c', 'c.id', 'a.change_id')
    .selectAll('a')
    .select(['e.device_code', 'e.product_name', 'e.internal_no', 'e.address', 'u.name as use_unit_name', 'm.name as maintain_unit_name', 'c.change_no']);
  const unitId = f.unitId;
  if (unitId) q = q.where((eb) => eb.or([eb('a.unit_id', '=', unitId), eb('a.maintain_unit_id', '=', unitId)]));
  if (f.current) q = q.where('a.ended_at', 'is', null);
  if (f.equipmentId) q = q.where('a.equipment_id', '=', f.equipmentId);
  if (f.keyword) q = q.where((eb) => containsAny(eb, ['e.device_code_key', 'e.internal_no', 'u.name', 'm.name', 'a.contract_no'], f.keyword));
  return pageRows(q, (s) => s.orderBy('a.started_at', 'desc').orderBy('a.id'), offset, limit);
}

/** How messages name a device: its device code, or the unit's own number. */
export async function deviceLabel(db: Database, equipmentId: string): Promise<string> {
  const e = await db.selectFrom('equipment').select(['device_code', 'internal_no']).where('id', '=', equipmentId).executeTakeFirst();
  return e?.device_code || e?.internal_no || '';
}
