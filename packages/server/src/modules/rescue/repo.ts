import { ARRIVAL_LATE_MINUTES, ARRIVAL_LIMIT_MINUTES, RESCUE_DURATION_LIMIT_MINUTES } from '@portal/contract';
import { sql, type Expression, type ExpressionBuilder, type Insertable, type SqlBool } from 'kysely';
import type { Database, RowOf } from '../../platform/db';
import type { FaultTable, RescueTable } from '../../platform/db/schema';
import { containsAny } from '../../platform/db/search';
import { pageRows } from '../../platform/db/page';

/** Whose records a caller reaches: the use unit's, the maintenance unit's, or every one (administrators read). */
export type RecordScope = { side: 'use' | 'maintain'; unitId: string } | { side: 'viewer' };

/** One elevator with its holder, for a report. */
export const findElevator = (db: Database, id: string) =>
  db.selectFrom('equipment').select(['id', 'unit_id', 'type_code', 'maintain_unit_id']).where('id', '=', id).executeTakeFirst();

const ELEVATOR_COLUMNS = [
  'e.device_code',
  'e.register_code',
  'e.cert_no',
  'e.product_name',
  'e.internal_no',
  'e.address',
  'u.name as use_unit_name',
  'm.name as maintain_unit_name',
] as const;

function selectRescues(db: Database) {
  return db
    .selectFrom('rescues as r')
    .innerJoin('equipment as e', 'e.id', 'r.equipment_id')
    .innerJoin('units as u', 'u.id', 'r.unit_id')
    .innerJoin('units as m', 'm.id', 'r.maintain_unit_id')
    .innerJoin('units as ru', 'ru.id', 'r.reported_unit_id')
    .leftJoin('faults as f', 'f.id', 'r.fault_id')
    .selectAll('r')
    .select([...ELEVATOR_COLUMNS, 'ru.name as reported_unit_name', 'f.fault_no']);
}
export type RescueRow = RowOf<typeof selectRescues>;

function selectFaults(db: Database) {
  return db
    .selectFrom('faults as r')
    .innerJoin('equipment as e', 'e.id', 'r.equipment_id')
    .innerJoin('units as u', 'u.id', 'r.unit_id')
    .innerJoin('units as m', 'm.id', 'r.maintain_unit_id')
    .innerJoin('units as ru', 'ru.id', 'r.reported_unit_id')
    .leftJoin('rescues as x', 'x.id', 'r.rescue_id')
    .selectAll('r')
    .select([...ELEVATOR_COLUMNS, 'ru.name as reported_unit_name', 'x.rescue_no']);
}
export type FaultRow = RowOf<typeof selectFaults>;

export const findRescue = (db: Database, id: string) => selectRescues(db).where('r.id', '=', id).executeTakeFirst();
export const findFault = (db: Database, id: string) => selectFaults(db).where('r.id', '=', id).executeTakeFirst();

/**
 * The scope as a condition on the record alias r (both selections use it). Typed loosely: one condition serves both
 * record tables, and its columns come from here, never from input.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above.
type AnyRecordBuilder = ExpressionBuilder<any, any>;
const inRecordScope =
  (scope: RecordScope) =>
  (eb: AnyRecordBuilder): Expression<SqlBool> =>
    scope.side === 'viewer' ? sql<SqlBool>`1 = 1` : eb(scope.side === 'use' ? 'r.unit_id' : 'r.maintain_unit_id', '=', scope.unitId);

export interface RecordFilter {
  state?: string;
  /** ISO instants bounding the month (China time), [from, to). */
  from?: string;
  to?: string;
  keyword: string;
}

export async function findRescuePage(db: Database, scope: RecordScope, f: RecordFilter & { flag?: string }, offset: number, limit: number) {
  let q = selectRescues(db).where(inRecordScope(scope));
  if (f.state) q = q.where('r.state', '=', f.state);
  if (f.from && f.to) q = q.where('r.alarm_at', '>=', f.from).where('r.alarm_at', '<', f.to);
  if (f.flag === 'over30') q = q.where('r.arrival_minutes', '>', ARRIVAL_LIMIT_MINUTES);
  else if (f.flag === 'over60') q = q.where('r.arrival_minutes', '>', ARRIVAL_LATE_MINUTES);
  else if (f.flag === 'longRescue') q = q.where('r.duration_minutes', '>', RESCUE_DURATION_LIMIT_MINUTES);
  if (f.keyword) q = q.where((eb) => containsAny(eb, ['r.rescue_no', 'e.device_code_key', 'e.register_code_key', 'e.address', 'u.name'], f.keyword));
  return pageRows(q, (s) => s.orderBy('r.alarm_at', 'desc').orderBy('r.id', 'desc'), offset, limit);
}

export async function findFaultPage(db: Database, scope: RecordScope, f: RecordFilter, offset: number, limit: number) {
  let q = selectFaults(db).where(inRecordScope(scope));
  if (f.state) q = q.where('r.state', '=', f.state);
  if (f.from && f.to) q = q.where('r.fault_at', '>=', f.from).where('r.fault_at', '<', f.to);
  if (f.keyword) q = q.where((eb) => containsAny(eb, ['r.fault_no', 'e.device_code_key', 'e.register_code_key', 'e.address', 'u.name'], f.keyword));
  return pageRows(q, (s) => s.orderBy('r.fault_at', 'desc').orderBy('r.id', 'desc'), offset, limit);
}

export const insertRescue = (db: Database, row: Insertable<RescueTable>) => db.insertInto('rescues').values(row).execute();
export const insertFault = (db: Database, row: Insertable<FaultTable>) => db.insertInto('faults').values(row).execute();

/** The rescues (not cancelled) of a period in scope, for the work desk's figures. */
export function rescuesBetween(db: Database, scope: RecordScope, from: string, to: string) {
  return selectRescues(db).where(inRecordScope(scope)).where('r.alarm_at', '>=', from).where('r.alarm_at', '<', to).where('r.state', '<>', 'cancelled').execute();
}

/** The faults (not cancelled) of a period in scope. */
export function faultsBetween(db: Database, scope: RecordScope, from: string, to: string) {
  return selectFaults(db).where(inRecordScope(scope)).where('r.fault_at', '>=', from).where('r.fault_at', '<', to).where('r.state', '<>', 'cancelled').execute();
}
