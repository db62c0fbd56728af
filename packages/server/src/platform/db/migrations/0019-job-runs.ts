import type { MigrationDb } from './migration-db';

/** Background jobs: when each runs next, and the lease of the process running it now. */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('job_runs')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('next_run_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('lease_holder', 'varchar(64)')
    .addColumn('lease_until', 'varchar(30)')
    .addColumn('last_run_at', 'varchar(30)')
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('job_runs').execute();
}
