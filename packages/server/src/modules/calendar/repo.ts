import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../../platform/db';
import type { CalendarDayTable } from '../../platform/db/schema';

/** Every day set apart, to count working days on (a few dozen rows a year). */
export function findAllDays(db: Database) {
  return db.selectFrom('calendar_days').select(['day', 'kind']).execute();
}

/** The days set apart in one year, in date order. */
export function findDaysOfYear(db: Database, year: number) {
  return db.selectFrom('calendar_days').selectAll().where('day', '>=', `${year}-01-01`).where('day', '<=', `${year}-12-31`).orderBy('day').execute();
}

export function findDay(db: Database, day: string) {
  return db.selectFrom('calendar_days').selectAll().where('day', '=', day).executeTakeFirst();
}

/** Returns whether the day was new (false: someone set it meanwhile). */
export async function insertDay(db: Database, row: Insertable<CalendarDayTable>): Promise<boolean> {
  const r = await db
    .insertInto('calendar_days')
    .values(row)
    .onConflict((oc) => oc.column('day').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Returns whether the day was there to change. */
export async function updateDay(db: Database, day: string, fields: Pick<Selectable<CalendarDayTable>, 'kind' | 'name' | 'updated_by' | 'updated_at'>): Promise<boolean> {
  const r = await db.updateTable('calendar_days').set(fields).where('day', '=', day).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Returns whether the day was there to delete. */
export async function deleteDay(db: Database, day: string): Promise<boolean> {
  const r = await db.deleteFrom('calendar_days').where('day', '=', day).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
