import { elevatorPartyColumns, idColumn, reportColumns } from './columns';
import type { MigrationDb } from './migration-db';
import { dropTables } from './schema-steps';

/**
 * 困人救援与故障 (workflows.md §9): rescue and fault records of elevators. Each names the use unit that owns the elevator
 * and the maintenance unit that held it when it was reported (both sides see it by those columns). The minutes from
 * alarm to arrival and to release are kept as the steps set them, so lists filter and the work desk counts by them.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('rescues')
    .$call(idColumn)
    .addColumn('rescue_no', 'varchar(20)', (c) => c.notNull())
    .$call(elevatorPartyColumns)
    .addColumn('source', 'varchar(12)', (c) => c.notNull())
    .addColumn('trapped_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('alarm_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('trapped_count', 'integer', (c) => c.notNull())
    .addColumn('description', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('dispatched_at', 'varchar(30)')
    .addColumn('rescuers', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('rescue_level', 'varchar(8)', (c) => c.notNull().defaultTo(''))
    .addColumn('arrived_at', 'varchar(30)')
    .addColumn('released_at', 'varchar(30)')
    .addColumn('released_count', 'integer')
    .addColumn('injuries', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('cause', 'varchar(12)', (c) => c.notNull().defaultTo(''))
    .addColumn('handling', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('cancel_reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('arrival_minutes', 'integer')
    .addColumn('duration_minutes', 'integer')
    .addColumn('fault_id', 'varchar(32)')
    .$call(reportColumns)
    .execute();
  // Each side's list and month, newest alarm first; an elevator's history.
  await db.schema.createIndex('rescues_unit_idx').on('rescues').columns(['unit_id', 'alarm_at']).execute();
  await db.schema.createIndex('rescues_maintain_idx').on('rescues').columns(['maintain_unit_id', 'alarm_at']).execute();
  await db.schema.createIndex('rescues_equipment_idx').on('rescues').columns(['equipment_id']).execute();

  await db.schema
    .createTable('faults')
    .$call(idColumn)
    .addColumn('fault_no', 'varchar(20)', (c) => c.notNull())
    .$call(elevatorPartyColumns)
    .addColumn('fault_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('phenomenon', 'varchar(200)', (c) => c.notNull())
    .addColumn('component', 'varchar(12)', (c) => c.notNull())
    .addColumn('description', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('repairer', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('cause', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('handling', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('parts_replaced', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('back_in_service_at', 'varchar(30)')
    .addColumn('people_trapped', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rescue_id', 'varchar(32)', (c) => c.references('rescues.id'))
    .addColumn('cancel_reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .$call(reportColumns)
    .execute();
  await db.schema.createIndex('faults_unit_idx').on('faults').columns(['unit_id', 'fault_at']).execute();
  await db.schema.createIndex('faults_maintain_idx').on('faults').columns(['maintain_unit_id', 'fault_at']).execute();
  await db.schema.createIndex('faults_equipment_idx').on('faults').columns(['equipment_id']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await dropTables(db, ['faults', 'rescues']);
}
