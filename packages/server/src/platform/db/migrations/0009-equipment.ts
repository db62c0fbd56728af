import { categoryColumns, changeColumns, editColumns, idColumn, placeColumns, unitRecordColumns } from './columns';
import type { MigrationDb } from './migration-db';
import { dropTables } from './schema-steps';

/**
 * Equipment of every category, and a change history for records that keep one. The indexes serve
 * the query lists at city scale: a unit's lists by category and next inspection date, the city's
 * lists by date, area or code.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('equipment')
    .$call(unitRecordColumns)
    .$call(categoryColumns)
    .addColumn('device_code', 'varchar(18)', (c) => c.notNull().defaultTo(''))
    .addColumn('register_code', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('cert_no', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('product_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('model', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('product_no', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('manufacturer', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('manufacture_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('installer', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('put_into_use_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .$call(placeColumns)
    .addColumn('location', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('internal_no', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('safety_manager', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('safety_manager_mobile', 'varchar(11)', (c) => c.notNull().defaultTo(''))
    .addColumn('use_status', 'varchar(16)', (c) => c.notNull())
    .addColumn('maintenance_unit', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('maintenance_phone', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('last_inspection_date', 'varchar(10)')
    .addColumn('next_inspection_date', 'varchar(10)')
    .addColumn('last_conclusion', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('inspection_org', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('load_test_year', 'varchar(4)', (c) => c.notNull().defaultTo(''))
    .addColumn('params', 'text', (c) => c.notNull())
    .$call(editColumns)
    .execute();
  const idx = (name: string, cols: string[]) => db.schema.createIndex(name).on('equipment').columns(cols).execute();
  await idx('equipment_unit_next_idx', ['unit_id', 'next_inspection_date']);
  await idx('equipment_unit_type_next_idx', ['unit_id', 'type_code', 'next_inspection_date']);
  await idx('equipment_unit_status_idx', ['unit_id', 'use_status']);
  await idx('equipment_next_idx', ['next_inspection_date']);
  await idx('equipment_type_next_idx', ['type_code', 'next_inspection_date']);
  await idx('equipment_area_next_idx', ['area_code', 'next_inspection_date']);
  await idx('equipment_device_code_idx', ['device_code']);
  await idx('equipment_register_code_idx', ['register_code']);

  await db.schema
    .createTable('record_changes')
    .$call(idColumn)
    .addColumn('entity', 'varchar(16)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(32)', (c) => c.notNull())
    .$call(changeColumns)
    .execute();
  await db.schema.createIndex('record_changes_entity_idx').on('record_changes').columns(['entity', 'entity_id', 'changed_at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await dropTables(db, ['record_changes', 'equipment']);
}
