import { OUT_OF_SERVICE } from '@portal/contract';
import { sql, type ExpressionBuilder, type Insertable } from 'kysely';
import type { Database, DB } from '../../platform/db';
import type { MaintenanceRecordTable } from '../../platform/db/schema';
import { containsAny } from '../../platform/db/search';
import { pageRows } from '../../platform/db/page';

/** Records that count as maintenance done: submitted or confirmed (a returned one is being corrected). */
const COUNTED = ['submitted', 'confirmed'];

type EB = ExpressionBuilder<DB & { e: DB['equipment'] }, 'e'>;
const lastOn = (eb: EB) =>
  eb
    .selectFrom('maintenance_records as r')
    .whereRef('r.equipment_id', '=', 'e.id')
    .where('r.state', 'in', COUNTED)
    .select((x) => x.fn.max('r.maintained_on').as('d'));
const pending = (eb: EB) =>
  eb
    .selectFrom('maintenance_records as p')
    .whereRef('p.equipment_id', '=', 'e.id')
    .where('p.state', '=', 'submitted')
    .select((x) => x.fn.countAll<number>().as('n'));

/** Devices with their use unit, the maintenance unit holding them, their last maintenance and the records awaiting a countersign. */
function selectDevices(db: Database) {
  return db
    .selectFrom('equipment as e')
    .innerJoin('units as u', 'u.id', 'e.unit_id')
    .leftJoin('units as m', 'm.id', 'e.maintain_unit_id')
    .select([
      'e.id',
      'e.unit_id',
      'e.maintain_unit_id',
      'e.type_code',
      'e.device_code',
      'e.register_code',
      'e.cert_no',
      'e.product_name',
      'e.internal_no',
      'e.address',
      'e.use_status',
      'e.maintenance_unit',
      'e.maintenance_phone',
      'u.name as use_unit_name',
      'm.name as maintain_unit_name',
    ])
    .select((eb) => [lastOn(eb).as('last_on'), pending(eb).as('pending')]);
}
export type DeviceRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectDevices>['executeTakeFirst']>>>;

export const findDevice = (db: Database, id: string) => selectDevices(db).where('e.id', '=', id).executeTakeFirst();

export interface DeviceFilter {
  /** The maintenance unit's held devices, or the use unit's own elevators. */
  side: 'maintain' | 'use';
  unitId: string;
  keyword: string;
  /** Only those held by a maintenance unit and not maintained since this day (or never). */
  overdueBefore?: string;
}

export async function findDevicePage(db: Database, f: DeviceFilter, offset: number, limit: number): Promise<{ rows: DeviceRow[]; count: number }> {
  let q = selectDevices(db)
    .where('e.type_code', '=', '3000')
    .where('e.use_status', 'not in', [...OUT_OF_SERVICE]);
  q = f.side === 'maintain' ? q.where('e.maintain_unit_id', '=', f.unitId) : q.where('e.unit_id', '=', f.unitId);
  if (f.keyword) q = q.where((eb) => containsAny(eb, ['e.device_code_key', 'e.register_code_key', 'e.product_name', 'e.internal_no', 'e.address'], f.keyword));
  const before = f.overdueBefore;
  if (before) q = q.where('e.maintain_unit_id', 'is not', null).where((eb) => eb.or([eb(lastOn(eb), 'is', null), eb(lastOn(eb), '<', before)]));
  // Those a maintenance unit holds on the platform first: only they have records here.
  return pageRows(
    q,
    (s) =>
      s
        .orderBy(sql`e.maintain_unit_id is null`)
        .orderBy('e.device_code')
        .orderBy('e.id'),
    offset,
    limit,
  );
}

/** The day of a device's last maintenance that counts (YYYY-MM-DD), or undefined. */
export async function findLastMaintainedOn(db: Database, equipmentId: string): Promise<string | undefined> {
  const r = await db
    .selectFrom('maintenance_records')
    .where('equipment_id', '=', equipmentId)
    .where('state', 'in', COUNTED)
    .select((x) => x.fn.max('maintained_on').as('d'))
    .executeTakeFirst();
  return r?.d ? String(r.d) : undefined;
}

export const findHolder = (db: Database, unitId: string) =>
  db.selectFrom('units').select(['id', 'name', 'phone', 'contact_person', 'contact_mobile']).where('id', '=', unitId).executeTakeFirst();

function selectRecords(db: Database) {
  return db.selectFrom('maintenance_records as r').innerJoin('units as m', 'm.id', 'r.unit_id').selectAll('r').select('m.name as maintain_unit_name');
}
export type RecordRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectRecords>['executeTakeFirst']>>>;

export const findRecord = (db: Database, id: string) => selectRecords(db).where('r.id', '=', id).executeTakeFirst();

export async function findRecordPage(db: Database, equipmentId: string, offset: number, limit: number): Promise<{ rows: RecordRow[]; count: number }> {
  const q = selectRecords(db).where('r.equipment_id', '=', equipmentId);
  return pageRows(q, (s) => s.orderBy('r.maintained_on', 'desc').orderBy('r.created_at', 'desc').orderBy('r.id', 'desc'), offset, limit);
}

/** How many of a use unit's records are in this state (those submitted wait for its signature). */
export async function countForUseUnit(db: Database, useUnitId: string, state: string): Promise<number> {
  const r = await db
    .selectFrom('maintenance_records')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('use_unit_id', '=', useUnitId)
    .where('state', '=', state)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function insertRecord(db: Database, row: Insertable<MaintenanceRecordTable>): Promise<void> {
  await db.insertInto('maintenance_records').values(row).execute();
}
