import { findDictItemInput, findDictListInput, findDictPageInput, findDictTreeInput, saveDictInput, setDictStatusInput } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok } from '../../platform/http/envelope';
import * as service from './service';

/** Spec §7 dictionary lookups (public: the registration page needs them) and their maintenance under 系统维护. */
export const dictRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/api/common/dict/findDictList', { schema: { body: findDictListInput } }, async (req) => ok(await service.findDictList(ctx, req.body)));
  app.post('/api/common/dict/findDictItem', { schema: { body: findDictItemInput } }, async (req) => ok(await service.findDictItem(ctx, req.body.type, req.body.value)));
  app.post('/api/common/dict/findDictTree', { schema: { body: findDictTreeInput } }, async (req) => ok(await service.findDictTree(ctx, req.body.type)));

  const admin = { access: 'system.dict' } as const;
  app.get('/api/common/dict/types', { config: admin }, async () => ok(await service.listDictTypes(ctx)));
  app.post('/api/common/dict/findPage', { config: admin, schema: { body: findDictPageInput } }, async (req) => ok(await service.findDictPage(ctx, req.body)));
  app.post('/api/common/dict/save', { config: admin, schema: { body: saveDictInput } }, async (req) => ok(await service.saveDictItem(ctx, req.session!, req.body, req.ip)));
  app.post('/api/common/dict/setStatus', { config: admin, schema: { body: setDictStatusInput } }, async (req) => ok(await service.setDictStatus(ctx, req.session!, req.body, req.ip)));
};
