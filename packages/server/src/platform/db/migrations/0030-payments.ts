import { sql } from 'kysely';
import { createdAtColumn, editColumns, idColumn, paidRecordColumns } from './columns';
import type { MigrationDb } from './migration-db';
import { dropTables } from './schema-steps';

/**
 * Payments: our orders at the payment provider, the sandbox provider's own trades, payments that need a person
 * (refunds, corrections) and the days whose bill was checked. Money is in fen, integers.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('pay_orders')
    .$call(idColumn)
    .addColumn('out_trade_no', 'varchar(32)', (c) => c.notNull().unique())
    .$call(paidRecordColumns)
    .addColumn('unit_id', 'varchar(32)', (c) => c.notNull().references('units.id'))
    .addColumn('amount_fen', 'integer', (c) => c.notNull())
    .addColumn('description', 'varchar(127)', (c) => c.notNull())
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('code_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('transaction_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('paid_at', 'varchar(30)')
    .addColumn('paid_amount_fen', 'integer')
    .$call(editColumns)
    .execute();
  await db.schema.createIndex('pay_orders_biz_idx').on('pay_orders').columns(['purpose', 'biz_id', 'created_at']).execute();
  // One QR open per business record at a time, and one payment accepted for it, whatever two requests race to do.
  await db.schema.createIndex('pay_orders_open_idx').on('pay_orders').columns(['purpose', 'biz_id']).unique().where(sql.ref('state'), '=', 'open').execute();
  await db.schema.createIndex('pay_orders_paid_idx').on('pay_orders').columns(['purpose', 'biz_id']).unique().where(sql.ref('state'), '=', 'paid').execute();
  await db.schema.createIndex('pay_orders_paid_at_idx').on('pay_orders').columns(['provider', 'paid_at']).execute();

  await db.schema
    .createTable('pay_sandbox_trades')
    .$call(idColumn)
    .addColumn('out_trade_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('description', 'varchar(127)', (c) => c.notNull())
    .addColumn('amount_fen', 'integer', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('transaction_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('notify_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('paid_at', 'varchar(30)')
    .$call(createdAtColumn)
    .execute();
  await db.schema.createIndex('pay_sandbox_trades_paid_idx').on('pay_sandbox_trades').columns(['state', 'paid_at']).execute();

  await db.schema
    .createTable('pay_anomalies')
    .$call(idColumn)
    .addColumn('bill_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('out_trade_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .$call(paidRecordColumns)
    .addColumn('local_state', 'varchar(10)', (c) => c.notNull())
    .addColumn('local_amount_fen', 'integer', (c) => c.notNull())
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('provider_state', 'varchar(16)', (c) => c.notNull())
    .addColumn('provider_amount_fen', 'integer', (c) => c.notNull())
    .addColumn('transaction_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('note', 'varchar(500)', (c) => c.notNull())
    .addColumn('resolved', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(createdAtColumn)
    .execute();
  // A notification sent again, or a bill checked again, finds the anomaly already recorded.
  await db.schema.createIndex('pay_anomalies_order_idx').on('pay_anomalies').columns(['out_trade_no', 'kind']).unique().execute();
  await db.schema.createIndex('pay_anomalies_date_idx').on('pay_anomalies').columns(['bill_date', 'created_at']).execute();

  await db.schema
    .createTable('pay_reconciliations')
    .addColumn('bill_date', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('checked', 'integer', (c) => c.notNull())
    .addColumn('anomalies', 'integer', (c) => c.notNull())
    .addColumn('ran_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await dropTables(db, ['pay_reconciliations', 'pay_anomalies', 'pay_sandbox_trades', 'pay_orders']);
}
