import type { MigrationDb } from './migration-db';
import { createUsedKeysTable } from './schema-steps';

/**
 * The random numbers of download-token requests already used, kept until the allowed clock skew has passed: a
 * request is taken once, by whichever server process sees it first.
 */
export async function up(db: MigrationDb): Promise<void> {
  await createUsedKeysTable(db, 'download_nonces', 'nonce');
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('download_nonces').execute();
}
