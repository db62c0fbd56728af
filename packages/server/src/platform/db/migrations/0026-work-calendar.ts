import type { MigrationDb } from './migration-db';

/**
 * The working-day calendar statutory deadlines are counted on: the days set apart from the ordinary
 * week, a holiday (rest, whatever the weekday) or a 调休 working Saturday or Sunday. Seeded with the
 * State Council General Office's holiday arrangements for 2025 and 2026 (taken once from chinese-days
 * 1.5.7 and written out here: a migration is frozen history, so it imports no package). Administrators
 * add later years under 系统维护 › 工作日历.
 */
const DAYS: ReadonlyArray<[day: string, kind: 'holiday' | 'workday', name: string]> = [
  ['2025-01-01', 'holiday', '元旦'],
  ['2025-01-26', 'workday', '春节'],
  ['2025-01-28', 'holiday', '春节'],
  ['2025-01-29', 'holiday', '春节'],
  ['2025-01-30', 'holiday', '春节'],
  ['2025-01-31', 'holiday', '春节'],
  ['2025-02-01', 'holiday', '春节'],
  ['2025-02-02', 'holiday', '春节'],
  ['2025-02-03', 'holiday', '春节'],
  ['2025-02-04', 'holiday', '春节'],
  ['2025-02-08', 'workday', '春节'],
  ['2025-04-04', 'holiday', '清明节'],
  ['2025-04-05', 'holiday', '清明节'],
  ['2025-04-06', 'holiday', '清明节'],
  ['2025-04-27', 'workday', '劳动节'],
  ['2025-05-01', 'holiday', '劳动节'],
  ['2025-05-02', 'holiday', '劳动节'],
  ['2025-05-03', 'holiday', '劳动节'],
  ['2025-05-04', 'holiday', '劳动节'],
  ['2025-05-05', 'holiday', '劳动节'],
  ['2025-05-31', 'holiday', '端午节'],
  ['2025-06-01', 'holiday', '端午节'],
  ['2025-06-02', 'holiday', '端午节'],
  ['2025-09-28', 'workday', '国庆节、中秋节'],
  ['2025-10-01', 'holiday', '国庆节、中秋节'],
  ['2025-10-02', 'holiday', '国庆节、中秋节'],
  ['2025-10-03', 'holiday', '国庆节、中秋节'],
  ['2025-10-04', 'holiday', '国庆节、中秋节'],
  ['2025-10-05', 'holiday', '国庆节、中秋节'],
  ['2025-10-06', 'holiday', '国庆节、中秋节'],
  ['2025-10-07', 'holiday', '国庆节、中秋节'],
  ['2025-10-08', 'holiday', '国庆节、中秋节'],
  ['2025-10-11', 'workday', '国庆节、中秋节'],
  ['2026-01-01', 'holiday', '元旦'],
  ['2026-01-02', 'holiday', '元旦'],
  ['2026-01-03', 'holiday', '元旦'],
  ['2026-01-04', 'workday', '元旦'],
  ['2026-02-14', 'workday', '春节'],
  ['2026-02-15', 'holiday', '春节'],
  ['2026-02-16', 'holiday', '春节'],
  ['2026-02-17', 'holiday', '春节'],
  ['2026-02-18', 'holiday', '春节'],
  ['2026-02-19', 'holiday', '春节'],
  ['2026-02-20', 'holiday', '春节'],
  ['2026-02-21', 'holiday', '春节'],
  ['2026-02-22', 'holiday', '春节'],
  ['2026-02-23', 'holiday', '春节'],
  ['2026-02-28', 'workday', '春节'],
  ['2026-04-04', 'holiday', '清明节'],
  ['2026-04-05', 'holiday', '清明节'],
  ['2026-04-06', 'holiday', '清明节'],
  ['2026-05-01', 'holiday', '劳动节'],
  ['2026-05-02', 'holiday', '劳动节'],
  ['2026-05-03', 'holiday', '劳动节'],
  ['2026-05-04', 'holiday', '劳动节'],
  ['2026-05-05', 'holiday', '劳动节'],
  ['2026-05-09', 'workday', '劳动节'],
  ['2026-06-19', 'holiday', '端午节'],
  ['2026-06-20', 'holiday', '端午节'],
  ['2026-06-21', 'holiday', '端午节'],
  ['2026-09-20', 'workday', '国庆节'],
  ['2026-09-25', 'holiday', '中秋节'],
  ['2026-09-26', 'holiday', '中秋节'],
  ['2026-09-27', 'holiday', '中秋节'],
  ['2026-10-01', 'holiday', '国庆节'],
  ['2026-10-02', 'holiday', '国庆节'],
  ['2026-10-03', 'holiday', '国庆节'],
  ['2026-10-04', 'holiday', '国庆节'],
  ['2026-10-05', 'holiday', '国庆节'],
  ['2026-10-06', 'holiday', '国庆节'],
  ['2026-10-07', 'holiday', '国庆节'],
  ['2026-10-10', 'workday', '国庆节'],
];

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('calendar_days')
    .addColumn('day', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('name', 'varchar(20)', (c) => c.notNull())
    // The administrator's name who last set the day; '' for the days seeded here.
    .addColumn('updated_by', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  const at = new Date().toISOString();
  await db
    .insertInto('calendar_days')
    .values(DAYS.map(([day, kind, name]) => ({ day, kind, name, updated_by: '', updated_at: at })))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('calendar_days').execute();
}
