import type { MigrationDb } from './migration-db';

/**
 * Failed logins are counted per login name, whether or not an account has it, so that a missing
 * name behaves like an existing one; the count leaves the users table.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('login_attempts')
    .addColumn('login_name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'varchar(30)')
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_attempts_expires').on('login_attempts').column('expires_at').execute();
  await db.schema.alterTable('users').dropColumn('failed_count').execute();
  await db.schema.alterTable('users').dropColumn('locked_until').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('failed_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('locked_until', 'varchar(30)').execute();
  await db.schema.dropTable('login_attempts').execute();
}
