import type { Selectable } from 'kysely';
import {
  type ArticleAction,
  type ArticleCategory,
  type ArticleDetail,
  type ArticleState,
  type ArticleSummary,
  type Page,
  type findAdminArticlePageInput,
  type saveArticleInput,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { writeAudit } from '../../platform/audit';
import type { ArticleTable } from '../../platform/db/schema';
import { badInput, businessError, conflict, notFound } from '../../platform/http/errors';
import { newId, nowIso } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import { hasText, sanitizeRichText } from '../../platform/text/sanitize';
import type { AttachmentRule } from '../attachment/service';
import { applyStep, startFlow, type FlowRecordSpec } from '../workflow/service';
import * as repo from './repo';

type SummaryRow = Pick<Selectable<ArticleTable>, 'id' | 'title' | 'category' | 'status' | 'pinned' | 'published_at' | 'author_name' | 'view_count' | 'version'>;

const toSummary = (r: SummaryRow): ArticleSummary => ({
  id: r.id,
  title: r.title,
  category: r.category as ArticleCategory,
  status: r.status as ArticleState,
  pinned: r.pinned === 1,
  publishedAt: r.published_at,
  authorName: r.author_name,
  viewCount: r.view_count,
  version: r.version,
});

const toDetail = (r: Selectable<ArticleTable>): ArticleDetail => ({ ...toSummary(r), content: r.content, updatedAt: r.updated_at });

/** The latest published notices, pinned first (home work desk). */
export async function findLatest(ctx: AppContext, category: string | undefined, limit: number): Promise<ArticleSummary[]> {
  return (await repo.findLatestPublished(ctx.db, category, limit)).map(toSummary);
}

/** Published notices with search and paging; editors may ask for any state. */
export async function findPage(ctx: AppContext, q: z.output<typeof findAdminArticlePageInput>): Promise<Page<ArticleSummary>> {
  const { rows, count } = await repo.findArticlePage(ctx.db, { ...q, offset: (q.pageNo - 1) * q.pageSize, limit: q.pageSize });
  return { list: rows.map(toSummary), count, pageNo: q.pageNo, pageSize: q.pageSize };
}

/** A published notice for a reader, counted as one more view. */
export async function readPublished(ctx: AppContext, id: string): Promise<ArticleDetail> {
  const row = await repo.findArticle(ctx.db, id);
  if (!row || row.status !== 'published') throw notFound('公告');
  await repo.countView(ctx.db, id);
  return toDetail({ ...row, view_count: row.view_count + 1 });
}

/** Any notice, for its editors. */
export async function getForEditor(ctx: AppContext, id: string): Promise<ArticleDetail> {
  const row = await repo.findArticle(ctx.db, id);
  if (!row) throw notFound('公告');
  return toDetail(row);
}

/** A notice's attachments: its editors attach them, every reader may open them. */
export const articleAttachments: AttachmentRule = {
  canWrite: (_ctx, s) => s.menuIds.has('system.notice'),
  canRead: () => true,
};

/** Notices and their flow log are for their editors. */
export const articleRecord: FlowRecordSpec = {
  table: 'articles',
  stateColumn: 'status',
  subject: (_ctx, row: Selectable<ArticleTable>) => row.title,
  canSee: (s) => s.menuIds.has('system.notice'),
};

/** Creates a draft or edits a notice; the rich text is sanitised before it is stored. */
export async function saveArticle(ctx: AppContext, s: SessionContext, input: z.output<typeof saveArticleInput>, ip: string): Promise<ArticleDetail> {
  const content = sanitizeRichText(input.content);
  if (!hasText(content)) throw badInput('正文不能为空');
  const id = input.id ?? newId();
  const version = input.version;
  await ctx.db.transaction().execute(async (trx) => {
    if (!input.id) {
      const now = nowIso();
      await repo.insertArticle(trx, {
        id,
        title: input.title,
        category: input.category,
        content,
        status: 'draft',
        pinned: 0,
        published_at: null,
        author_id: s.userId,
        author_name: s.userName,
        view_count: 0,
        created_at: now,
        updated_at: now,
        version: 1,
      });
      await startFlow({ ...ctx, db: trx }, { kind: 'article', id, actor: { kind: 'user', session: s }, audit: { action: 'article.create', detail: { title: input.title }, ip } });
      return;
    }
    if (!(await repo.findArticle(trx, id))) throw notFound('公告');
    if (version === undefined) throw businessError('缺少版本号，请刷新后重试');
    if (!(await repo.updateArticle(trx, id, version, { title: input.title, category: input.category, content }))) throw conflict();
    await writeAudit(trx, { actorId: s.userId, actorName: s.userName, action: 'article.update', target: id, detail: { title: input.title }, ip });
  });
  return getForEditor(ctx, id);
}

/** Publishes or withdraws a notice as the flow allows from its state. */
export async function applyAction(ctx: AppContext, s: SessionContext, id: string, version: number, action: ArticleAction, ip: string): Promise<ArticleDetail> {
  await applyStep(ctx, {
    kind: 'article',
    id,
    action,
    party: 'reviewer',
    actor: { kind: 'user', session: s },
    version,
    set: action === 'publish' ? { published_at: nowIso(), updated_at: nowIso() } : { updated_at: nowIso() },
    audit: { action: `article.${action}`, ip },
  });
  return getForEditor(ctx, id);
}

export async function setPinned(ctx: AppContext, s: SessionContext, id: string, version: number, pinned: boolean, ip: string): Promise<ArticleDetail> {
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.findArticle(trx, id))) throw notFound('公告');
    if (!(await repo.updateArticle(trx, id, version, { pinned: pinned ? 1 : 0 }))) throw conflict();
    await writeAudit(trx, { actorId: s.userId, actorName: s.userName, action: pinned ? 'article.pin' : 'article.unpin', target: id, ip });
  });
  return getForEditor(ctx, id);
}
