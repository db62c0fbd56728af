import { createdAtColumn, equipmentColumn, idColumn } from './columns';
import type { MigrationDb } from './migration-db';

/**
 * The inspections of each piece of equipment as the inspection body recorded them; the equipment
 * row keeps only the latest (last and next date, conclusion), this keeps the history.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('equipment_inspections')
    .$call(idColumn)
    .$call(equipmentColumn)
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('inspection_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('conclusion', 'varchar(16)', (c) => c.notNull())
    .addColumn('org', 'varchar(100)', (c) => c.notNull())
    .addColumn('report_no', 'varchar(50)', (c) => c.notNull())
    .addColumn('next_inspection_date', 'varchar(10)')
    .$call(createdAtColumn)
    .execute();
  await db.schema.createIndex('equipment_inspections_equipment_idx').on('equipment_inspections').columns(['equipment_id', 'inspection_date']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('equipment_inspections').execute();
}
