import {
  categoryColumns,
  filingColumns,
  namedFilingColumns,
  numberedApplyColumns,
  placeColumns,
  registryFilerColumns,
  submissionColumns,
  unitRecordColumns,
  validityColumns,
} from './columns';
import type { MigrationDb } from './migration-db';
import { createListIndex, createStateListIndex, dropTables } from './schema-steps';

/**
 * Construction units' licences (filed by the unit, approved by the registry) and construction
 * notifications with the devices they name.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('unit_licences')
    .$call(unitRecordColumns)
    // The unit's area when filed: the registry clerks whose areas hold it review the filing.
    .addColumn('area_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('licence_no', 'varchar(20)', (c) => c.notNull())
    .addColumn('issuer', 'varchar(100)', (c) => c.notNull())
    .$call(validityColumns)
    // JSON array of { item, level }.
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('state', 'varchar(12)', (c) => c.notNull())
    .$call(namedFilingColumns)
    .execute();
  await db.schema.createIndex('unit_licences_unit_idx').on('unit_licences').columns(['unit_id', 'state', 'created_at']).execute();
  await db.schema.createIndex('unit_licences_area_idx').on('unit_licences').columns(['area_code', 'state', 'created_at']).execute();

  await db.schema
    .createTable('construction_notices')
    .$call(numberedApplyColumns)
    .addColumn('notice_no', 'varchar(24)', (c) => c.notNull())
    .$call(registryFilerColumns)
    .addColumn('work_type', 'varchar(12)', (c) => c.notNull())
    .addColumn('licence_item', 'varchar(16)', (c) => c.notNull())
    .addColumn('licence_level', 'varchar(8)', (c) => c.notNull())
    // The licence as it stood when the notice was last saved.
    .addColumn('licence_no', 'varchar(20)', (c) => c.notNull())
    .addColumn('licence_valid_to', 'varchar(10)', (c) => c.notNull())
    .$call(categoryColumns)
    .addColumn('use_unit_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('use_uscc', 'varchar(18)', (c) => c.notNull())
    .addColumn('use_unit_id', 'varchar(32)', (c) => c.references('units.id'))
    // The place of use: the registry clerks whose areas hold it receive the notice.
    .$call(placeColumns)
    .addColumn('site_manager', 'varchar(32)', (c) => c.notNull())
    .addColumn('site_manager_mobile', 'varchar(11)', (c) => c.notNull())
    .addColumn('planned_start', 'varchar(10)', (c) => c.notNull())
    .addColumn('planned_end', 'varchar(10)', (c) => c.notNull())
    .addColumn('supervision_body', 'varchar(100)', (c) => c.notNull())
    .addColumn('remark', 'varchar(500)', (c) => c.notNull())
    .$call(submissionColumns)
    .addColumn('received_at', 'varchar(30)')
    .addColumn('completion_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('cancel_reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .$call(filingColumns)
    .execute();
  await createListIndex(db, 'construction_notices_unit_idx', 'construction_notices', 'unit_id');
  await db.schema.createIndex('construction_notices_use_unit_idx').on('construction_notices').columns(['use_unit_id', 'state']).execute();
  await createStateListIndex(db, 'construction_notices_area_idx', 'construction_notices', 'area_code');

  await db.schema
    .createTable('construction_items')
    .addColumn('notice_id', 'varchar(32)', (c) => c.notNull().references('construction_notices.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    // The use unit's record of the device once linked; null before receipt of an installation.
    .addColumn('equipment_id', 'varchar(32)', (c) => c.references('equipment.id'))
    .addColumn('device_code', 'varchar(18)', (c) => c.notNull())
    .addColumn('product_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('model', 'varchar(100)', (c) => c.notNull())
    .addColumn('product_no', 'varchar(60)', (c) => c.notNull())
    .addColumn('manufacturer', 'varchar(100)', (c) => c.notNull())
    .addColumn('manufacture_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('level_value', 'varchar(12)', (c) => c.notNull())
    .addPrimaryKeyConstraint('construction_items_pk', ['notice_id', 'seq'])
    .execute();
  await db.schema.createIndex('construction_items_equipment_idx').on('construction_items').column('equipment_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await dropTables(db, ['construction_items', 'construction_notices', 'unit_licences']);
}
