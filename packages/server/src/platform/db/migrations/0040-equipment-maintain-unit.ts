import type { MigrationDb } from './migration-db';

/**
 * The maintenance unit that holds an elevator (or other device) under a maintenance assignment: set by the unit's
 * claim, never typed by the use unit. Null: the maintenance unit on the record is only declared by the use unit.
 */
export async function up(db: MigrationDb): Promise<void> {
  // No foreign key: SQLite cannot drop a column that is part of one, and the assignment service checks the unit.
  await db.schema.alterTable('equipment').addColumn('maintain_unit_id', 'varchar(32)').execute();
  // A maintenance unit's devices, in the list's order.
  await db.schema.createIndex('equipment_maintain_unit_idx').on('equipment').columns(['maintain_unit_id', 'updated_at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('equipment_maintain_unit_idx').execute();
  await db.schema.alterTable('equipment').dropColumn('maintain_unit_id').execute();
}
