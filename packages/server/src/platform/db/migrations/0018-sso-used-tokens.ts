import type { MigrationDb } from './migration-db';

/** Single sign-on token ids already used, kept until the tokens expire: a token opens one session. */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('sso_used_tokens')
    .addColumn('jti', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sso_used_tokens_expires').on('sso_used_tokens').column('expires_at').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('sso_used_tokens').execute();
}
