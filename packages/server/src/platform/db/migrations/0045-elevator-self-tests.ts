import { editColumns, equipmentColumn, idColumn, revocationColumns } from './columns';
import type { MigrationDb } from './migration-db';
import { createListIndex, createStateListIndex } from './schema-steps';

/**
 * 电梯自行检测: the results an elevator testing body records for elevators in use (its unit: detect_unit_id; the
 * elevator's use unit when recorded: unit_id), the use unit's conformity declaration on a passed one, and the use mark
 * printed from it (its file kept on the first print, with its SM3, so every later print is the same paper).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('elevator_self_tests')
    .$call(idColumn)
    .$call(equipmentColumn)
    .addColumn('unit_id', 'varchar(32)', (c) => c.notNull().references('units.id'))
    .addColumn('detect_unit_id', 'varchar(32)', (c) => c.notNull().references('units.id'))
    .addColumn('test_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('conclusion', 'varchar(8)', (c) => c.notNull())
    .addColumn('nonconformities', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('report_no', 'varchar(50)', (c) => c.notNull())
    .addColumn('tester', 'varchar(30)', (c) => c.notNull())
    .addColumn('next_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('next_kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'varchar(12)', (c) => c.notNull())
    .addColumn('issued_at', 'varchar(30)')
    .addColumn('declared_at', 'varchar(30)')
    .addColumn('declarer_id', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('declarer_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .$call(revocationColumns)
    .addColumn('mark_file_key', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('mark_sm3', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('mark_printed_at', 'varchar(30)')
    .addColumn('created_by_id', 'varchar(32)', (c) => c.notNull())
    .$call(editColumns)
    .execute();
  // Each side's list, newest first; an elevator's latest declared result for its public page.
  await createListIndex(db, 'elevator_self_tests_detect_idx', 'elevator_self_tests', 'detect_unit_id');
  await createStateListIndex(db, 'elevator_self_tests_unit_idx', 'elevator_self_tests', 'unit_id');
  await db.schema.createIndex('elevator_self_tests_equipment_idx').on('elevator_self_tests').columns(['equipment_id', 'state', 'test_date']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('elevator_self_tests').execute();
}
