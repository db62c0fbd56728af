import type { MessageStatus } from '@portal/contract';
import type { Database } from '../../platform/db';
import { containsAny } from '../../platform/db/search';
import { newId, nowIso } from '../../platform/ids';

export async function insertMessage(db: Database, userId: string, title: string, content: string, link = ''): Promise<string> {
  const id = newId();
  await db.insertInto('messages').values({ id, user_id: userId, title, content, link, status: 'unread', prev_status: 'unread', created_at: nowIso(), read_at: null }).execute();
  return id;
}

export async function findMessagePage(db: Database, userId: string, status: MessageStatus, keyword: string | undefined, offset: number, limit: number) {
  let base = db.selectFrom('messages').where('user_id', '=', userId).where('status', '=', status);
  if (keyword) base = base.where((eb) => containsAny(eb, ['title', 'content'], keyword));
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id').offset(offset).limit(limit).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

export async function countUnread(db: Database, userId: string): Promise<number> {
  const r = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 'unread')
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Every update is limited to the owner's messages: an id of someone else's simply matches nothing. */
const ownMessages = (db: Database, userId: string) => db.updateTable('messages').where('user_id', '=', userId);

/** How many messages an update changed. */
const changed = async (q: ReturnType<typeof ownMessages>): Promise<number> => Number((await q.executeTakeFirst()).numUpdatedRows);

export async function markRead(db: Database, userId: string, ids: string[] | 'all'): Promise<number> {
  let q = ownMessages(db, userId).set({ status: 'read', read_at: nowIso() }).where('status', '=', 'unread');
  if (ids !== 'all') q = q.where('id', 'in', ids);
  return changed(q);
}

/** The owner's unread messages that lead to one page (a thread, a record): read once that page is opened. */
export const markReadByLink = (db: Database, userId: string, link: string): Promise<number> =>
  changed(ownMessages(db, userId).set({ status: 'read', read_at: nowIso() }).where('status', '=', 'unread').where('link', '=', link));

export const moveToTrash = (db: Database, userId: string, ids: string[]): Promise<number> =>
  changed(
    ownMessages(db, userId)
      .set((eb) => ({ prev_status: eb.ref('status'), status: 'trash' }))
      .where('status', '<>', 'trash')
      .where('id', 'in', ids),
  );

export const restoreFromTrash = (db: Database, userId: string, ids: string[]): Promise<number> =>
  changed(
    ownMessages(db, userId)
      .set((eb) => ({ status: eb.ref('prev_status') }))
      .where('status', '=', 'trash')
      .where('id', 'in', ids),
  );

export async function purge(db: Database, userId: string, ids: string[]): Promise<number> {
  const r = await db.deleteFrom('messages').where('user_id', '=', userId).where('status', '=', 'trash').where('id', 'in', ids).executeTakeFirst();
  return Number(r.numDeletedRows);
}
