import type { Insertable } from 'kysely';
import { inScope, type DataScope } from '../../platform/auth/scope';
import type { Database } from '../../platform/db';
import { updateIfVersion } from '../../platform/db/versioned';
import type { OperatorTable, QualificationTable } from '../../platform/db/schema';
import { containsAny } from '../../platform/db/search';
import { nowIso } from '../../platform/ids';

export interface OperatorQuery {
  scope: DataScope;
  keyword?: string;
  itemCode?: string;
  /** Only operators holding a certificate that expires in [from, to]. */
  expiry?: { from?: string; to?: string };
  offset: number;
  limit: number;
}

export async function findOperatorPage(db: Database, q: OperatorQuery) {
  let base = db.selectFrom('operators as o');
  base = base.where(inScope(q.scope, { unit: 'o.unit_id' }));
  const keyword = q.keyword;
  if (keyword) base = base.where((eb) => containsAny(eb, ['o.name', 'o.mobile', 'o.id_number', 'o.post'], keyword));
  if (q.itemCode || q.expiry)
    base = base.where((eb) => {
      let sub = eb.selectFrom('qualifications as q').select('q.id').whereRef('q.operator_id', '=', 'o.id');
      if (q.itemCode) sub = sub.where('q.item_code', '=', q.itemCode);
      if (q.expiry?.from) sub = sub.where('q.expiry_date', '>=', q.expiry.from);
      if (q.expiry?.to) sub = sub.where('q.expiry_date', '<=', q.expiry.to);
      return eb.exists(sub);
    });
  const [rows, total] = await Promise.all([
    base.selectAll('o').orderBy('o.name').orderBy('o.id').offset(q.offset).limit(q.limit).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

export function findOperator(db: Database, id: string) {
  return db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findQualificationsOf(db: Database, operatorIds: string[]) {
  return operatorIds.length
    ? db.selectFrom('qualifications').selectAll().where('operator_id', 'in', operatorIds).orderBy('expiry_date').orderBy('id').execute()
    : Promise.resolve([]);
}

export function findQualification(db: Database, id: string) {
  return db.selectFrom('qualifications').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function isIdNumberUsed(db: Database, unitId: string, idNumber: string, exceptId?: string): Promise<boolean> {
  let q = db.selectFrom('operators').select('id').where('unit_id', '=', unitId).where('id_number', '=', idNumber);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return !!(await q.limit(1).executeTakeFirst());
}

export async function insertOperator(db: Database, row: Insertable<OperatorTable>): Promise<void> {
  await db.insertInto('operators').values(row).execute();
}

export async function insertQualification(db: Database, row: Insertable<QualificationTable>): Promise<void> {
  await db.insertInto('qualifications').values(row).execute();
}

/** Writes if the row still has the version the editor loaded; returns whether it did. */
export function updateVersioned(db: Database, table: 'operators' | 'qualifications', id: string, version: number, fields: Record<string, unknown>): Promise<boolean> {
  return updateIfVersion(db, table, id, version, { ...fields, updated_at: nowIso() });
}

export async function deleteOperator(db: Database, id: string): Promise<void> {
  await db.deleteFrom('operators').where('id', '=', id).execute();
}

export async function deleteQualification(db: Database, id: string): Promise<void> {
  await db.deleteFrom('qualifications').where('id', '=', id).execute();
}

export function countOperators(db: Database, scope: DataScope) {
  return db
    .selectFrom('operators')
    .select((eb) => eb.fn.countAll().as('n'))
    .where(inScope(scope, { unit: 'unit_id' }))
    .executeTakeFirstOrThrow();
}

export function qualificationStats(db: Database, scope: DataScope, today: string, soon: string) {
  return db
    .selectFrom('qualifications')
    .select((eb) => [
      'item_code',
      eb.fn.countAll().as('n'),
      eb.fn.sum(eb.case().when('expiry_date', '<', today).then(1).else(0).end()).as('expired'),
      eb.fn
        .sum(
          eb
            .case()
            .when(eb.and([eb('expiry_date', '>=', today), eb('expiry_date', '<=', soon)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('expiring'),
    ])
    .where(inScope(scope, { unit: 'unit_id' }))
    .groupBy('item_code')
    .execute();
}

/** The daily reminders' walk: the next `limit` units after `after` (in id order) holding a certificate that expires in [today, soon]. */
export async function findUnitsWithExpiring(db: Database, after: string, today: string, soon: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('qualifications')
    .select('unit_id')
    .where('unit_id', '>', after)
    .where('expiry_date', '>=', today)
    .where('expiry_date', '<=', soon)
    .groupBy('unit_id')
    .orderBy('unit_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.unit_id);
}

export async function countExpiring(db: Database, unitId: string, today: string, soon: string): Promise<number> {
  const r = await db
    .selectFrom('qualifications')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('unit_id', '=', unitId)
    .where('expiry_date', '>=', today)
    .where('expiry_date', '<=', soon)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export function findExpiring(db: Database, scope: DataScope, today: string, soon: string, limit: number) {
  return db
    .selectFrom('qualifications as q')
    .innerJoin('operators as o', 'o.id', 'q.operator_id')
    .select(['q.operator_id', 'o.name', 'q.item_code', 'q.cert_no', 'q.expiry_date'])
    .where('q.expiry_date', '>=', today)
    .where('q.expiry_date', '<=', soon)
    .where(inScope(scope, { unit: 'q.unit_id' }))
    .orderBy('q.expiry_date')
    .orderBy('q.id')
    .limit(limit)
    .execute();
}

/** A unit's operators holding an item valid on `today`, each with the certificate of that item that lasts longest. */
export function findHoldersOf(db: Database, unitId: string, itemCode: string, today: string) {
  return db
    .selectFrom('qualifications as q')
    .innerJoin('operators as o', 'o.id', 'q.operator_id')
    .select(['o.id as operator_id', 'o.name', 'q.cert_no', 'q.expiry_date'])
    .where('q.unit_id', '=', unitId)
    .where('o.unit_id', '=', unitId)
    .where('q.item_code', '=', itemCode)
    .where('q.expiry_date', '>=', today)
    .orderBy('o.name')
    .orderBy('q.expiry_date', 'desc')
    .orderBy('q.id')
    .execute();
}
