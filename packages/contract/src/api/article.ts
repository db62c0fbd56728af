import { z } from 'zod';
import { recordVersion } from '../validators/zod';
import type { Workflow } from '../domain/workflow';
import { pageInput } from './envelope';
import { endpointsWith, pageOf } from './endpoint';

export const ARTICLE_CATEGORIES = { notice: '通知公告', policy: '政策法规', guide: '办事指南' } as const;
export type ArticleCategory = keyof typeof ARTICLE_CATEGORIES;
const category = z.enum(Object.keys(ARTICLE_CATEGORIES) as [ArticleCategory, ...ArticleCategory[]], { error: '栏目不正确' });

const ARTICLE_STATES = ['draft', 'published', 'withdrawn'] as const;
export type ArticleState = (typeof ARTICLE_STATES)[number];
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
  version: recordVersion.optional(),
});

export const articleActionInput = z.object({ id: z.string().min(1, '请选择公告').max(64), version: recordVersion });
export const pinArticleInput = articleActionInput.extend({ pinned: z.boolean({ error: '请选择是否置顶' }) });

export const articleSummary = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(Object.keys(ARTICLE_CATEGORIES) as [ArticleCategory, ...ArticleCategory[]]),
  status: z.enum(ARTICLE_STATES),
  pinned: z.boolean(),
  publishedAt: z.string().nullable(),
  authorName: z.string(),
  viewCount: z.number(),
  version: z.number(),
});
export type ArticleSummary = z.output<typeof articleSummary>;

export const articleDetail = articleSummary.extend({
  content: z.string(),
  updatedAt: z.string(),
});
export type ArticleDetail = z.output<typeof articleDetail>;

const reading = endpointsWith({ spec: '§7 Home: index/findArticleList, findArticlePage, getArticle', access: 'notice' });
/** Maintenance: each step answers the notice as it then stands. */
const editing = endpointsWith({ spec: 'notice maintenance under 系统维护 › 公告维护 (what the home page lists)', access: 'system.notice', output: articleDetail });

/**
 * Spec §7 Home notices and their maintenance. Notices are written by administrators for everyone,
 * so no id here belongs to a unit.
 */
export const articleApi = {
  findArticleList: reading({ path: '/a/stone/index/findArticleList', title: '最新公告', input: findArticleListInput, output: z.array(articleSummary) }),
  findArticlePage: reading({ path: '/a/stone/index/findArticlePage', title: '公告列表', input: findArticlePageInput, output: pageOf(articleSummary) }),
  getArticle: reading({ path: '/a/stone/index/getArticle', title: '公告详情', input: articleIdInput, output: articleDetail }),
  findPage: editing({ path: '/a/stone/article/findPage', title: '公告维护列表', input: findAdminArticlePageInput, output: pageOf(articleSummary) }),
  get: editing({ path: '/a/stone/article/get', title: '编辑公告', input: articleIdInput }),
  save: editing({ path: '/a/stone/article/save', title: '保存公告', input: saveArticleInput }),
  publish: editing({ path: '/a/stone/article/publish', title: '发布公告', input: articleActionInput }),
  withdraw: editing({ path: '/a/stone/article/withdraw', title: '撤回公告', input: articleActionInput }),
  pin: editing({ path: '/a/stone/article/pin', title: '置顶公告', input: pinArticleInput }),
} as const;
