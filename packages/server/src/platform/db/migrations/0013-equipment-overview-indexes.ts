import type { MigrationDb } from './migration-db';

/**
 * Covering indexes for the overview's one-pass counts and the lists' capped counts: a unit's, a
 * city's (by area code) or all equipment is read from an index alone.
 */
const COUNTED = ['type_code', 'use_status', 'next_inspection_date', 'last_conclusion', 'load_test_year'];

export async function up(db: MigrationDb): Promise<void> {
  // A unit's lists filter by category and area together; both lead so their counts stay in the index.
  await db.schema
    .createIndex('equipment_unit_overview_idx')
    .on('equipment')
    .columns(['unit_id', 'type_code', 'area_code', ...COUNTED.slice(1)])
    .execute();
  await db.schema
    .createIndex('equipment_area_overview_idx')
    .on('equipment')
    .columns(['area_code', ...COUNTED])
    .execute();
  await db.schema.createIndex('equipment_overview_idx').on('equipment').columns(COUNTED).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('equipment_overview_idx').execute();
  await db.schema.dropIndex('equipment_area_overview_idx').execute();
  await db.schema.dropIndex('equipment_unit_overview_idx').execute();
}
