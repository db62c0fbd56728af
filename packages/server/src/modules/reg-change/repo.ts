import type { Insertable, Updateable } from 'kysely';
import type { Database, RowOf } from '../../platform/db';
import type { RegChangeTable } from '../../platform/db/schema';
import { inScope, type DataScope } from '../../platform/auth/scope';
import { containsAny } from '../../platform/db/search';
import { updateIfVersion } from '../../platform/db/versioned';
import { pageRows } from '../../platform/db/page';

/** An application with its unit's, the receiving unit's and the registry's names. */
function selectChanges(db: Database) {
  return db
    .selectFrom('reg_changes as c')
    .innerJoin('units as u', 'u.id', 'c.unit_id')
    .innerJoin('registries as r', 'r.id', 'c.registry_id')
    .leftJoin('units as t', 't.id', 'c.target_unit_id')
    .selectAll('c')
    .select(['u.name as unit_name', 'r.name as registry_name', 't.name as target_unit_name']);
}
export type ChangeRow = RowOf<typeof selectChanges>;

export const findChange = (db: Database, id: string) => selectChanges(db).where('c.id', '=', id).executeTakeFirst();

/** The devices of applications, as they are now, with the certificate number each had when filed. */
export const findItems = (db: Database, changeIds: readonly string[]) =>
  changeIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('reg_change_items as i')
        .innerJoin('equipment as e', 'e.id', 'i.equipment_id')
        .select(['i.change_id', 'i.equipment_id', 'i.cert_no', 'e.type_code', 'e.device_code', 'e.product_name', 'e.address', 'e.use_status', 'e.reg_state'])
        .where('i.change_id', 'in', [...changeIds])
        .orderBy('e.device_code')
        .orderBy('e.id')
        .execute();

export interface ChangeFilter {
  state?: string;
  kind?: string;
  kinds: readonly string[];
  keyword: string;
  /** The unit's own, the transfers waiting for a receiving unit, or a registry's queue (its areas, nothing still with the unit). */
  who: { unitId: string } | { targetUnitId: string } | { scope: DataScope };
}

export async function findChangePage(db: Database, f: ChangeFilter, offset: number, limit: number): Promise<{ rows: ChangeRow[]; count: number }> {
  let q = selectChanges(db).where('c.kind', 'in', [...f.kinds]);
  if ('unitId' in f.who) q = q.where('c.unit_id', '=', f.who.unitId);
  else if ('targetUnitId' in f.who) q = q.where('c.target_unit_id', '=', f.who.targetUnitId).where('c.state', '<>', 'draft');
  else q = q.where(inScope(f.who.scope, { unit: 'c.unit_id', area: 'c.area_code' })).where('c.state', 'not in', ['draft', 'confirming']);
  if (f.state) q = q.where('c.state', '=', f.state);
  if (f.kind) q = q.where('c.kind', '=', f.kind);
  if (f.keyword)
    q = q.where((eb) =>
      eb.or([
        containsAny(eb, ['c.change_no', 'u.name'], f.keyword),
        eb.exists(
          eb
            .selectFrom('reg_change_items as i')
            .innerJoin('equipment as e', 'e.id', 'i.equipment_id')
            .select('i.change_id')
            .whereRef('i.change_id', '=', 'c.id')
            .where((e2) => containsAny(e2, ['e.device_code_key', 'e.product_name', 'i.cert_no'], f.keyword)),
        ),
      ]),
    );
  return pageRows(q, (s) => s.orderBy('c.updated_at', 'desc').orderBy('c.id', 'desc'), offset, limit);
}

export async function insertChange(db: Database, row: Insertable<RegChangeTable>, items: { equipment_id: string; cert_no: string }[]): Promise<void> {
  await db.insertInto('reg_changes').values(row).execute();
  await db
    .insertInto('reg_change_items')
    .values(items.map((i) => ({ ...i, change_id: row.id })))
    .execute();
}

/** Replaces the devices of a draft or returned application. */
export async function replaceItems(db: Database, changeId: string, items: { equipment_id: string; cert_no: string }[]): Promise<void> {
  await db.deleteFrom('reg_change_items').where('change_id', '=', changeId).execute();
  await db
    .insertInto('reg_change_items')
    .values(items.map((i) => ({ ...i, change_id: changeId })))
    .execute();
}

export const updateChange = (db: Database, id: string, version: number, fields: Updateable<RegChangeTable>) => updateIfVersion(db, 'reg_changes', id, version, fields);

export async function deleteChange(db: Database, id: string): Promise<boolean> {
  const r = await db.deleteFrom('reg_changes').where('id', '=', id).where('state', '=', 'draft').where('submitted_at', 'is', null).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** What an application needs to know of the devices it lists. */
export const findEquipmentBriefs = (db: Database, ids: readonly string[]) =>
  db
    .selectFrom('equipment')
    .select(['id', 'unit_id', 'type_code', 'device_code', 'product_name', 'cert_no', 'reg_state', 'use_status', 'area_code', 'address', 'next_inspection_date', 'last_conclusion'])
    .where('id', 'in', [...ids])
    .execute();

/** The registration applications of a device, newest first: its first registration and every change since. */
export async function findDeviceHistory(db: Database, equipmentId: string) {
  const [regs, changes] = await Promise.all([
    db
      .selectFrom('use_regist_applies')
      .select(['id', 'apply_no as no', 'state', 'updated_at', 'reviewed_at'])
      .where('equipment_id', '=', equipmentId)
      .where('submitted_at', 'is not', null)
      .execute(),
    db
      .selectFrom('reg_changes as c')
      .innerJoin('reg_change_items as i', 'i.change_id', 'c.id')
      .select(['c.id', 'c.change_no as no', 'c.kind', 'c.state', 'c.updated_at', 'c.reviewed_at'])
      .where('i.equipment_id', '=', equipmentId)
      .where('c.submitted_at', 'is not', null)
      .execute(),
  ]);
  return { regs, changes };
}
