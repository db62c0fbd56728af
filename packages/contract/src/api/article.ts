import { z } from 'zod';
import type { Workflow } from '../domain/workflow';
import { pageInput } from './envelope';

export const ARTICLE_CATEGORIES = { notice: '通知公告', policy: '政策法规', guide: '办事指南' } as const;
export type ArticleCategory = keyof typeof ARTICLE_CATEGORIES;
const category = z.enum(Object.keys(ARTICLE_CATEGORIES) as [ArticleCategory, ...ArticleCategory[]], { error: '栏目不正确' });

export type ArticleState = 'draft' | 'published' | 'withdrawn';
export type ArticleAction = 'publish' | 'withdraw';

/** A notice is written as a draft, published, and may be withdrawn and published again. */
export const ARTICLE_FLOW: Workflow<ArticleState, ArticleAction> = {
  states: {
    draft: { label: '草稿', color: 'default' },
    published: { label: '已发布', color: 'success' },
    withdrawn: { label: '已撤回', color: 'warning' },
  },
  transitions: [
    { action: 'publish', from: ['draft', 'withdrawn'], to: 'published', label: '发布', by: 'reviewer' },
    { action: 'withdraw', from: ['published'], to: 'withdrawn', label: '撤回', by: 'reviewer' },
  ],
};

/** Rich text of a notice, before sanitising: bounded so one notice cannot fill the database. */
export const ARTICLE_CONTENT_MAX = 200_000;

export const findArticleListInput = z.object({ category: category.optional(), limit: z.coerce.number().int().min(1).max(20).default(6) });
export const findArticlePageInput = pageInput.extend({ category: category.optional(), keyword: z.string().trim().max(50).optional() });
export const articleIdInput = z.object({ id: z.string({ error: '请选择公告' }).min(1, '请选择公告').max(64) });

export const findAdminArticlePageInput = findArticlePageInput.extend({ status: z.enum(['draft', 'published', 'withdrawn']).optional() });

export const saveArticleInput = z.object({
  id: z.string().max(64).optional(),
  title: z.string({ error: '标题不能为空' }).trim().min(1, '标题不能为空').max(100, '标题不能超过100个字符'),
  category,
  content: z.string({ error: '正文不能为空' }).max(ARTICLE_CONTENT_MAX, '正文过长，请删减后再保存'),
  version: z.coerce.number().int().min(1).optional(),
});

export const articleActionInput = z.object({ id: z.string().min(1, '请选择公告').max(64), version: z.coerce.number().int().min(1) });
export const pinArticleInput = articleActionInput.extend({ pinned: z.boolean({ error: '请选择是否置顶' }) });

export interface ArticleSummary {
  id: string;
  title: string;
  category: ArticleCategory;
  status: ArticleState;
  pinned: boolean;
  publishedAt: string | null;
  authorName: string;
  viewCount: number;
  version: number;
}

export interface ArticleDetail extends ArticleSummary {
  content: string;
  updatedAt: string;
}
