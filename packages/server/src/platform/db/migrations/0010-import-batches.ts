import { createdAtColumn, unitRecordColumns } from './columns';
import type { MigrationDb } from './migration-db';

/** Checked rows of an uploaded sheet, kept between the preview and the user's confirmation. */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('import_batches')
    .$call(unitRecordColumns)
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('type_code', 'varchar(4)', (c) => c.notNull())
    .addColumn('rows', 'text', (c) => c.notNull())
    .$call(createdAtColumn)
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('import_batches').execute();
}
