import { changeColumns, reviewAndVersionColumns, unitRecordColumns } from './columns';
import type { MigrationDb } from './migration-db';

const PROFILE_COLUMNS = [
  ['postal_code', 'varchar(6)'],
  ['legal_person', 'varchar(32)'],
  ['legal_person_phone', 'varchar(32)'],
  ['contact_person', 'varchar(32)'],
  ['contact_mobile', 'varchar(11)'],
  ['phone', 'varchar(32)'],
  ['email', 'varchar(100)'],
  ['website', 'varchar(200)'],
  ['safety_manager', 'varchar(32)'],
  ['safety_manager_mobile', 'varchar(11)'],
  ['fixed_assets', 'varchar(12)'],
] as const;

/** The unit's full record, its version for concurrent edits, and the history of its changes. */
export async function up(db: MigrationDb): Promise<void> {
  for (const [name, type] of PROFILE_COLUMNS)
    await db.schema
      .alterTable('units')
      .addColumn(name, type, (c) => c.notNull().defaultTo(''))
      .execute();
  await db.schema
    .alterTable('units')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('unit_changes')
    .$call(unitRecordColumns)
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .$call(changeColumns)
    .$call(reviewAndVersionColumns)
    .execute();
  await db.schema.createIndex('unit_changes_unit_idx').on('unit_changes').columns(['unit_id', 'changed_at']).execute();
  await db.schema.createIndex('unit_changes_state_idx').on('unit_changes').columns(['kind', 'state', 'changed_at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('unit_changes').execute();
  for (const [name] of PROFILE_COLUMNS) await db.schema.alterTable('units').dropColumn(name).execute();
  await db.schema.alterTable('units').dropColumn('version').execute();
}
