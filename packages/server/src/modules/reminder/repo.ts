import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../../platform/db';
import type { ReminderPrefTable } from '../../platform/db/schema';

export async function findPrefs(db: Database, unitId: string): Promise<Selectable<ReminderPrefTable> | undefined> {
  return db.selectFrom('reminder_prefs').selectAll().where('unit_id', '=', unitId).executeTakeFirst();
}

export async function upsertPrefs(db: Database, row: Insertable<ReminderPrefTable>): Promise<void> {
  const { unit_id: _unit, ...set } = row;
  await db
    .insertInto('reminder_prefs')
    .values(row)
    .onConflict((oc) => oc.column('unit_id').doUpdateSet(set))
    .execute();
}

/** The China day the unit was last reminded, if ever. */
export async function findSentDay(db: Database, unitId: string): Promise<string | undefined> {
  return (await db.selectFrom('reminder_sent').select('day').where('unit_id', '=', unitId).executeTakeFirst())?.day;
}

/**
 * Takes the unit's reminder for `day`: one statement that inserts the row or moves it forward from an earlier day.
 * True for the one caller that did; every other caller, in this process or another, gets false.
 */
export async function claimDay(db: Database, unitId: string, day: string, at: string): Promise<boolean> {
  const r = await db
    .insertInto('reminder_sent')
    .values({ unit_id: unitId, day, sent_at: at })
    .onConflict((oc) => oc.column('unit_id').doUpdateSet({ day, sent_at: at }).where('reminder_sent.day', '<', day))
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function findRun(db: Database, day: string) {
  return db.selectFrom('reminder_runs').selectAll().where('day', '=', day).executeTakeFirst();
}

export async function startRun(db: Database, day: string, at: string): Promise<void> {
  await db
    .insertInto('reminder_runs')
    .values({ day, started_at: at, finished_at: null })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
}

export async function finishRun(db: Database, day: string, units: number, at: string): Promise<void> {
  await db.updateTable('reminder_runs').set({ finished_at: at, units }).where('day', '=', day).execute();
}
