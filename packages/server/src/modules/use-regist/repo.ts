import type { Insertable, Updateable } from 'kysely';
import type { Database, RowOf } from '../../platform/db';
import type { UseRegistApplyTable } from '../../platform/db/schema';
import { inScope, type DataScope } from '../../platform/auth/scope';
import { containsAny } from '../../platform/db/search';
import { updateIfVersion } from '../../platform/db/versioned';
import { pageRows } from '../../platform/db/page';

/** An application with what its lists show beside it: the equipment, the unit's and the registry's names. */
export function selectApplies(db: Database) {
  return db
    .selectFrom('use_regist_applies as a')
    .innerJoin('equipment as e', 'e.id', 'a.equipment_id')
    .innerJoin('units as u', 'u.id', 'a.unit_id')
    .innerJoin('registries as r', 'r.id', 'a.registry_id')
    .leftJoin('units as g', 'g.id', 'a.agent_unit_id')
    .selectAll('a')
    .select([
      'u.name as unit_name',
      'g.name as agent_name',
      'r.name as registry_name',
      'e.type_code as eq_type_code',
      'e.catalogue_code as eq_catalogue_code',
      'e.device_code as eq_device_code',
      'e.product_name as eq_product_name',
      'e.model as eq_model',
      'e.product_no as eq_product_no',
      'e.manufacturer as eq_manufacturer',
      'e.use_status as eq_use_status',
      'e.reg_state as eq_reg_state',
      'e.maintain_unit_id as eq_maintain_unit_id',
      'e.maintenance_unit as eq_maintenance_unit',
      'e.maintenance_phone as eq_maintenance_phone',
    ]);
}
export type ApplyRow = RowOf<typeof selectApplies>;

export const findApply = (db: Database, id: string) => selectApplies(db).where('a.id', '=', id).executeTakeFirst();

export interface ApplyFilter {
  state?: string;
  keyword: string;
  /** The unit's own list (with what an agent filed for it, or it filed as agent), or a registry's queue (its areas, nothing still a draft). */
  who: { unitId: string } | { scope: DataScope };
}

export async function findApplyPage(db: Database, f: ApplyFilter, offset: number, limit: number): Promise<{ rows: ApplyRow[]; count: number }> {
  let q = selectApplies(db);
  if ('unitId' in f.who) {
    const unitId = f.who.unitId;
    q = q.where((eb) => eb.or([eb('a.unit_id', '=', unitId), eb('a.agent_unit_id', '=', unitId)]));
  } else q = q.where(inScope(f.who.scope, { unit: 'a.unit_id', area: 'a.area_code' })).where('a.state', '<>', 'draft');
  if (f.state) q = q.where('a.state', '=', f.state);
  if (f.keyword) q = q.where((eb) => containsAny(eb, ['a.apply_no', 'e.device_code_key', 'e.product_name', 'u.name'], f.keyword));
  return pageRows(q, (s) => s.orderBy('a.updated_at', 'desc').orderBy('a.id', 'desc'), offset, limit);
}

export async function insertApply(db: Database, row: Insertable<UseRegistApplyTable>): Promise<void> {
  await db.insertInto('use_regist_applies').values(row).execute();
}

export async function deleteApply(db: Database, id: string): Promise<boolean> {
  const r = await db.deleteFrom('use_regist_applies').where('id', '=', id).where('state', '=', 'draft').where('submitted_at', 'is', null).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

export async function setApplyCertNo(db: Database, id: string, certNo: string): Promise<void> {
  await db.updateTable('use_regist_applies').set({ cert_no: certNo }).where('id', '=', id).execute();
}

/** Writes a draft's or returned application's fields, only at the version the unit saw. */
export const updateApply = (db: Database, id: string, version: number, fields: Updateable<UseRegistApplyTable>) => updateIfVersion(db, 'use_regist_applies', id, version, fields);

/** What an application needs to know of the equipment it is for. */
export const findEquipmentBrief = (db: Database, id: string) =>
  db
    .selectFrom('equipment')
    .select(['id', 'unit_id', 'type_code', 'catalogue_code', 'reg_state', 'cert_no', 'maintain_unit_id', 'maintenance_unit', 'maintenance_phone'])
    .where('id', '=', id)
    .executeTakeFirst();
