import { VALVE_DUE_DAYS, VALVE_HOST_TYPES, type ValveList } from '@portal/contract';
import type { ExpressionBuilder, Insertable, Updateable } from 'kysely';
import type { Database, DB, RowOf } from '../../platform/db';
import type { SafetyValveTable, ValveCalibrationTable } from '../../platform/db/schema';
import { containsAny } from '../../platform/db/search';
import { updateIfVersion } from '../../platform/db/versioned';
import { addDays } from '../../platform/ids';
import { pageRows } from '../../platform/db/page';

/** Valves with the equipment they protect. */
function selectValves(db: Database) {
  return db
    .selectFrom('safety_valves as v')
    .innerJoin('equipment as e', 'e.id', 'v.equipment_id')
    .selectAll('v')
    .select(['e.type_code as equipment_type_code', 'e.product_name as equipment_name', 'e.device_code as equipment_code', 'e.address as equipment_address']);
}
export type ValveRow = RowOf<typeof selectValves>;

export const findValve = (db: Database, id: string) => selectValves(db).where('v.id', '=', id).executeTakeFirst();

type VB = ExpressionBuilder<DB & { v: SafetyValveTable }, 'v'>;

/** A list's condition (domain/workflows.md §7 applied to calibrations): failed first, then by the next due date. */
function listCondition(list: Exclude<ValveList, 'all'>, today: string) {
  return (eb: VB) => {
    const notFailed = eb('v.last_conclusion', '<>', 'fail');
    switch (list) {
      case 'failed':
        return eb('v.last_conclusion', '=', 'fail');
      case 'overdue':
        return eb.and([notFailed, eb.or([eb('v.next_due', 'is', null), eb('v.next_due', '<', today)])]);
      case 'due':
        return eb.and([notFailed, eb('v.next_due', '>=', today), eb('v.next_due', '<=', addDays(today, VALVE_DUE_DAYS))]);
    }
  };
}

export interface ValveFilter {
  unitId: string;
  list: ValveList;
  keyword: string;
  equipmentId?: string;
  today: string;
}

function filtered(db: Database, f: ValveFilter) {
  let q = selectValves(db).where('v.unit_id', '=', f.unitId);
  if (f.list !== 'all') q = q.where(listCondition(f.list, f.today));
  if (f.equipmentId) q = q.where('v.equipment_id', '=', f.equipmentId);
  if (f.keyword) q = q.where((eb) => containsAny(eb, ['v.valve_no', 'v.model', 'e.device_code_key', 'e.product_name'], f.keyword));
  return q;
}

export async function findValvePage(db: Database, f: ValveFilter, offset: number, limit: number): Promise<{ rows: ValveRow[]; count: number }> {
  // Never calibrated first (no date sorts first), then the soonest due.
  return pageRows(filtered(db, f), (s) => s.orderBy('v.next_due').orderBy('v.valve_no').orderBy('v.id'), offset, limit);
}

/** Every valve of a list, in the list's order, for the export (a unit's valves are hundreds at most). */
export const findValvesAll = (db: Database, f: ValveFilter) => filtered(db, f).orderBy('v.next_due').orderBy('v.valve_no').orderBy('v.id').execute();

export async function countList(db: Database, unitId: string, list: ValveList, today: string): Promise<number> {
  let q = db.selectFrom('safety_valves as v').where('v.unit_id', '=', unitId);
  if (list !== 'all') q = q.where(listCondition(list, today));
  const r = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(r.n);
}

export const findCalibrations = (db: Database, valveId: string) =>
  db.selectFrom('valve_calibrations').selectAll().where('valve_id', '=', valveId).orderBy('calibrated_on', 'desc').orderBy('recorded_at', 'desc').orderBy('id', 'desc').execute();

/** The unit's boilers, vessels and pipelines a valve may be fitted to (in service or not yet in use). */
export function findHosts(db: Database, unitId: string, outOfService: readonly string[]) {
  return db
    .selectFrom('equipment')
    .select(['id', 'type_code', 'product_name', 'device_code', 'internal_no', 'address'])
    .where('unit_id', '=', unitId)
    .where('type_code', 'in', [...VALVE_HOST_TYPES])
    .where('use_status', 'not in', [...outOfService])
    .orderBy('type_code')
    .orderBy('device_code')
    .orderBy('id')
    .limit(500)
    .execute();
}

export const findHost = (db: Database, id: string) => db.selectFrom('equipment').select(['id', 'unit_id', 'type_code', 'use_status']).where('id', '=', id).executeTakeFirst();

export async function isValveNoUsed(db: Database, unitId: string, valveNo: string, exceptId?: string): Promise<boolean> {
  let q = db.selectFrom('safety_valves').select('id').where('unit_id', '=', unitId).where('valve_no', '=', valveNo);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return !!(await q.limit(1).executeTakeFirst());
}

export async function insertValve(db: Database, row: Insertable<SafetyValveTable>): Promise<void> {
  await db.insertInto('safety_valves').values(row).execute();
}

export const updateValve = (db: Database, id: string, version: number, fields: Updateable<SafetyValveTable>) => updateIfVersion(db, 'safety_valves', id, version, fields);

export async function insertCalibration(db: Database, row: Insertable<ValveCalibrationTable>): Promise<void> {
  await db.insertInto('valve_calibrations').values(row).execute();
}
