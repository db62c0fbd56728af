import { idColumn } from './columns';
import type { MigrationDb } from './migration-db';

/**
 * The flow log: one row per step of every workflow record (submitted, approved, returned, ...),
 * written by the workflow engine in the same transaction as the step itself.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('flow_log')
    .$call(idColumn)
    .addColumn('record_kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('actor_kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('actor_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('actor_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('actor_unit_id', 'varchar(32)')
    .addColumn('actor_unit_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('from_state', 'varchar(32)')
    .addColumn('to_state', 'varchar(32)', (c) => c.notNull())
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('opinion', 'varchar(500)', (c) => c.notNull())
    .addColumn('attachments', 'text', (c) => c.notNull())
    .addColumn('at', 'varchar(30)', (c) => c.notNull())
    .execute();
  // Steps of one record are numbered; two steps racing for the same number cannot both be written.
  await db.schema.createIndex('flow_log_record_idx').on('flow_log').columns(['record_kind', 'record_id', 'seq']).unique().execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('flow_log').execute();
}
