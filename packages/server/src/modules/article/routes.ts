import { articleActionInput, articleIdInput, findAdminArticlePageInput, findArticleListInput, findArticlePageInput, pinArticleInput, saveArticleInput } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok } from '../../platform/http/envelope';
import * as service from './service';

/** Spec §7 Home (findArticleList, findArticlePage, getArticle) and the notice maintenance under 系统维护. */
export const articleRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const read = { access: 'notice' } as const;
  app.post('/a/stone/index/findArticleList', { config: read, schema: { body: findArticleListInput } }, async (req) => ok(await service.findLatest(ctx, req.body.category, req.body.limit)));
  app.post('/a/stone/index/findArticlePage', { config: read, schema: { body: findArticlePageInput } }, async (req) => ok(await service.findPage(ctx, { ...req.body, status: 'published' })));
  app.post('/a/stone/index/getArticle', { config: read, schema: { body: articleIdInput } }, async (req) => ok(await service.readPublished(ctx, req.body.id)));

  const edit = { access: 'system.notice' } as const;
  app.post('/a/stone/article/findPage', { config: edit, schema: { body: findAdminArticlePageInput } }, async (req) => ok(await service.findPage(ctx, req.body)));
  app.post('/a/stone/article/get', { config: edit, schema: { body: articleIdInput } }, async (req) => ok(await service.getForEditor(ctx, req.body.id)));
  app.post('/a/stone/article/save', { config: edit, schema: { body: saveArticleInput } }, async (req) => ok(await service.saveArticle(ctx, req.session!, req.body, req.ip)));
  app.post('/a/stone/article/publish', { config: edit, schema: { body: articleActionInput } }, async (req) => ok(await service.applyAction(ctx, req.session!, req.body.id, req.body.version, 'publish', req.ip)));
  app.post('/a/stone/article/withdraw', { config: edit, schema: { body: articleActionInput } }, async (req) => ok(await service.applyAction(ctx, req.session!, req.body.id, req.body.version, 'withdraw', req.ip)));
  app.post('/a/stone/article/pin', { config: edit, schema: { body: pinArticleInput } }, async (req) => ok(await service.setPinned(ctx, req.session!, req.body.id, req.body.version, req.body.pinned, req.ip)));
};
