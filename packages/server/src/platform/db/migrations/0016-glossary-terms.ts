import type { MigrationDb } from './migration-db';

/** Dictionary labels the glossary renamed, where administrators have not changed them since they were seeded. */
const RENAMED = [{ type: 'unit_type', value: 'maintain', from: '维护保养单位', to: '维保单位' }];

export async function up(db: MigrationDb): Promise<void> {
  for (const r of RENAMED) await db.updateTable('dict_items').set({ label: r.to }).where('type', '=', r.type).where('value', '=', r.value).where('label', '=', r.from).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const r of RENAMED) await db.updateTable('dict_items').set({ label: r.from }).where('type', '=', r.type).where('value', '=', r.value).where('label', '=', r.to).execute();
}
