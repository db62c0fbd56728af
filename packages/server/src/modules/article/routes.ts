import type { articleApi } from '@portal/contract';
import type { Handlers } from '../../platform/http/endpoints';
import * as service from './service';

/** Handlers of the contract's article endpoints: spec §7 Home (findArticleList, findArticlePage, getArticle) and the notice maintenance under 系统维护. */
export const articleHandlers: Handlers<typeof articleApi> = {
  findArticleList: ({ category, limit }, { ctx }) => service.findLatest(ctx, category, limit),
  // Readers see published notices only, whatever they ask for.
  findArticlePage: (input, { ctx }) => service.findPage(ctx, { ...input, status: 'published' }),
  getArticle: ({ id }, { ctx }) => service.readPublished(ctx, id),
  findPage: (input, { ctx }) => service.findPage(ctx, input),
  get: ({ id }, { ctx }) => service.getForEditor(ctx, id),
  save: (input, { ctx, session, ip }) => service.saveArticle(ctx, session, input, ip),
  publish: ({ id, version }, { ctx, session, ip }) => service.applyAction(ctx, session, id, version, 'publish', ip),
  withdraw: ({ id, version }, { ctx, session, ip }) => service.applyAction(ctx, session, id, version, 'withdraw', ip),
  pin: ({ id, version, pinned }, { ctx, session, ip }) => service.setPinned(ctx, session, id, version, pinned, ip),
};
