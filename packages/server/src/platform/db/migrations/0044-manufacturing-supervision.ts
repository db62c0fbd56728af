import { acceptedSubmissionColumns, categoryColumns, contactColumns, filingColumns, inspectionBodyColumn, numberedApplyColumns } from './columns';
import type { MigrationDb } from './migration-db';
import { createListIndex, createStateListIndex } from './schema-steps';

/**
 * 制造监督检验: a manufacturer's product submitted to an inspection body for supervision at manufacture (MFG_FLOW).
 * Products are not registered equipment (catalogue.md), so the product's data lives on the submission itself; the
 * design parameters of its kind are a JSON object checked by MFG_PARAMS.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('mfg_applies')
    .$call(numberedApplyColumns)
    .addColumn('unit_id', 'varchar(32)', (c) => c.notNull().references('units.id'))
    .$call(inspectionBodyColumn)
    .$call(categoryColumns)
    .addColumn('product_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('model', 'varchar(60)', (c) => c.notNull())
    .addColumn('product_no', 'varchar(40)', (c) => c.notNull())
    .addColumn('batch_no', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('design_unit', 'varchar(100)', (c) => c.notNull())
    .addColumn('drawing_no', 'varchar(60)', (c) => c.notNull())
    .addColumn('licence_no', 'varchar(40)', (c) => c.notNull())
    .addColumn('material', 'varchar(60)', (c) => c.notNull())
    .addColumn('params', 'varchar(1000)', (c) => c.notNull())
    .$call(contactColumns)
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .$call(acceptedSubmissionColumns)
    .addColumn('conclusion', 'varchar(8)', (c) => c.notNull().defaultTo(''))
    .addColumn('inspection_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('result_remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('inspector_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('cert_no', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('certified_at', 'varchar(30)')
    // The certificate's PDF as produced on its first download, and its SM3 (the verification page shows it).
    .addColumn('cert_file_key', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('cert_sm3', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .$call(filingColumns)
    .execute();
  // The manufacturer's list and the body's queue, newest first; certificates by number.
  await createListIndex(db, 'mfg_applies_unit_idx', 'mfg_applies', 'unit_id');
  await createStateListIndex(db, 'mfg_applies_org_idx', 'mfg_applies', 'org_unit_id');
  await db.schema.createIndex('mfg_applies_cert_idx').on('mfg_applies').columns(['cert_no']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('mfg_applies').execute();
}
