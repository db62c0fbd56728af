import type { Insertable } from 'kysely';
import type { Database } from '../../platform/db';
import { containsAny } from '../../platform/db/search';
import type { SmsCodeTable, SmsTicketTable } from '../../platform/db/schema';

export async function insertCode(db: Database, row: Insertable<SmsCodeTable>): Promise<void> {
  await db.insertInto('sms_codes').values(row).execute();
}

/** The newest unused code for a phone and purpose. */
export function findOpenCode(db: Database, mobile: string, purpose: string) {
  return db
    .selectFrom('sms_codes')
    .selectAll()
    .where('mobile', '=', mobile)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Takes one try of an unused code's allowance: the tries taken so far, or null when none is left. */
export async function takeTry(db: Database, id: string, max: number): Promise<number | null> {
  const row = await db
    .updateTable('sms_codes')
    .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('wrong_tries', '<', max)
    .returning('wrong_tries')
    .executeTakeFirst();
  return row ? Number(row.wrong_tries) : null;
}

/** Marks a code used; false if another request used it first. */
export async function useCode(db: Database, id: string, at: string): Promise<boolean> {
  const r = await db.updateTable('sms_codes').set({ used_at: at }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function insertTicket(db: Database, row: Insertable<SmsTicketTable>): Promise<void> {
  await db.insertInto('sms_tickets').values(row).execute();
}

/** Takes a ticket out (single use); returns it if it was there. */
export function takeTicket(db: Database, id: string) {
  return db.deleteFrom('sms_tickets').where('id', '=', id).returning(['mobile', 'purpose', 'expires_at', 'consent_version', 'consent_at']).executeTakeFirst();
}

export async function findOutboxPage(db: Database, q: { mobile?: string; offset: number; limit: number }) {
  let base = db.selectFrom('sms_outbox');
  const mobile = q.mobile;
  if (mobile) base = base.where((eb) => containsAny(eb, ['mobile'], mobile));
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id').offset(q.offset).limit(q.limit).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}
