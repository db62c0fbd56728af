import { filingColumns, idColumn, inspectionBodyColumn } from './columns';
import type { MigrationDb } from './migration-db';
import { createListIndex, createStateListIndex, dropTables } from './schema-steps';

/**
 * Invoice requests (INVOICE_FLOW) with the paid inspection applications each covers, and per application the amount
 * submitted and issued requests hold: the one counter a guarded update reserves against, so two requests racing for the
 * same paid fee cannot both take it. Money is in fen.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('invoices')
    .$call(idColumn)
    .addColumn('request_no', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('unit_id', 'varchar(32)', (c) => c.notNull().references('units.id'))
    .addColumn('unit_name', 'varchar(100)', (c) => c.notNull())
    // The inspection body the applications were paid to: its finance issues.
    .$call(inspectionBodyColumn)
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('buyer_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('tax_no', 'varchar(18)', (c) => c.notNull())
    .addColumn('address_phone', 'varchar(200)', (c) => c.notNull())
    .addColumn('bank_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('bank_account', 'varchar(40)', (c) => c.notNull())
    .addColumn('email', 'varchar(100)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(11)', (c) => c.notNull())
    .addColumn('amount_fen', 'integer', (c) => c.notNull())
    .addColumn('remark', 'varchar(200)', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('submitted_at', 'varchar(30)')
    .addColumn('invoice_no', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('invoice_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('invoice_file_id', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('issued_at', 'varchar(30)')
    .$call(filingColumns)
    .execute();
  await createListIndex(db, 'invoices_unit_idx', 'invoices', 'unit_id');
  await createStateListIndex(db, 'invoices_org_idx', 'invoices', 'org_unit_id');

  await db.schema
    .createTable('invoice_items')
    .$call(idColumn)
    .addColumn('invoice_id', 'varchar(32)', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('apply_id', 'varchar(32)', (c) => c.notNull().references('inspection_applies.id'))
    .addColumn('apply_no', 'varchar(20)', (c) => c.notNull())
    .addColumn('accept_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('paid_fen', 'integer', (c) => c.notNull())
    // The part of the request's amount this application gave when the request was last submitted.
    .addColumn('amount_fen', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('invoice_items_invoice_idx').on('invoice_items').columns(['invoice_id', 'seq']).execute();
  await db.schema.createIndex('invoice_items_apply_idx').on('invoice_items').column('apply_id').execute();

  await db.schema
    .createTable('invoice_balances')
    .addColumn('apply_id', 'varchar(32)', (c) => c.primaryKey().references('inspection_applies.id'))
    .addColumn('invoiced_fen', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await dropTables(db, ['invoice_balances', 'invoice_items', 'invoices']);
}
