import { acceptedSubmissionColumns, contactColumns, equipmentColumn, filingColumns, idColumn, revocationColumns, validityColumns } from './columns';
import type { MigrationDb } from './migration-db';
import { createListIndex } from './schema-steps';

/**
 * 委托申报: a unit's authorisations of another unit to file for chosen devices (the devices in their own table, so a
 * filing checks its devices by index), and on the two kinds of filing an agent may make, the agent and the
 * authorisation it filed under (null when the unit filed itself). Registries get what the registration-method page
 * tells a unit that registers on site: address, phone and office hours, kept by administrators (empty until then).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('entrusts')
    .$call(idColumn)
    .addColumn('entrust_no', 'varchar(20)', (c) => c.notNull())
    .addColumn('unit_id', 'varchar(32)', (c) => c.notNull().references('units.id'))
    .addColumn('agent_unit_id', 'varchar(32)', (c) => c.notNull().references('units.id'))
    // JSON array of ENTRUST_SCOPES keys.
    .addColumn('scopes', 'varchar(100)', (c) => c.notNull())
    .$call(validityColumns)
    .$call(contactColumns)
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .$call(acceptedSubmissionColumns)
    .$call(revocationColumns)
    .$call(filingColumns)
    .execute();
  // Each side's list, newest first.
  await createListIndex(db, 'entrusts_unit_idx', 'entrusts', 'unit_id');
  await db.schema.createIndex('entrusts_agent_idx').on('entrusts').columns(['agent_unit_id', 'state', 'valid_to']).execute();

  await db.schema
    .createTable('entrust_devices')
    .addColumn('entrust_id', 'varchar(32)', (c) => c.notNull().references('entrusts.id').onDelete('cascade'))
    .$call(equipmentColumn)
    .addPrimaryKeyConstraint('entrust_devices_pk', ['entrust_id', 'equipment_id'])
    .execute();
  await db.schema.createIndex('entrust_devices_equipment_idx').on('entrust_devices').columns(['equipment_id']).execute();

  for (const table of ['use_regist_applies', 'inspection_applies']) {
    await db.schema
      .alterTable(table)
      .addColumn('agent_unit_id', 'varchar(32)', (c) => c.references('units.id'))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('entrust_id', 'varchar(32)', (c) => c.references('entrusts.id'))
      .execute();
    await db.schema.createIndex(`${table}_agent_idx`).on(table).columns(['agent_unit_id']).execute();
  }

  for (const [column, size] of [
    ['address', 200],
    ['phone', 40],
    ['office_hours', 100],
  ] as const)
    await db.schema
      .alterTable('registries')
      .addColumn(column, `varchar(${size})`, (c) => c.notNull().defaultTo(''))
      .execute();
}
