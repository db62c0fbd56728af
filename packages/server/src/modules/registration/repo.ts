import type { Insertable } from 'kysely';
import type { Database } from '../../platform/db';
import { containsAny } from '../../platform/db/search';
import type { AccountApplicationTable } from '../../platform/db/schema';

export function findApplication(db: Database, id: string) {
  return db.selectFrom('account_applications').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The newest open (pending or returned) application of a credit code. */
export function findOpenByUscc(db: Database, uscc: string) {
  return db
    .selectFrom('account_applications')
    .select(['id', 'state'])
    .where('uscc', '=', uscc)
    .where('state', 'in', ['pending', 'returned'])
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function isLoginNameAsked(db: Database, loginName: string, exceptId?: string): Promise<boolean> {
  let q = db.selectFrom('account_applications').select('id').where('login_name', '=', loginName).where('state', 'in', ['pending', 'returned']);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return !!(await q.limit(1).executeTakeFirst());
}

export async function isDraftUsed(db: Database, draftId: string, exceptId?: string) {
  let q = db.selectFrom('account_applications').select(['id', 'state']).where('draft_id', '=', draftId);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return q.limit(1).executeTakeFirst();
}

export function findByUsccAndMobile(db: Database, uscc: string, mobile: string) {
  return db.selectFrom('account_applications').selectAll().where('uscc', '=', uscc).where('mobile', '=', mobile).orderBy('submitted_at', 'desc').orderBy('id', 'desc').execute();
}

export async function insertApplication(db: Database, row: Insertable<AccountApplicationTable>): Promise<void> {
  await db.insertInto('account_applications').values(row).execute();
}

/** Links an approved application to the unit it created. */
export async function setApplicationUnit(db: Database, id: string, unitId: string): Promise<void> {
  await db.updateTable('account_applications').set({ unit_id: unitId }).where('id', '=', id).execute();
}

export async function findApplicationPage(db: Database, q: { state?: string; keyword?: string; offset: number; limit: number }) {
  let base = db.selectFrom('account_applications');
  if (q.state) base = base.where('state', '=', q.state);
  if (q.keyword) {
    const keyword = q.keyword;
    base = base.where((eb) => containsAny(eb, ['unit_name', 'uscc', 'login_name', 'contact_person'], keyword));
  }
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('submitted_at', 'desc').orderBy('id').offset(q.offset).limit(q.limit).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}
