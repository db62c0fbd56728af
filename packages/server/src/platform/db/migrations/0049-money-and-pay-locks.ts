import { PostgresAdapter, sql } from 'kysely';
import { paidRecordColumns } from './columns';
import type { MigrationDb } from './migration-db';

/** Every column that holds fen. */
const MONEY: Record<string, string[]> = {
  fee_items: ['amount_fen'],
  relief_policies: ['value'],
  inspection_applies: ['paid_fen'],
  inspection_items: ['standard_fen', 'relief_fen', 'payable_fen'],
  pay_orders: ['amount_fen', 'paid_amount_fen'],
  pay_sandbox_trades: ['amount_fen'],
  pay_anomalies: ['local_amount_fen', 'provider_amount_fen'],
  invoices: ['amount_fen'],
  invoice_items: ['paid_fen', 'amount_fen'],
  invoice_balances: ['invoiced_fen'],
  maintain_price_lines: ['price_fen'],
};

/**
 * Money as 64-bit integers everywhere: PostgreSQL's integer stops at 21,474,836.47 yuan, which thirty devices at the
 * largest fee item pass (SQLite's integers are 64-bit already). And the lease that lets one request at a time open,
 * renew, close or settle the payment orders of one business record, across every server process.
 */
export async function up(db: MigrationDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    for (const [table, columns] of Object.entries(MONEY)) await sql.raw(`alter table ${table} ${columns.map((c) => `alter column ${c} type bigint`).join(', ')}`).execute(db);

  await db.schema
    .createTable('pay_locks')
    .$call(paidRecordColumns)
    // Who holds it (a random token) and until when (ISO UTC): a holder that died frees it when its time runs out.
    .addColumn('holder', 'varchar(32)', (c) => c.notNull())
    .addColumn('until', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('pay_locks_pk', ['purpose', 'biz_id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('pay_locks').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    for (const [table, columns] of Object.entries(MONEY)) await sql.raw(`alter table ${table} ${columns.map((c) => `alter column ${c} type integer`).join(', ')}`).execute(db);
}
