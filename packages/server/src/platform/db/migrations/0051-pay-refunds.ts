import { createdAtColumn, idColumn } from './columns';
import type { MigrationDb } from './migration-db';
import { dropTables } from './schema-steps';

/**
 * Refunds of payments set aside as anomalies, and the sandbox provider's own side of them. One refund per anomaly
 * and per refund number, whatever two requests race to do. Money is in fen, 64-bit integers.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('pay_refunds')
    .$call(idColumn)
    .addColumn('anomaly_id', 'varchar(32)', (c) => c.notNull().unique().references('pay_anomalies.id'))
    .addColumn('out_refund_no', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('out_trade_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('transaction_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('total_fen', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'varchar(80)', (c) => c.notNull())
    .addColumn('state', 'varchar(12)', (c) => c.notNull())
    // The provider's refund number: '' until the provider has taken the request.
    .addColumn('refund_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('requested_by', 'varchar(32)', (c) => c.notNull())
    .addColumn('requested_by_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('requested_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('succeeded_at', 'varchar(30)')
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('pay_sandbox_refunds')
    .addColumn('out_refund_no', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('refund_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('out_trade_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('state', 'varchar(12)', (c) => c.notNull())
    .addColumn('notify_url', 'varchar(500)', (c) => c.notNull())
    .$call(createdAtColumn)
    .addColumn('succeeded_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('pay_sandbox_refunds_trade_idx').on('pay_sandbox_refunds').column('out_trade_no').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await dropTables(db, ['pay_sandbox_refunds', 'pay_refunds']);
}
