import {
  applicantUnitColumns,
  categoryColumns,
  editColumns,
  equipmentColumn,
  filingColumns,
  idColumn,
  inspectionBodyColumn,
  inspectionItemColumns,
  inspectionLineColumns,
  numberedApplyColumns,
  submissionColumns,
  validityColumns,
} from './columns';
import type { MigrationDb } from './migration-db';
import { createInspectionItemIndexes, createListIndex, createStateListIndex, dropTables } from './schema-steps';

/**
 * Online inspection applications with their devices and fee lines, and the inspection bodies' fee tables and
 * relief policies. Money is in fen.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('fee_items')
    .$call(idColumn)
    .$call(inspectionBodyColumn)
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .$call(categoryColumns)
    .addColumn('inspection_kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('param_key', 'varchar(32)', (c) => c.notNull())
    .addColumn('band_min', 'double precision')
    .addColumn('band_max', 'double precision')
    .addColumn('amount_fen', 'integer', (c) => c.notNull())
    .addColumn('unit_label', 'varchar(10)', (c) => c.notNull())
    .$call(validityColumns)
    .addColumn('basis', 'varchar(200)', (c) => c.notNull())
    .$call(editColumns)
    .execute();
  await db.schema.createIndex('fee_items_org_idx').on('fee_items').columns(['org_unit_id', 'type_code', 'inspection_kind']).execute();

  await db.schema
    .createTable('relief_policies')
    .$call(idColumn)
    .$call(inspectionBodyColumn)
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('basis', 'varchar(200)', (c) => c.notNull())
    .$call(validityColumns)
    // JSON arrays; empty: every category / kind.
    .addColumn('type_codes', 'varchar(100)', (c) => c.notNull())
    .addColumn('inspection_kinds', 'varchar(200)', (c) => c.notNull())
    .addColumn('condition', 'varchar(200)', (c) => c.notNull())
    .addColumn('rule', 'varchar(8)', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .$call(editColumns)
    .execute();
  await db.schema.createIndex('relief_policies_org_idx').on('relief_policies').columns(['org_unit_id', 'valid_from']).execute();

  await db.schema
    .createTable('inspection_applies')
    .$call(numberedApplyColumns)
    // An application may be filed without an account: the unit is known by its credit code until it registers.
    .$call(applicantUnitColumns)
    .$call(inspectionBodyColumn)
    .addColumn('inspection_kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('contact', 'varchar(32)', (c) => c.notNull())
    .addColumn('contact_mobile', 'varchar(11)', (c) => c.notNull())
    .addColumn('email', 'varchar(100)', (c) => c.notNull())
    .addColumn('mail_address', 'varchar(200)', (c) => c.notNull())
    .addColumn('mail_receiver', 'varchar(32)', (c) => c.notNull())
    .addColumn('mail_phone', 'varchar(32)', (c) => c.notNull())
    .addColumn('expected_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('remark', 'varchar(500)', (c) => c.notNull())
    .addColumn('is_pc', 'integer', (c) => c.notNull().defaultTo(1))
    .$call(submissionColumns)
    .addColumn('accept_no', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('accepted_at', 'varchar(30)')
    .addColumn('department', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('inspector_name', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('inspector_phone', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('fee_set_at', 'varchar(30)')
    .addColumn('pay_method', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('paid_fen', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paid_at', 'varchar(30)')
    .addColumn('transaction_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('voucher_file_id', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('scheduled_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('scheduled_place', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('completed_at', 'varchar(30)')
    .$call(filingColumns)
    .execute();
  await createListIndex(db, 'inspection_applies_unit_idx', 'inspection_applies', 'unit_id');
  await db.schema.createIndex('inspection_applies_uscc_idx').on('inspection_applies').columns(['unit_uscc', 'unit_id']).execute();
  await createStateListIndex(db, 'inspection_applies_org_idx', 'inspection_applies', 'org_unit_id');

  await db.schema.createTable('inspection_items').$call(inspectionLineColumns).$call(equipmentColumn).$call(inspectionItemColumns).execute();
  await createInspectionItemIndexes(db);

  // The device line whose conclusion last set a record's inspection fields (null: declared by the unit itself), and
  // the line behind each recorded inspection (its report).
  await db.schema.alterTable('equipment').addColumn('inspection_decision_id', 'varchar(32)').execute();
  await db.schema
    .alterTable('equipment_inspections')
    .addColumn('source_id', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('equipment_inspections').dropColumn('source_id').execute();
  await db.schema.alterTable('equipment').dropColumn('inspection_decision_id').execute();
  await dropTables(db, ['inspection_items', 'inspection_applies', 'relief_policies', 'fee_items']);
}
