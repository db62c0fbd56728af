import { idColumn, reviewAndVersionColumns, signedOutRequestColumns } from './columns';
import type { MigrationDb } from './migration-db';

/** Applications to reset a forgotten password, decided by an administrator. */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('password_resets')
    .$call(idColumn)
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(11)', (c) => c.notNull())
    .$call(signedOutRequestColumns)
    .$call(reviewAndVersionColumns)
    .execute();
  await db.schema.createIndex('password_resets_user_idx').on('password_resets').columns(['user_id', 'state']).execute();
  await db.schema.createIndex('password_resets_state_idx').on('password_resets').columns(['state', 'submitted_at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('password_resets').execute();
}
