import { idColumn, placeColumns, reviewColumns, signedOutRequestColumns, tokenHashIdColumn } from './columns';
import type { MigrationDb } from './migration-db';
import { dropTables } from './schema-steps';

/** Applications for a unit account, and applications to reset a forgotten password. */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('account_applications')
    .$call(idColumn)
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('unit_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('uscc', 'varchar(18)', (c) => c.notNull())
    .addColumn('unit_type', 'varchar(16)', (c) => c.notNull())
    .$call(placeColumns)
    .addColumn('postal_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('legal_person', 'varchar(32)', (c) => c.notNull())
    .addColumn('contact_person', 'varchar(32)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(11)', (c) => c.notNull())
    .addColumn('phone', 'varchar(32)', (c) => c.notNull())
    .addColumn('email', 'varchar(100)', (c) => c.notNull())
    .addColumn('login_name', 'varchar(32)', (c) => c.notNull())
    .$call(signedOutRequestColumns)
    .$call(reviewColumns)
    .addColumn('unit_id', 'varchar(32)')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('account_applications_uscc_idx').on('account_applications').columns(['uscc', 'state']).execute();
  await db.schema.createIndex('account_applications_state_idx').on('account_applications').columns(['state', 'submitted_at']).execute();
  await db.schema.createIndex('account_applications_login_idx').on('account_applications').columns(['login_name', 'state']).execute();

  await db.schema
    .createTable('access_tokens')
    .$call(tokenHashIdColumn)
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('subject', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await dropTables(db, ['access_tokens', 'account_applications']);
}
