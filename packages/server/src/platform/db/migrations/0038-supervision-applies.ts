import type { MigrationDb } from './migration-db';

/**
 * Supervision inspections are inspection applications on a received construction notice: the application names the
 * notice, and the use unit the notice names reads it (its devices' supervision certificate comes from it).
 */
export async function up(db: MigrationDb): Promise<void> {
  // No foreign key: SQLite cannot drop a column that is part of one, and the service checks the notice.
  await db.schema.alterTable('inspection_applies').addColumn('construction_id', 'varchar(32)').execute();
  await db.schema.alterTable('inspection_applies').addColumn('use_unit_id', 'varchar(32)').execute();
  await db.schema.createIndex('inspection_applies_construction_idx').on('inspection_applies').column('construction_id').execute();
  // The use unit's list of supervisions of its devices, newest first.
  await db.schema.createIndex('inspection_applies_use_unit_idx').on('inspection_applies').columns(['use_unit_id', 'updated_at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('inspection_applies_use_unit_idx').execute();
  await db.schema.dropIndex('inspection_applies_construction_idx').execute();
  await db.schema.alterTable('inspection_applies').dropColumn('use_unit_id').execute();
  await db.schema.alterTable('inspection_applies').dropColumn('construction_id').execute();
}
