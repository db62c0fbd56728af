import { PostgresAdapter, sql } from 'kysely';
import { auditEntryColumns } from './columns';
import type { MigrationDb } from './migration-db';

const COLUMNS = ['id', 'at', 'actor_id', 'actor_name', 'action', 'target', 'detail', 'ip'];

/**
 * Audit rows get a number the database assigns as they are appended (an identity column: a
 * sequence on PostgreSQL, AUTOINCREMENT on SQLite, never reused), and seals chain them in batches
 * with SM3. The table is rebuilt to gain the column, keeping the rows in the order they were written.
 */
export async function up(db: MigrationDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('audit_log_numbered')
    .addColumn('seq', pg ? 'bigserial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('id', 'varchar(32)', (c) => c.notNull().unique())
    .$call(auditEntryColumns)
    .execute();
  const cols = sql.join(COLUMNS.map((c) => sql.ref(c)));
  await sql`insert into audit_log_numbered (${cols}) select ${cols} from audit_log order by at, id`.execute(db);
  await db.schema.dropTable('audit_log').execute();
  await db.schema.alterTable('audit_log_numbered').renameTo('audit_log').execute();
  await db.schema.createIndex('audit_log_target_idx').on('audit_log').columns(['target', 'at']).execute();

  await db.schema
    .createTable('audit_seals')
    .addColumn('batch', 'integer', (c) => c.primaryKey())
    .addColumn('first_seq', 'bigint', (c) => c.notNull())
    .addColumn('last_seq', 'bigint', (c) => c.notNull())
    .addColumn('row_count', 'integer', (c) => c.notNull())
    .addColumn('prev_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('sealed_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('audit_seals').execute();
}
