import type { MigrationDb } from './migration-db';

/**
 * Lists order by a column and then by id, so that pages never overlap. With id at the end of each
 * ordering index, the database reads a page straight off the index and stops, instead of sorting
 * every row of a tie (the whole unit or city) in a temporary tree first.
 */
const ORDERING = {
  equipment_unit_next_idx: ['unit_id', 'next_inspection_date'],
  equipment_unit_type_next_idx: ['unit_id', 'type_code', 'next_inspection_date'],
  equipment_next_idx: ['next_inspection_date'],
  equipment_type_next_idx: ['type_code', 'next_inspection_date'],
  equipment_area_next_idx: ['area_code', 'next_inspection_date'],
  equipment_device_code_idx: ['device_code'],
} as const;

export async function up(db: MigrationDb): Promise<void> {
  for (const [name, columns] of Object.entries(ORDERING)) {
    await db.schema.dropIndex(name).execute();
    await db.schema
      .createIndex(name)
      .on('equipment')
      .columns([...columns, 'id'])
      .execute();
  }
}

export async function down(db: MigrationDb): Promise<void> {
  for (const [name, columns] of Object.entries(ORDERING)) {
    await db.schema.dropIndex(name).execute();
    await db.schema
      .createIndex(name)
      .on('equipment')
      .columns([...columns])
      .execute();
  }
}
