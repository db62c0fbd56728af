import type { Database } from '../../platform/db';
import type { ErrorLogTable } from '../../platform/db/schema';

export async function insertErrorLog(db: Database, row: ErrorLogTable): Promise<void> {
  await db.insertInto('error_logs').values(row).execute();
}

/** A page of entries, newest first; `userId` limits it to one user's own. */
export async function findErrorLogPage(
  db: Database,
  q: { userId?: string; type?: string; keyword?: string; offset: number; limit: number },
) {
  let base = db.selectFrom('error_logs');
  if (q.userId) base = base.where('user_id', '=', q.userId);
  if (q.type) base = base.where('type', '=', q.type);
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) => eb.or([eb('message', 'like', like), eb('url', 'like', like), eb('user_name', 'like', like)]));
  }
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('time', 'desc').orderBy('id').offset(q.offset).limit(q.limit).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}
