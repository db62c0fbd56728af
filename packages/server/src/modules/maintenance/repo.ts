import { sql, type ExpressionBuilder, type Insertable } from 'kysely';
import type { Database, DB, RowOf } from '../../platform/db';
import type { MaintenanceRecordTable } from '../../platform/db/schema';
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

/** Per device of these with records: the day of its last maintenance that counts and how many records await a countersign. */
export async function findFigures(db: Database, equipmentIds: readonly string[]): Promise<Map<string, { lastOn: string | null; pending: number }>> {
  if (!equipmentIds.length) return new Map();
  const rows = await db
    .selectFrom('maintenance_records')
    .select([
      'equipment_id',
      sql<string | null>`max(case when state in (${sql.join(COUNTED)}) then maintained_on end)`.as('last_on'),
      sql<number | string>`sum(case when state = 'submitted' then 1 else 0 end)`.as('pending'),
    ])
    .where('equipment_id', 'in', [...equipmentIds])
    .groupBy('equipment_id')
    .execute();
  return new Map(rows.map((r) => [r.equipment_id, { lastOn: r.last_on === null ? null : String(r.last_on), pending: Number(r.pending) }]));
}

/** Held by a maintenance unit and not maintained since this day (or never): overdue. */
export const notMaintainedSince = (before: string) => (eb: EB) =>
  eb.and([eb('e.maintain_unit_id', 'is not', null), eb.or([eb(lastOn(eb), 'is', null), eb(lastOn(eb), '<', before)])]);

export const findHolder = (db: Database, unitId: string) =>
  db.selectFrom('units').select(['id', 'name', 'phone', 'contact_person', 'contact_mobile']).where('id', '=', unitId).executeTakeFirst();

function selectRecords(db: Database) {
  return db.selectFrom('maintenance_records as r').innerJoin('units as m', 'm.id', 'r.unit_id').selectAll('r').select('m.name as maintain_unit_name');
}
export type RecordRow = RowOf<typeof selectRecords>;

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
