import { codeKey } from '@portal/contract';
import { PostgresAdapter, sql } from 'kysely';
import type { MigrationDb } from './migration-db';

const KEYS = [
  ['device_code', 'device_code_key'],
  ['cert_no', 'cert_no_key'],
  ['register_code', 'register_code_key'],
] as const;
const BATCH = 1000;

/**
 * Device codes, certificate numbers and register codes in their normalised form (codeKey: half-width, no spaces,
 * upper case; '' for empty and placeholder codes) beside the values as typed, indexed: uniqueness checks and searches
 * by code compare these, so a million rows need no function in the WHERE clause. Existing rows are filled here.
 */
export async function up(db: MigrationDb): Promise<void> {
  for (const [, key] of KEYS)
    await db.schema
      .alterTable('equipment')
      .addColumn(key, 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .execute();
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  for (let last = ''; ;) {
    const rows: { id: string; device_code: string; cert_no: string; register_code: string }[] = await db
      .selectFrom('equipment')
      .select(['id', 'device_code', 'cert_no', 'register_code'])
      .where('id', '>', last)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    const changed = rows.map((r) => [r.id, codeKey(r.device_code), codeKey(r.cert_no), codeKey(r.register_code)] as const).filter(([, d, c, g]) => d || c || g);
    if (changed.length && pg)
      await sql`update equipment as e set device_code_key = v.d, cert_no_key = v.c, register_code_key = v.g
        from (values ${sql.join(changed.map((v) => sql`(${sql.join(v)})`))}) as v(id, d, c, g) where e.id = v.id`.execute(db);
    else for (const [id, d, c, g] of changed) await db.updateTable('equipment').set({ device_code_key: d, cert_no_key: c, register_code_key: g }).where('id', '=', id).execute();
    if (rows.length < BATCH) break;
    last = rows[rows.length - 1].id;
  }
  for (const [, key] of KEYS) await db.schema.createIndex(`equipment_${key}_idx`).on('equipment').column(key).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const [, key] of KEYS) {
    await db.schema.dropIndex(`equipment_${key}_idx`).execute();
    await db.schema.alterTable('equipment').dropColumn(key).execute();
  }
}
