import type { MigrationDb } from './migration-db';

/**
 * The random numbers of download-token requests already used, kept until the allowed clock skew has passed: a
 * request is taken once, by whichever server process sees it first.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('download_nonces')
    .addColumn('nonce', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('download_nonces_expires').on('download_nonces').column('expires_at').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('download_nonces').execute();
}
