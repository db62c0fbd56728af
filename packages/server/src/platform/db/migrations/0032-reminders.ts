import type { MigrationDb } from './migration-db';
import { dropTables } from './schema-steps';

/**
 * The daily reminders: each unit's choice (no row: every reminder, 30 days ahead), the day each unit was last
 * reminded, the day the whole run finished, and a portal path a message may lead to.
 *
 * No equipment index is added: the run walks units in id order, and the indexes that lead with unit_id already hold
 * use_status and next_inspection_date (equipment_unit_overview_idx of 0013 covers the walk and the counts, so no row
 * is read; equipment_unit_next_idx gives a unit's first devices by date). Certificates have (unit_id, expiry_date).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('reminder_prefs')
    .addColumn('unit_id', 'varchar(32)', (c) => c.primaryKey().references('units.id'))
    .addColumn('inspection_due', 'integer', (c) => c.notNull())
    .addColumn('inspection_overdue', 'integer', (c) => c.notNull())
    .addColumn('cert_expiring', 'integer', (c) => c.notNull())
    .addColumn('sms', 'integer', (c) => c.notNull())
    .addColumn('days_ahead', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_by_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_by_name', 'varchar(64)', (c) => c.notNull())
    .execute();

  // One row per unit, moved forward by a conditional upsert: whoever moves it to today sends today's reminder.
  await db.schema
    .createTable('reminder_sent')
    .addColumn('unit_id', 'varchar(32)', (c) => c.primaryKey().references('units.id'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  // A finished day needs no second look at the units in the hourly checks after it.
  await db.schema
    .createTable('reminder_runs')
    .addColumn('day', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('started_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('finished_at', 'varchar(30)')
    .addColumn('units', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .alterTable('messages')
    .addColumn('link', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('messages').dropColumn('link').execute();
  await dropTables(db, ['reminder_runs', 'reminder_sent', 'reminder_prefs']);
}
