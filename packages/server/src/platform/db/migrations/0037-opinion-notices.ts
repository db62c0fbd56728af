import { applicantUnitColumns, idColumn, inspectionBodyColumn, reviewColumns } from './columns';
import type { MigrationDb } from './migration-db';
import { createStateListIndex, dropTables } from './schema-steps';

/**
 * Inspection opinion notices (检验意见通知书) and their defects with the unit's rectification answers. A notice belongs
 * to one device line of an application (one notice per concluded device); its number is unique per issuing body.
 * The unit is null while the application's unit has no account (it is adopted with the application).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('opinion_notices')
    .$call(idColumn)
    .addColumn('notice_no', 'varchar(32)', (c) => c.notNull())
    .$call(inspectionBodyColumn)
    .$call(applicantUnitColumns)
    .addColumn('apply_id', 'varchar(32)', (c) => c.notNull().references('inspection_applies.id'))
    .addColumn('item_id', 'varchar(32)', (c) => c.notNull().unique().references('inspection_items.id'))
    // The device and the inspection as they stood when the notice was issued: a notice is printed as issued.
    .addColumn('apply_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('inspection_kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('equipment_id', 'varchar(32)')
    .addColumn('type_code', 'varchar(8)', (c) => c.notNull())
    .addColumn('catalogue_code', 'varchar(8)', (c) => c.notNull())
    .addColumn('device_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('cert_no', 'varchar(40)', (c) => c.notNull())
    .addColumn('product_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('address', 'varchar(200)', (c) => c.notNull())
    .addColumn('inspection_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('report_no', 'varchar(40)', (c) => c.notNull())
    // The signed report the notice goes with: its QR code verifies that report.
    .addColumn('report_file_id', 'varchar(32)', (c) => c.notNull())
    // Who hears of the body's decisions: the user who filed the application, or (no account) its contact's mobile.
    .addColumn('notify_user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('contact_mobile', 'varchar(11)', (c) => c.notNull())
    .addColumn('conclusion', 'varchar(16)', (c) => c.notNull())
    .addColumn('deadline', 'varchar(10)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('issued_by_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('issued_by_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('issued_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('answered_at', 'varchar(30)')
    .$call(reviewColumns)
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('opinion_notices_no_idx').on('opinion_notices').columns(['org_unit_id', 'notice_no']).unique().execute();
  // The unit's list and the body's queue, newest first.
  await db.schema.createIndex('opinion_notices_unit_idx').on('opinion_notices').columns(['unit_id', 'updated_at']).execute();
  await createStateListIndex(db, 'opinion_notices_org_idx', 'opinion_notices', 'org_unit_id');

  await db.schema
    .createTable('opinion_defects')
    .$call(idColumn)
    .addColumn('notice_id', 'varchar(32)', (c) => c.notNull().references('opinion_notices.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('item', 'varchar(100)', (c) => c.notNull())
    .addColumn('problem', 'varchar(500)', (c) => c.notNull())
    .addColumn('basis', 'varchar(200)', (c) => c.notNull())
    .addColumn('demand', 'varchar(500)', (c) => c.notNull())
    .addColumn('measure', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('opinion_defects_notice_idx').on('opinion_defects').columns(['notice_id', 'seq']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await dropTables(db, ['opinion_defects', 'opinion_notices']);
}
