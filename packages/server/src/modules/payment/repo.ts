import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../../platform/db';
import type { PayAnomalyTable, PayOrderTable } from '../../platform/db/schema';
import { newId, nowIso } from '../../platform/ids';

export type OrderRow = Selectable<PayOrderTable>;
export type AnomalyRow = Selectable<PayAnomalyTable> & { description: string };

/** Takes the lease on a record's orders until `until`, when it is free or its holder's time ran out; true when taken. */
export async function takeLock(db: Database, purpose: string, bizId: string, holder: string, until: string, now: string): Promise<boolean> {
  const r = await db
    .insertInto('pay_locks')
    .values({ purpose, biz_id: bizId, holder, until })
    .onConflict((oc) => oc.columns(['purpose', 'biz_id']).doUpdateSet({ holder, until }).where('pay_locks.until', '<', now))
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function releaseLock(db: Database, purpose: string, bizId: string, holder: string): Promise<void> {
  await db.deleteFrom('pay_locks').where('purpose', '=', purpose).where('biz_id', '=', bizId).where('holder', '=', holder).execute();
}

/**
 * PostgreSQL: locks every order of a record, in id order, before the settlement writes any: two settlements of one
 * record wait for each other at the first row instead of each holding one row the other needs.
 */
export async function lockOrders(db: Database, purpose: string, bizId: string): Promise<void> {
  await db.selectFrom('pay_orders').select('id').where('purpose', '=', purpose).where('biz_id', '=', bizId).orderBy('id').forUpdate().execute();
}

export const insertOrder = (db: Database, row: Insertable<PayOrderTable>) => db.insertInto('pay_orders').values(row).execute();

export const findOrder = (db: Database, outTradeNo: string) => db.selectFrom('pay_orders').selectAll().where('out_trade_no', '=', outTradeNo).executeTakeFirst();

export const findOpenOrders = (db: Database, purpose: string, bizId: string) =>
  db.selectFrom('pay_orders').selectAll().where('purpose', '=', purpose).where('biz_id', '=', bizId).where('state', '=', 'open').orderBy('created_at').orderBy('id').execute();

/** The order that paid for a business record, if one did. */
export const findPaidOrder = (db: Database, purpose: string, bizId: string) =>
  db.selectFrom('pay_orders').selectAll().where('purpose', '=', purpose).where('biz_id', '=', bizId).where('state', '=', 'paid').executeTakeFirst();

export const findLatestOrder = (db: Database, purpose: string, bizId: string) =>
  db
    .selectFrom('pay_orders')
    .selectAll()
    .where('purpose', '=', purpose)
    .where('biz_id', '=', bizId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

export async function setCodeUrl(db: Database, outTradeNo: string, codeUrl: string): Promise<void> {
  await db.updateTable('pay_orders').set({ code_url: codeUrl, updated_at: nowIso() }).where('out_trade_no', '=', outTradeNo).execute();
}

/** Moves an open order to closed or expired; false when it was no longer open. */
export async function leaveOpen(db: Database, outTradeNo: string, to: 'closed' | 'expired'): Promise<boolean> {
  const r = await db
    .updateTable('pay_orders')
    .set((eb) => ({ state: to, updated_at: nowIso(), version: eb('version', '+', 1) }))
    .where('out_trade_no', '=', outTradeNo)
    .where('state', '=', 'open')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Closes every open order of a business record; returns the order numbers closed. */
export async function closeOpenOrders(db: Database, purpose: string, bizId: string, except = ''): Promise<string[]> {
  const open = (await findOpenOrders(db, purpose, bizId)).filter((o) => o.out_trade_no !== except);
  const closed: string[] = [];
  for (const o of open) if (await leaveOpen(db, o.out_trade_no, 'closed')) closed.push(o.out_trade_no);
  return closed;
}

/**
 * The settlement's one conditional write: paid, only if not paid already and the amount is the order's. False
 * when another delivery of the same payment got there first.
 */
export async function markPaid(db: Database, outTradeNo: string, amountFen: number, paid: { transactionId: string; paidAt: string }): Promise<boolean> {
  const r = await db
    .updateTable('pay_orders')
    .set((eb) => ({
      state: 'paid',
      transaction_id: paid.transactionId,
      paid_at: paid.paidAt,
      paid_amount_fen: amountFen,
      updated_at: nowIso(),
      version: eb('version', '+', 1),
    }))
    .where('out_trade_no', '=', outTradeNo)
    .where('state', '<>', 'paid')
    .where('amount_fen', '=', amountFen)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Keeps what the provider says was paid on an order that was not settled by it (the anomaly says why). */
export async function notePayment(db: Database, outTradeNo: string, paid: { transactionId: string; paidAt: string | null; amountFen: number }): Promise<void> {
  await db
    .updateTable('pay_orders')
    .set({ transaction_id: paid.transactionId, paid_at: paid.paidAt, paid_amount_fen: paid.amountFen, updated_at: nowIso() })
    .where('out_trade_no', '=', outTradeNo)
    .where('state', '<>', 'paid')
    .execute();
}

/** Paid orders of a provider whose payment time falls in [from, to). */
export const findPaidBetween = (db: Database, provider: string, from: string, to: string) =>
  db.selectFrom('pay_orders').selectAll().where('provider', '=', provider).where('state', '=', 'paid').where('paid_at', '>=', from).where('paid_at', '<', to).execute();

/** Records an anomaly once per order and kind; true when it is new. */
export async function insertAnomaly(db: Database, row: Omit<Insertable<PayAnomalyTable>, 'id' | 'created_at' | 'resolved'>): Promise<boolean> {
  const r = await db
    .insertInto('pay_anomalies')
    .values({ ...row, note: row.note.slice(0, 500), id: newId(), created_at: nowIso() })
    .onConflict((oc) => oc.columns(['out_trade_no', 'kind']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

export const hasAnomaly = async (db: Database, outTradeNo: string) =>
  !!(await db.selectFrom('pay_anomalies').select('id').where('out_trade_no', '=', outTradeNo).limit(1).executeTakeFirst());

/** Anomalies with their order's description, of the unit paid (a body's finance) and those matching no order here. */
function selectAnomalies(db: Database, payeeUnitId: string) {
  return db
    .selectFrom('pay_anomalies as a')
    .leftJoin('pay_orders as o', 'o.out_trade_no', 'a.out_trade_no')
    .where((eb) => eb.or([eb('o.unit_id', '=', payeeUnitId), eb('o.id', 'is', null)]));
}

export async function findAnomalyPage(
  db: Database,
  payeeUnitId: string,
  q: { pageNo: number; pageSize: number; date?: string; resolved?: boolean },
): Promise<{ rows: AnomalyRow[]; count: number }> {
  let base = selectAnomalies(db, payeeUnitId);
  if (q.date) base = base.where('a.bill_date', '=', q.date);
  if (q.resolved !== undefined) base = base.where('a.resolved', '=', q.resolved ? 1 : 0);
  const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll('a')
    .select((eb) => eb.fn.coalesce('o.description', eb.val('')).as('description'))
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id')
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize)
    .execute();
  return { rows, count: Number(count) };
}

export const findAnomaly = (db: Database, payeeUnitId: string, id: string) =>
  selectAnomalies(db, payeeUnitId)
    .selectAll('a')
    .select((eb) => eb.fn.coalesce('o.description', eb.val('')).as('description'))
    .where('a.id', '=', id)
    .executeTakeFirst();

/** Settles an anomaly once: false when someone else settled it first. */
export async function resolveAnomaly(db: Database, id: string, set: { resolution: string; resolved_by: string; resolved_at: string }): Promise<boolean> {
  const r = await db
    .updateTable('pay_anomalies')
    .set({ ...set, resolved: 1 })
    .where('id', '=', id)
    .where('resolved', '=', 0)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function recordReconciliation(db: Database, row: { bill_date: string; provider: string; checked: number; anomalies: number }): Promise<void> {
  const ran_at = nowIso();
  await db
    .insertInto('pay_reconciliations')
    .values({ ...row, ran_at })
    .onConflict((oc) => oc.column('bill_date').doUpdateSet({ provider: row.provider, checked: row.checked, anomalies: row.anomalies, ran_at }))
    .execute();
}

export const findReconciliation = (db: Database, date: string) => db.selectFrom('pay_reconciliations').selectAll().where('bill_date', '=', date).executeTakeFirst();
