import type { MigrationDb } from './migration-db';
import { createUsedKeysTable } from './schema-steps';

/** Single sign-on token ids already used, kept until the tokens expire: a token opens one session. */
export async function up(db: MigrationDb): Promise<void> {
  await createUsedKeysTable(db, 'sso_used_tokens', 'jti');
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('sso_used_tokens').execute();
}
