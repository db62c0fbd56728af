import type { MigrationDb } from './migration-db';

/** A use unit's maintenance records waiting for its signature are counted among its to-dos: found by unit and state. */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.createIndex('maintenance_records_use_unit_idx').on('maintenance_records').columns(['use_unit_id', 'state']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('maintenance_records_use_unit_idx').execute();
}
