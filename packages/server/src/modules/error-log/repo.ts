import type { Insertable } from 'kysely';
import type { Database } from '../../platform/db';
import { containsAny } from '../../platform/db/search';
import type { ErrorLogTable } from '../../platform/db/schema';

export async function insertErrorLog(db: Database, row: Insertable<ErrorLogTable>): Promise<void> {
  await db.insertInto('error_logs').values(row).execute();
}

/** A page of entries, newest first; `userId` limits it to one user's own. */
export async function findErrorLogPage(db: Database, q: { userId?: string; type?: string; keyword?: string; offset: number; limit: number }) {
  let base = db.selectFrom('error_logs');
  if (q.userId) base = base.where('user_id', '=', q.userId);
  if (q.type) base = base.where('type', '=', q.type);
  if (q.keyword) {
    const keyword = q.keyword;
    base = base.where((eb) => containsAny(eb, ['message', 'url', 'user_name'], keyword));
  }
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('time', 'desc').orderBy('id').offset(q.offset).limit(q.limit).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}
