import { sql } from 'kysely';
import { contractColumns, equipmentColumn, filingColumns, idColumn, namedFilingColumns, submissionColumns, unitRecordColumns } from './columns';
import type { MigrationDb } from './migration-db';
import { createListIndex, createStateListIndex, dropTables } from './schema-steps';

/**
 * Maintenance units and the maintenance-unit change (workflows.md §8): a maintenance unit's registration (its duty
 * phone and item-T staff, on the licence it holds), reviewed by the registry of its area; a use unit's application to
 * change the maintenance unit of one elevator, claimed or declined by the unit it names; and the history of the
 * assignments that held each device (the one with no end holds it now, and equipment.maintain_unit_id names its unit).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('maint_registrations')
    .$call(unitRecordColumns)
    // The unit's area when it filed: the registry that reviews it.
    .addColumn('area_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('duty_phone', 'varchar(32)', (c) => c.notNull())
    // The licence in force it was filed on, as it stood then.
    .addColumn('licence_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('licence_no', 'varchar(20)', (c) => c.notNull())
    .addColumn('licence_valid_from', 'varchar(10)', (c) => c.notNull())
    .addColumn('licence_valid_to', 'varchar(10)', (c) => c.notNull())
    .addColumn('licence_items', 'text', (c) => c.notNull())
    // JSON array of the staff as filed (operator id, name, certificate, expiry).
    .addColumn('staff', 'text', (c) => c.notNull())
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'varchar(12)', (c) => c.notNull())
    .$call(namedFilingColumns)
    .execute();
  await db.schema.createIndex('maint_registrations_unit_idx').on('maint_registrations').columns(['unit_id', 'state', 'created_at']).execute();
  await db.schema.createIndex('maint_registrations_area_idx').on('maint_registrations').columns(['area_code', 'state', 'created_at']).execute();

  await db.schema
    .createTable('maint_changes')
    .$call(idColumn)
    .addColumn('change_no', 'varchar(20)', (c) => c.notNull())
    .addColumn('unit_id', 'varchar(32)', (c) => c.notNull().references('units.id'))
    .$call(equipmentColumn)
    .addColumn('to_unit_id', 'varchar(32)', (c) => c.notNull().references('units.id'))
    .$call(contractColumns)
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    // The maintenance unit it replaces, as the device showed it when last saved and again when claimed.
    .addColumn('from_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('from_assigned', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(submissionColumns)
    .addColumn('claimed_at', 'varchar(30)')
    .$call(filingColumns)
    .execute();
  await createListIndex(db, 'maint_changes_unit_idx', 'maint_changes', 'unit_id');
  await createStateListIndex(db, 'maint_changes_to_idx', 'maint_changes', 'to_unit_id');
  // One open application per device, whoever races to open a second.
  await db.schema.createIndex('maint_changes_open_idx').on('maint_changes').column('equipment_id').unique().where(sql.ref('state'), 'in', ['draft', 'submitted']).execute();

  await db.schema
    .createTable('maint_assignments')
    .$call(idColumn)
    .$call(equipmentColumn)
    // The use unit whose contract it is.
    .addColumn('unit_id', 'varchar(32)', (c) => c.notNull().references('units.id'))
    .addColumn('maintain_unit_id', 'varchar(32)', (c) => c.notNull().references('units.id'))
    .addColumn('change_id', 'varchar(32)', (c) => c.references('maint_changes.id'))
    .addColumn('from_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .$call(contractColumns)
    .addColumn('started_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('ended_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('maint_assignments_equipment_idx').on('maint_assignments').columns(['equipment_id', 'started_at']).execute();
  await db.schema.createIndex('maint_assignments_unit_idx').on('maint_assignments').columns(['unit_id', 'started_at']).execute();
  await db.schema.createIndex('maint_assignments_maintain_idx').on('maint_assignments').columns(['maintain_unit_id', 'started_at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await dropTables(db, ['maint_assignments', 'maint_changes', 'maint_registrations']);
}
