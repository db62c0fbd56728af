import type { Kysely } from 'kysely';

/**
 * Covering indexes for the overview's one-pass counts: a unit's, a city's (by area code) or all
 * equipment is read from the index alone.
 */
const COUNTED = ['type_code', 'use_status', 'next_inspection_date', 'last_conclusion', 'load_test_year'];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('equipment_unit_overview_idx').on('equipment').columns(['unit_id', ...COUNTED]).execute();
  await db.schema.createIndex('equipment_area_overview_idx').on('equipment').columns(['area_code', ...COUNTED]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('equipment_area_overview_idx').execute();
  await db.schema.dropIndex('equipment_unit_overview_idx').execute();
}
