import { editColumns, equipmentColumn, idColumn, namedFilingColumns, unitRecordColumns } from './columns';
import type { MigrationDb } from './migration-db';
import { dropTables } from './schema-steps';

/**
 * Safety valves (安全阀 7310) of a unit's boilers, vessels and pipelines with their calibrations, the last of which is
 * kept on the valve for the due lists; and the maintenance records (维保记录, TSG T5002) a maintenance unit enters for
 * the devices it holds, countersigned by the use unit (MAINTENANCE_FLOW).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('safety_valves')
    .$call(unitRecordColumns)
    .$call(equipmentColumn)
    .addColumn('valve_no', 'varchar(40)', (c) => c.notNull())
    .addColumn('model', 'varchar(40)', (c) => c.notNull())
    .addColumn('nominal_size', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('set_pressure', 'varchar(12)', (c) => c.notNull())
    .addColumn('location', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('manufacturer', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('last_calibrated_on', 'varchar(10)')
    .addColumn('last_conclusion', 'varchar(8)', (c) => c.notNull().defaultTo(''))
    .addColumn('last_report_no', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('last_calibrating_body', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('next_due', 'varchar(10)')
    .$call(editColumns)
    .execute();
  // The due lists: a unit's valves by next due date.
  await db.schema.createIndex('safety_valves_unit_due_idx').on('safety_valves').columns(['unit_id', 'next_due']).execute();
  await db.schema.createIndex('safety_valves_equipment_idx').on('safety_valves').columns(['equipment_id']).execute();
  await db.schema.createIndex('safety_valves_unit_no_idx').on('safety_valves').columns(['unit_id', 'valve_no']).unique().execute();

  await db.schema
    .createTable('valve_calibrations')
    .$call(idColumn)
    .addColumn('valve_id', 'varchar(32)', (c) => c.notNull().references('safety_valves.id'))
    .addColumn('calibrating_body', 'varchar(100)', (c) => c.notNull())
    .addColumn('calibrated_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('report_no', 'varchar(40)', (c) => c.notNull())
    .addColumn('conclusion', 'varchar(8)', (c) => c.notNull())
    .addColumn('next_due', 'varchar(10)', (c) => c.notNull())
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('recorded_by_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('recorded_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('valve_calibrations_valve_idx').on('valve_calibrations').columns(['valve_id', 'calibrated_on']).execute();

  await db.schema
    .createTable('maintenance_records')
    .$call(idColumn)
    .addColumn('record_no', 'varchar(20)', (c) => c.notNull())
    // The maintenance unit that entered it (the owner of the flow) and the use unit that countersigns it.
    .addColumn('unit_id', 'varchar(32)', (c) => c.notNull().references('units.id'))
    .addColumn('use_unit_id', 'varchar(32)', (c) => c.notNull().references('units.id'))
    .$call(equipmentColumn)
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('maintained_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('items', 'varchar(1000)', (c) => c.notNull())
    .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    // JSON array of { name, certNo }.
    .addColumn('maintainers', 'varchar(1000)', (c) => c.notNull())
    .addColumn('state', 'varchar(12)', (c) => c.notNull())
    .$call(namedFilingColumns)
    .execute();
  // A device's records, newest first; its last maintenance.
  await db.schema.createIndex('maintenance_records_equipment_idx').on('maintenance_records').columns(['equipment_id', 'maintained_on']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await dropTables(db, ['maintenance_records', 'valve_calibrations', 'safety_valves']);
}
