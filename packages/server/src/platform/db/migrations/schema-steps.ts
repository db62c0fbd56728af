// Schema steps that several migrations take alike. Migrations that have already run were built from them, so a step
// never changes: a migration that needs a different one gets a new step.
import { sql } from 'kysely';
import type { MigrationDb } from './migration-db';

/** Drops the tables in the order listed: a table before the tables it references. */
export async function dropTables(db: MigrationDb, tables: readonly string[]): Promise<void> {
  for (const t of tables) await db.schema.dropTable(t).execute();
}

/** A side's list of its rows (the owner column names the side), newest change first; the id keeps pages from overlapping. */
export async function createListIndex(db: MigrationDb, name: string, table: string, owner: string): Promise<void> {
  await db.schema.createIndex(name).on(table).columns([owner, 'updated_at', 'id']).execute();
}

/** A side's rows by state, newest change first: a reviewer's queue, or a list filtered by state. */
export async function createStateListIndex(db: MigrationDb, name: string, table: string, owner: string): Promise<void> {
  await db.schema.createIndex(name).on(table).columns([owner, 'state', 'updated_at']).execute();
}

/** A table of keys that may be used once (token ids, request nonces), each kept until it expires and swept by expiry. */
export async function createUsedKeysTable(db: MigrationDb, table: string, key: string): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn(key, 'varchar(128)', (c) => c.primaryKey())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex(`${table}_expires`).on(table).column('expires_at').execute();
}

/** One use-registration application under way per device, whoever races to file a second. */
export async function createUseRegistOpenIndex(db: MigrationDb): Promise<void> {
  await db.schema
    .createIndex('use_regist_open_idx')
    .on('use_regist_applies')
    .column('equipment_id')
    .unique()
    .where(sql.ref('state'), 'in', ['draft', 'submitted', 'accepted', 'returned'])
    .execute();
}

/** The indexes of inspection_items: an application's lines in order, a device's lines, and one holding line per device. */
export async function createInspectionItemIndexes(db: MigrationDb): Promise<void> {
  await db.schema.createIndex('inspection_items_apply_idx').on('inspection_items').columns(['apply_id', 'seq']).execute();
  await db.schema.createIndex('inspection_items_equipment_idx').on('inspection_items').column('equipment_id').execute();
  await db.schema.createIndex('inspection_items_holding_idx').on('inspection_items').column('equipment_id').unique().where(sql.ref('holding'), '=', 1).execute();
}
