import type { Insertable } from 'kysely';
import type { Database, RowOf } from '../../platform/db';
import type { InteractionPostTable, InteractionThreadTable } from '../../platform/db/schema';
import { containsAny } from '../../platform/db/search';
import { inScope, type DataScope } from '../../platform/auth/scope';
import { pageRows } from '../../platform/db/page';

export type Side = 'company' | 'body';

/** Threads with the names of both sides. */
function selectThreads(db: Database) {
  return db
    .selectFrom('interaction_threads as t')
    .innerJoin('units as u', 'u.id', 't.unit_id')
    .innerJoin('units as o', 'o.id', 't.org_unit_id')
    .selectAll('t')
    .select(['u.name as unit_name', 'o.name as org_name']);
}
export type ThreadRow = RowOf<typeof selectThreads>;

export const findThread = (db: Database, id: string) => selectThreads(db).where('t.id', '=', id).executeTakeFirst();

/** Whose threads a list shows: a unit's by its data scope, or those addressed to the caller's inspection body (by its staff's scope). */
export interface ThreadOwner {
  side: Side;
  scope: DataScope;
}

export interface ThreadFilter {
  who: ThreadOwner;
  state?: string;
  applyId?: string;
  keyword: string;
  unreadOnly: boolean;
}

export async function findThreadPage(db: Database, f: ThreadFilter, offset: number, limit: number): Promise<{ rows: ThreadRow[]; count: number }> {
  let q = selectThreads(db);
  q = q.where(inScope(f.who.scope, f.who.side === 'company' ? { unit: 't.unit_id' } : { unit: 't.unit_id', body: 't.org_unit_id' }));
  if (f.state) q = q.where('t.state', '=', f.state);
  if (f.applyId) q = q.where('t.apply_id', '=', f.applyId);
  if (f.unreadOnly) q = q.where(f.who.side === 'company' ? 't.company_unread' : 't.body_unread', '>', 0);
  if (f.keyword) q = q.where((eb) => containsAny(eb, ['t.subject', 't.apply_no', 't.report_no'], f.keyword));
  return pageRows(q, (s) => s.orderBy('t.last_post_at', 'desc').orderBy('t.id', 'desc'), offset, limit);
}

export async function insertThread(db: Database, row: Insertable<InteractionThreadTable>): Promise<void> {
  await db.insertInto('interaction_threads').values(row).execute();
}

export async function insertPost(db: Database, row: Insertable<InteractionPostTable>): Promise<void> {
  await db.insertInto('interaction_posts').values(row).execute();
}

export const findPosts = (db: Database, threadId: string) => db.selectFrom('interaction_posts').selectAll().where('thread_id', '=', threadId).orderBy('seq').execute();

/** The ids of the files already sent in a thread's posts. */
export async function findPostedFiles(db: Database, threadId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('interaction_posts').select('attachments').where('thread_id', '=', threadId).execute();
  return new Set(rows.flatMap((r) => JSON.parse(r.attachments) as string[]));
}

/**
 * Counts a new post on an open thread: the last post's summary, one more unread for the other side. Answers the new
 * post count, or null when the thread is no longer open (closed meanwhile).
 */
export async function countPost(db: Database, id: string, side: Side, last: { at: string; authorName: string; excerpt: string }): Promise<number | null> {
  const other = side === 'company' ? 'body_unread' : 'company_unread';
  const r = await db
    .updateTable('interaction_threads')
    .set((eb) => ({
      post_count: eb('post_count', '+', 1),
      last_post_at: last.at,
      last_post_side: side,
      last_author_name: last.authorName,
      last_excerpt: last.excerpt,
      [other]: eb(other, '+', 1),
      updated_at: last.at,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .where('state', '=', 'open')
    .returning('post_count')
    .executeTakeFirst();
  return r ? Number(r.post_count) : null;
}

/** The viewer's side has seen every post (not a change of the thread: its version stays). */
export async function markRead(db: Database, id: string, side: Side): Promise<void> {
  const column = side === 'company' ? 'company_unread' : 'body_unread';
  await db
    .updateTable('interaction_threads')
    .set({ [column]: 0 })
    .where('id', '=', id)
    .where(column, '>', 0)
    .execute();
}
