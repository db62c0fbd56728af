import { sql, type Insertable, type Updateable, type Selectable } from 'kysely';
import type { DataScope } from '../../platform/auth/scope';
import { inScope } from '../../platform/auth/scope';
import type { Database, RowOf } from '../../platform/db';
import type { InvoiceItemTable, InvoiceTable } from '../../platform/db/schema';
import { containsAny } from '../../platform/db/search';
import { updateIfVersion } from '../../platform/db/versioned';
import { pageRows } from '../../platform/db/page';

/** A request with the name of the inspection body it is addressed to. */
function selectInvoices(db: Database) {
  return db.selectFrom('invoices as v').innerJoin('units as o', 'o.id', 'v.org_unit_id').selectAll('v').select('o.name as org_name');
}
export type InvoiceRow = RowOf<typeof selectInvoices>;

export const findInvoice = (db: Database, id: string) => selectInvoices(db).where('v.id', '=', id).executeTakeFirst();

export function findItems(db: Database, invoiceIds: readonly string[]) {
  if (invoiceIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('invoice_items')
    .selectAll()
    .where('invoice_id', 'in', [...invoiceIds])
    .orderBy('invoice_id')
    .orderBy('seq')
    .execute();
}
export type ItemRow = Awaited<ReturnType<typeof findItems>>[number];

export interface InvoiceFilter {
  state?: string;
  keyword: string;
  /** The unit's own (by its data scope), or the queue of the caller's inspection body (submitted at least once). */
  who: { scope: DataScope } | { body: DataScope };
}

export async function findInvoicePage(db: Database, f: InvoiceFilter, offset: number, limit: number): Promise<{ rows: InvoiceRow[]; count: number }> {
  let q = selectInvoices(db);
  if ('scope' in f.who) q = q.where(inScope(f.who.scope, { unit: 'v.unit_id' }));
  else q = q.where(inScope(f.who.body, { unit: 'v.unit_id', body: 'v.org_unit_id', money: true })).where('v.submitted_at', 'is not', null);
  if (f.state) q = q.where('v.state', '=', f.state);
  if (f.keyword)
    q = q.where((eb) =>
      eb.or([
        containsAny(eb, ['v.request_no', 'v.invoice_no', 'v.buyer_name', 'v.unit_name'], f.keyword),
        eb.exists(
          eb
            .selectFrom('invoice_items as i')
            .select('i.id')
            .whereRef('i.invoice_id', '=', 'v.id')
            .where((e2) => containsAny(e2, ['i.apply_no', 'i.accept_no'], f.keyword)),
        ),
      ]),
    );
  return pageRows(q, (s) => s.orderBy('v.updated_at', 'desc').orderBy('v.id', 'desc'), offset, limit);
}

export type NewItem = Pick<Selectable<InvoiceItemTable>, 'apply_id' | 'apply_no' | 'accept_no' | 'paid_fen'>;

export async function insertInvoice(db: Database, row: Insertable<InvoiceTable>, items: NewItem[], newId: () => string): Promise<void> {
  await db.insertInto('invoices').values(row).execute();
  await replaceItems(db, row.id, items, newId);
}

/** The applications of a request not yet holding anything (a draft, a returned one), replaced whole. */
export async function replaceItems(db: Database, invoiceId: string, items: NewItem[], newId: () => string): Promise<void> {
  await db.deleteFrom('invoice_items').where('invoice_id', '=', invoiceId).execute();
  if (items.length)
    await db
      .insertInto('invoice_items')
      .values(items.map((it, seq) => ({ id: newId(), invoice_id: invoiceId, seq, ...it, amount_fen: 0 })))
      .execute();
}

export const updateInvoice = (db: Database, id: string, version: number, set: Updateable<InvoiceTable>) => updateIfVersion(db, 'invoices', id, version, set);

export async function setItemAmount(db: Database, id: string, amountFen: number): Promise<void> {
  await db.updateTable('invoice_items').set({ amount_fen: amountFen }).where('id', '=', id).execute();
}

/** What submitted and issued requests hold of each application. */
export async function findBalances(db: Database, applyIds: readonly string[]): Promise<Map<string, number>> {
  if (applyIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('invoice_balances')
    .select(['apply_id', 'invoiced_fen'])
    .where('apply_id', 'in', [...applyIds])
    .execute();
  return new Map(rows.map((r) => [r.apply_id, Number(r.invoiced_fen)]));
}

/**
 * Holds `fen` more of an application's paid amount, only if that still fits under `paidFen`: one guarded UPDATE, so
 * of two requests racing for the same money the second finds the counter moved (PostgreSQL re-checks the condition
 * once the first commits) and gets false.
 */
export async function reserve(db: Database, applyId: string, fen: number, paidFen: number): Promise<boolean> {
  await db
    .insertInto('invoice_balances')
    .values({ apply_id: applyId, invoiced_fen: 0 })
    .onConflict((oc) => oc.column('apply_id').doNothing())
    .execute();
  const r = await db
    .updateTable('invoice_balances')
    .set({ invoiced_fen: sql<number>`invoiced_fen + ${fen}` })
    .where('apply_id', '=', applyId)
    .where(sql<boolean>`invoiced_fen + ${fen} <= ${paidFen}`)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Gives back what a returned or withdrawn request held. */
export async function release(db: Database, applyId: string, fen: number): Promise<void> {
  await db
    .updateTable('invoice_balances')
    .set({ invoiced_fen: sql<number>`invoiced_fen - ${fen}` })
    .where('apply_id', '=', applyId)
    .execute();
}
