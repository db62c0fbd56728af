import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../../platform/db';
import { updateIfVersion } from '../../platform/db/versioned';
import { containsAny } from '../../platform/db/search';
import type { DictItemTable } from '../../platform/db/schema';
import { nowIso } from '../../platform/ids';

/** Enabled children of a parent, in their order, each marked with whether it has enabled children. */
export function findEnabledChildren(db: Database, type: string, parentValue: string) {
  return db
    .selectFrom('dict_items as d')
    .selectAll('d')
    .select((eb) =>
      eb
        .exists(eb.selectFrom('dict_items as c').select('c.id').whereRef('c.type', '=', 'd.type').whereRef('c.parent_value', '=', 'd.value').where('c.status', '=', 'enabled'))
        .as('has_children'),
    )
    .where('d.type', '=', type)
    .where('d.parent_value', '=', parentValue)
    .where('d.status', '=', 'enabled')
    .orderBy('d.sort')
    .orderBy('d.value')
    .execute();
}

export function findEnabledOfType(db: Database, type: string) {
  return db.selectFrom('dict_items').select(['value', 'label', 'parent_value']).where('type', '=', type).where('status', '=', 'enabled').orderBy('sort').orderBy('value').execute();
}

export function findItem(db: Database, type: string, value: string) {
  return db.selectFrom('dict_items').selectAll().where('type', '=', type).where('value', '=', value).executeTakeFirst();
}

export function findItemById(db: Database, id: string) {
  return db.selectFrom('dict_items').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findItemPage(db: Database, q: { type: string; parentValue?: string; keyword?: string; status?: string; offset: number; limit: number }) {
  let base = db.selectFrom('dict_items').where('type', '=', q.type);
  if (q.parentValue !== undefined) base = base.where('parent_value', '=', q.parentValue);
  if (q.status) base = base.where('status', '=', q.status);
  const keyword = q.keyword;
  if (keyword) base = base.where((eb) => containsAny(eb, ['value', 'label'], keyword));
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('parent_value').orderBy('sort').orderBy('value').offset(q.offset).limit(q.limit).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

export async function countByType(db: Database) {
  const rows = await db
    .selectFrom('dict_items')
    .select(['type', (eb) => eb.fn.countAll().as('n')])
    .groupBy('type')
    .execute();
  return new Map(rows.map((r) => [r.type, Number(r.n)]));
}

export async function insertItem(db: Database, row: Insertable<DictItemTable>): Promise<void> {
  await db.insertInto('dict_items').values(row).execute();
}

export async function insertItems(db: Database, rows: Selectable<DictItemTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('dict_items').values(rows).execute();
}

/** Updates only when the stored version is the one the editor loaded; returns whether it did. */
export function updateItem(
  db: Database,
  id: string,
  version: number,
  fields: Partial<Pick<Selectable<DictItemTable>, 'label' | 'parent_value' | 'sort' | 'remark' | 'status'>>,
): Promise<boolean> {
  return updateIfVersion(db, 'dict_items', id, version, { ...fields, updated_at: nowIso() });
}

export async function existingKeys(db: Database): Promise<Set<string>> {
  const rows = await db.selectFrom('dict_items').select(['type', 'value']).execute();
  return new Set(rows.map((r) => `${r.type}\u0000${r.value}`));
}
