import { sql, type Insertable, type Updateable } from 'kysely';
import type { Database, RowOf } from '../../platform/db';
import { inScope, type DataScope } from '../../platform/auth/scope';
import type { SelfMaintApplyTable } from '../../platform/db/schema';
import { containsAny } from '../../platform/db/search';
import { updateIfVersion } from '../../platform/db/versioned';
import { pageRows } from '../../platform/db/page';

/** Applications with the name and credit code of their unit. */
function selectApplies(db: Database) {
  return db.selectFrom('self_maint_applies as a').innerJoin('units as u', 'u.id', 'a.unit_id').selectAll('a').select(['u.name as unit_name', 'u.uscc as unit_uscc']);
}
export type ApplyRow = RowOf<typeof selectApplies>;

export const findApply = (db: Database, id: string) => selectApplies(db).where('a.id', '=', id).executeTakeFirst();

/** The unit's own applications, or a registry's queue (its areas, never a draft). */
export type ApplyFilter = ({ unitId: string } | { scope: DataScope }) & { state?: string; keyword: string };

export async function findApplyPage(db: Database, f: ApplyFilter, offset: number, limit: number) {
  let q = selectApplies(db);
  q = 'unitId' in f ? q.where('a.unit_id', '=', f.unitId) : q.where(inScope(f.scope, { unit: 'a.unit_id', area: 'a.area_code' })).where('a.state', '<>', 'draft');
  if (f.state) q = q.where('a.state', '=', f.state);
  if (f.keyword) {
    const keyword = f.keyword;
    q = q.where((eb) =>
      eb.or([
        containsAny(eb, ['a.apply_no', 'u.name', 'u.uscc'], keyword),
        eb.exists(
          eb
            .selectFrom('self_maint_devices as d')
            .innerJoin('equipment as e', 'e.id', 'd.equipment_id')
            .select('d.apply_id')
            .whereRef('d.apply_id', '=', 'a.id')
            .where((e2) => containsAny(e2, ['e.device_code_key', 'e.internal_no'], keyword)),
        ),
      ]),
    );
  }
  return pageRows(
    q,
    (s) =>
      ('unitId' in f ? s.orderBy('a.updated_at', 'desc') : s.orderBy(sql`case when a.state = 'submitted' then 0 else 1 end`).orderBy('a.updated_at', 'desc')).orderBy(
        'a.id',
        'desc',
      ),
    offset,
    limit,
  );
}

/** The devices of applications as their records show them now, and whether an assignment of the application holds each. */
export function findDevicesOf(db: Database, applyIds: readonly string[]) {
  if (!applyIds.length) return Promise.resolve([]);
  return db
    .selectFrom('self_maint_devices as d')
    .innerJoin('equipment as e', 'e.id', 'd.equipment_id')
    .leftJoin('maint_assignments as m', (j) => j.onRef('m.equipment_id', '=', 'd.equipment_id').onRef('m.self_apply_id', '=', 'd.apply_id').on('m.ended_at', 'is', null))
    .select([
      'd.apply_id',
      'e.id',
      'e.unit_id',
      'e.type_code',
      'e.device_code',
      'e.product_name',
      'e.cert_no',
      'e.internal_no',
      'e.address',
      'e.use_status',
      'm.id as assignment_id',
    ])
    .where('d.apply_id', 'in', [...applyIds])
    .orderBy('e.type_code')
    .orderBy('e.device_code')
    .orderBy('e.id')
    .execute();
}

export async function insertApply(db: Database, row: Insertable<SelfMaintApplyTable>): Promise<void> {
  await db.insertInto('self_maint_applies').values(row).execute();
}

export const updateApply = (db: Database, id: string, version: number, fields: Updateable<SelfMaintApplyTable>) => updateIfVersion(db, 'self_maint_applies', id, version, fields);

/** Replaces an application's devices (in the caller's transaction); the unique index refuses one held by another. */
export async function setDevices(db: Database, applyId: string, equipmentIds: readonly string[]): Promise<void> {
  await db.deleteFrom('self_maint_devices').where('apply_id', '=', applyId).execute();
  if (equipmentIds.length)
    await db
      .insertInto('self_maint_devices')
      .values(equipmentIds.map((equipment_id) => ({ apply_id: applyId, equipment_id, open: 1 })))
      .execute();
}

/** The application no longer holds one device (another unit took it on, or it was transferred). */
export async function closeDevice(db: Database, applyId: string, equipmentId: string): Promise<void> {
  await db.updateTable('self_maint_devices').set({ open: 0 }).where('apply_id', '=', applyId).where('equipment_id', '=', equipmentId).execute();
}

/** The application no longer holds any device (ended or revoked). */
export async function closeDevices(db: Database, applyId: string): Promise<void> {
  await db.updateTable('self_maint_devices').set({ open: 0 }).where('apply_id', '=', applyId).execute();
}

/** Deletes a draft and its devices (never submitted). */
export async function deleteApply(db: Database, id: string): Promise<boolean> {
  const row = await db.selectFrom('self_maint_applies').select('state').where('id', '=', id).executeTakeFirst();
  if (row?.state !== 'draft') return false;
  await db.deleteFrom('self_maint_devices').where('apply_id', '=', id).execute();
  const r = await db.deleteFrom('self_maint_applies').where('id', '=', id).where('state', '=', 'draft').executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** The open application naming a device, if any. */
export const findOpenFor = (db: Database, equipmentId: string) =>
  db
    .selectFrom('self_maint_devices as d')
    .innerJoin('self_maint_applies as a', 'a.id', 'd.apply_id')
    .select(['a.id', 'a.apply_no', 'a.state'])
    .where('d.equipment_id', '=', equipmentId)
    .where('d.open', '=', 1)
    .executeTakeFirst();
