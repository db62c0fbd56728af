import type { ArticleCategory, ArticleDetail } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { call, type In } from './http';
import { listQuery, recordQuery, useRefreshingMutation } from './query-client';

export interface SaveArticle {
  id?: string;
  title: string;
  category: ArticleCategory;
  content: string;
  version?: number;
}

export const articleKeys = {
  all: ['article'] as const,
  latest: (limit: number) => [...articleKeys.all, 'latest', limit] as const,
  page: (q: In<'article.findArticlePage'>) => [...articleKeys.all, 'page', q] as const,
  detail: (id: string) => [...articleKeys.all, 'detail', id] as const,
  admin: () => [...articleKeys.all, 'admin'] as const,
  adminPage: (q: In<'article.findPage'>) => [...articleKeys.admin(), 'page', q] as const,
  editing: (id: string) => [...articleKeys.admin(), 'editing', id] as const,
};

/** The latest published notices, pinned first (home work desk). */
export const useLatestArticles = (limit: number, enabled = true) =>
  useQuery({ queryKey: articleKeys.latest(limit), queryFn: () => call('article.findArticleList', { limit }), enabled });

export const useArticlePage = listQuery(articleKeys.page, 'article.findArticlePage');

/** A published notice; each read counts a view on the server. */
export const useArticle = recordQuery(articleKeys.detail, 'article.getArticle', { quiet: true });

// Maintenance under 系统维护 › 公告维护.

export const useAdminArticlePage = listQuery(articleKeys.adminPage, 'article.findPage');

/** Any notice in any state, for its editor; always read afresh so the editor starts from the latest version. */
export const useEditorArticle = (id: string | undefined) =>
  useQuery({ queryKey: articleKeys.editing(id ?? ''), queryFn: () => call('article.get', { id: id ?? '' }), enabled: !!id, staleTime: 0, gcTime: 0 });

/** Readers' lists and the home page change with every edit, so all notice queries refresh. */
const useArticleMutation = <I>(fn: (input: I) => Promise<ArticleDetail>) => useRefreshingMutation(fn, articleKeys.all);

/** The editor shows a refusal beside the form. */
export const useSaveArticle = () => useArticleMutation((input: SaveArticle) => call('article.save', input, { quiet: true }));

export const useArticleAction = () =>
  useArticleMutation((input: { id: string; version: number; action: 'publish' | 'withdraw' }) =>
    call(input.action === 'publish' ? 'article.publish' : 'article.withdraw', { id: input.id, version: input.version }),
  );

export const usePinArticle = () => useArticleMutation((input: { id: string; version: number; pinned: boolean }) => call('article.pin', input));
