import { attachmentTargetColumns, createdAtColumn, idColumn, tokenHashIdColumn } from './columns';
import type { MigrationDb } from './migration-db';
import { dropTables } from './schema-steps';

/** Attachments of business objects, and the short-lived tokens phones upload through. */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('attachments')
    .$call(idColumn)
    // Null while no unit exists yet: material of an account application, uploaded before approval.
    .addColumn('unit_id', 'varchar(32)', (c) => c.references('units.id'))
    .$call(attachmentTargetColumns)
    .addColumn('file_name', 'varchar(220)', (c) => c.notNull())
    .addColumn('mime', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(80)', (c) => c.notNull())
    .addColumn('uploader_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('uploader_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('from_mobile', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(createdAtColumn)
    .execute();
  await db.schema.createIndex('attachments_biz_idx').on('attachments').columns(['biz_type', 'biz_id', 'kind']).execute();
  await db.schema.createIndex('attachments_storage_idx').on('attachments').column('storage_key').execute();

  await db.schema
    .createTable('upload_tokens')
    .$call(tokenHashIdColumn)
    .addColumn('unit_id', 'varchar(32)', (c) => c.references('units.id'))
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_name', 'varchar(64)', (c) => c.notNull())
    .$call(attachmentTargetColumns)
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await dropTables(db, ['upload_tokens', 'attachments']);
}
