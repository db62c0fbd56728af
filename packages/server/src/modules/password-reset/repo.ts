import type { Insertable } from 'kysely';
import type { Database } from '../../platform/db';
import { containsAny } from '../../platform/db/search';
import type { PasswordResetTable } from '../../platform/db/schema';
import { pageRows } from '../../platform/db/page';

const WITH_USER = (db: Database) =>
  db
    .selectFrom('password_resets as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .innerJoin('units as n', 'n.id', 'u.unit_id')
    .selectAll('p')
    .select(['u.login_name', 'u.name as user_name', 'n.name as unit_name', 'n.uscc']);

export type ResetRow = NonNullable<Awaited<ReturnType<typeof findReset>>>;

export function findReset(db: Database, id: string) {
  return WITH_USER(db).where('p.id', '=', id).executeTakeFirst();
}

export async function hasPending(db: Database, userId: string): Promise<boolean> {
  return !!(await db.selectFrom('password_resets').select('id').where('user_id', '=', userId).where('state', '=', 'pending').limit(1).executeTakeFirst());
}

export function findByUser(db: Database, userId: string) {
  return WITH_USER(db).where('p.user_id', '=', userId).orderBy('p.submitted_at', 'desc').orderBy('p.id', 'desc').execute();
}

export async function isDraftUsed(db: Database, draftId: string): Promise<boolean> {
  return !!(await db.selectFrom('password_resets').select('id').where('draft_id', '=', draftId).executeTakeFirst());
}

export async function insertReset(db: Database, row: Insertable<PasswordResetTable>): Promise<void> {
  await db.insertInto('password_resets').values(row).execute();
}

export async function findResetPage(db: Database, q: { state?: string; keyword?: string; offset: number; limit: number }) {
  let base = WITH_USER(db);
  if (q.state) base = base.where('p.state', '=', q.state);
  if (q.keyword) {
    const keyword = q.keyword;
    base = base.where((eb) => containsAny(eb, ['u.login_name', 'n.name', 'n.uscc'], keyword));
  }
  return pageRows(base, (s) => s.orderBy('p.submitted_at', 'desc').orderBy('p.id'), q.offset, q.limit);
}
