import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../../platform/db';
import { updateIfVersion } from '../../platform/db/versioned';
import { containsAny } from '../../platform/db/search';
import type { ArticleTable } from '../../platform/db/schema';
import { nowIso } from '../../platform/ids';

const SUMMARY = ['id', 'title', 'category', 'status', 'pinned', 'published_at', 'author_name', 'view_count', 'version'] as const;

export function findLatestPublished(db: Database, category: string | undefined, limit: number) {
  let q = db.selectFrom('articles').select(SUMMARY).where('status', '=', 'published');
  if (category) q = q.where('category', '=', category);
  return q.orderBy('pinned', 'desc').orderBy('published_at', 'desc').orderBy('id').limit(limit).execute();
}

export async function findArticlePage(db: Database, q: { status?: string; category?: string; keyword?: string; offset: number; limit: number }) {
  let base = db.selectFrom('articles');
  if (q.status) base = base.where('status', '=', q.status);
  if (q.category) base = base.where('category', '=', q.category);
  const keyword = q.keyword;
  if (keyword) base = base.where((eb) => containsAny(eb, ['title'], keyword));
  const [rows, total] = await Promise.all([
    base.select(SUMMARY).orderBy('pinned', 'desc').orderBy('published_at', 'desc').orderBy('updated_at', 'desc').orderBy('id').offset(q.offset).limit(q.limit).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

export function findArticle(db: Database, id: string) {
  return db.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertArticle(db: Database, row: Insertable<ArticleTable>): Promise<void> {
  await db.insertInto('articles').values(row).execute();
}

/** Writes if the row still has the version the editor loaded; returns whether it did. */
export function updateArticle(db: Database, id: string, version: number, fields: Partial<Selectable<ArticleTable>>): Promise<boolean> {
  return updateIfVersion(db, 'articles', id, version, { ...fields, updated_at: nowIso() });
}

export async function countView(db: Database, id: string): Promise<void> {
  await db
    .updateTable('articles')
    .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
    .where('id', '=', id)
    .execute();
}
