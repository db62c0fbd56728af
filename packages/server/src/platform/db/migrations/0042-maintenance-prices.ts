import { contactColumns, filingColumns, idColumn, submissionColumns } from './columns';
import type { MigrationDb } from './migration-db';
import { createListIndex, dropTables } from './schema-steps';

/**
 * 维保项目与价格: a maintenance unit's filings of its service items (JSON on the filing: shown, never searched) and
 * its price lines (their own table, so use units search published prices by variety, floors, elevator count and price).
 * area_code is the unit's area when it filed: the registry of that area reviews it. Money in fen.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('maintain_price_filings')
    .$call(idColumn)
    .addColumn('filing_no', 'varchar(20)', (c) => c.notNull())
    .addColumn('unit_id', 'varchar(32)', (c) => c.notNull().references('units.id'))
    .addColumn('area_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('title', 'varchar(50)', (c) => c.notNull())
    .addColumn('effective_from', 'varchar(10)', (c) => c.notNull())
    .$call(contactColumns)
    .addColumn('duty_phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    // JSON array of maintainItem.
    .addColumn('items', 'text', (c) => c.notNull())
    .$call(submissionColumns)
    .addColumn('published_at', 'varchar(30)')
    .addColumn('superseded_at', 'varchar(30)')
    .addColumn('superseded_by', 'varchar(32)')
    .$call(filingColumns)
    .execute();
  // The unit's list, newest first; the registry's queue by state and area; the published lists.
  await createListIndex(db, 'maintain_price_filings_unit_idx', 'maintain_price_filings', 'unit_id');
  await db.schema.createIndex('maintain_price_filings_state_idx').on('maintain_price_filings').columns(['state', 'area_code']).execute();

  await db.schema
    .createTable('maintain_price_lines')
    .$call(idColumn)
    .addColumn('filing_id', 'varchar(32)', (c) => c.notNull().references('maintain_price_filings.id').onDelete('cascade'))
    // 'set': per elevator and month (按台); 'unit': per contract (按单位).
    .addColumn('kind', 'varchar(4)', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('variety', 'varchar(4)', (c) => c.notNull().defaultTo(''))
    .addColumn('floors_from', 'integer')
    .addColumn('floors_to', 'integer')
    .addColumn('units_from', 'integer')
    .addColumn('units_to', 'integer')
    .addColumn('term_months', 'integer')
    .addColumn('price_fen', 'integer', (c) => c.notNull())
    // The remark of a 按台 line, the included service of a 按单位 one.
    .addColumn('note', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('maintain_price_lines_filing_idx').on('maintain_price_lines').columns(['filing_id', 'kind', 'seq']).execute();
  await db.schema.createIndex('maintain_price_lines_search_idx').on('maintain_price_lines').columns(['kind', 'variety', 'price_fen']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await dropTables(db, ['maintain_price_lines', 'maintain_price_filings']);
}
