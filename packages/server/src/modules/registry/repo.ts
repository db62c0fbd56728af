import type { Insertable, Updateable } from 'kysely';
import { areaRange } from '../../platform/auth/scope';
import type { Database } from '../../platform/db';
import type { RegistryTable } from '../../platform/db/schema';

export const findAll = (db: Database) => db.selectFrom('registries').selectAll().orderBy('area_code').execute();

/** The most specific registry whose area covers a place (a district bureau before the city's). */
export async function findRegistryFor(db: Database, areaCode: string) {
  const all = await findAll(db);
  return all
    .filter((r) => {
      const [lo, hi] = areaRange(r.area_code);
      return areaCode >= lo && areaCode <= hi;
    })
    .sort((a, b) => b.area_code.replace(/(00)+$/, '').length - a.area_code.replace(/(00)+$/, '').length)[0];
}

export const findRegistry = (db: Database, id: string) => db.selectFrom('registries').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertRegistry(db: Database, row: Insertable<RegistryTable>): Promise<void> {
  await db.insertInto('registries').values(row).execute();
}

export async function updateRegistry(db: Database, id: string, fields: Updateable<RegistryTable>): Promise<void> {
  await db.updateTable('registries').set(fields).where('id', '=', id).execute();
}

/**
 * The next serial under a key, in the caller's transaction: one statement that both creates the
 * counter and moves it on, so two approvals never get the same number.
 */
export async function nextSerial(db: Database, key: string): Promise<number> {
  const row = await db
    .insertInto('cert_serials')
    .values({ key, last: 1 })
    .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ last: eb('cert_serials.last', '+', 1) })))
    .returning('last')
    .executeTakeFirstOrThrow();
  return Number(row.last);
}

/** The last serial given out under a key, without moving it (0 when none yet). */
export async function lastSerial(db: Database, key: string): Promise<number> {
  const row = await db.selectFrom('cert_serials').select('last').where('key', '=', key).executeTakeFirst();
  return Number(row?.last ?? 0);
}
