import type { Insertable, Updateable, Selectable } from 'kysely';
import type { Database } from '../../platform/db';
import type { FeeItemTable, ReliefPolicyTable } from '../../platform/db/schema';
import { updateIfVersion } from '../../platform/db/versioned';

export async function findItemPage(db: Database, orgId: string, q: { typeCode?: string; today?: string }, offset: number, limit: number) {
  let base = db.selectFrom('fee_items').where('org_unit_id', '=', orgId);
  if (q.typeCode) base = base.where('type_code', '=', q.typeCode);
  if (q.today) {
    const today = q.today;
    base = base.where('valid_from', '<=', today).where((eb) => eb.or([eb('valid_to', '=', ''), eb('valid_to', '>=', today)]));
  }
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('type_code').orderBy('catalogue_code').orderBy('inspection_kind').orderBy('band_min').orderBy('id').offset(offset).limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

/** The items of a body that may price a device of this category and kind on a day. */
export function findItemsFor(db: Database, orgId: string, typeCode: string, kind: string, today: string): Promise<Selectable<FeeItemTable>[]> {
  return db
    .selectFrom('fee_items')
    .selectAll()
    .where('org_unit_id', '=', orgId)
    .where('type_code', '=', typeCode)
    .where('inspection_kind', '=', kind)
    .where('valid_from', '<=', today)
    .where((eb) => eb.or([eb('valid_to', '=', ''), eb('valid_to', '>=', today)]))
    .orderBy('catalogue_code', 'desc')
    .orderBy('band_min')
    .orderBy('id')
    .execute();
}

export const findItem = (db: Database, id: string) => db.selectFrom('fee_items').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertItem(db: Database, row: Insertable<FeeItemTable>): Promise<void> {
  await db.insertInto('fee_items').values(row).execute();
}

export const updateItem = (db: Database, id: string, version: number, set: Updateable<FeeItemTable>) => updateIfVersion(db, 'fee_items', id, version, set);

export async function deleteItem(db: Database, id: string): Promise<boolean> {
  const r = await db.deleteFrom('fee_items').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Whether a fee line was ever priced by the item or relieved by the policy. */
export async function isUsed(db: Database, column: 'fee_item_id' | 'relief_policy_id', id: string): Promise<boolean> {
  return !!(await db.selectFrom('inspection_items').select('id').where(column, '=', id).limit(1).executeTakeFirst());
}

export async function findPolicyPage(db: Database, orgId: string | null, today: string | null, offset: number, limit: number) {
  let base = db.selectFrom('relief_policies as p').innerJoin('units as u', 'u.id', 'p.org_unit_id');
  if (orgId) base = base.where('p.org_unit_id', '=', orgId);
  if (today) base = base.where('p.valid_from', '<=', today).where((eb) => eb.or([eb('p.valid_to', '=', ''), eb('p.valid_to', '>=', today)]));
  const [rows, total] = await Promise.all([
    base.selectAll('p').select('u.name as org_name').orderBy('p.valid_from', 'desc').orderBy('p.id').offset(offset).limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}
export type PolicyRow = Awaited<ReturnType<typeof findPolicyPage>>['rows'][number];

export const findPolicy = (db: Database, id: string) =>
  db.selectFrom('relief_policies as p').innerJoin('units as u', 'u.id', 'p.org_unit_id').selectAll('p').select('u.name as org_name').where('p.id', '=', id).executeTakeFirst();

export async function insertPolicy(db: Database, row: Insertable<ReliefPolicyTable>): Promise<void> {
  await db.insertInto('relief_policies').values(row).execute();
}

export const updatePolicy = (db: Database, id: string, version: number, set: Updateable<ReliefPolicyTable>) => updateIfVersion(db, 'relief_policies', id, version, set);

export async function deletePolicy(db: Database, id: string): Promise<boolean> {
  const r = await db.deleteFrom('relief_policies').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
