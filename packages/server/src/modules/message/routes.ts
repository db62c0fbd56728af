import { findMessageInput, messageIdsInput } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok } from '../../platform/http/envelope';
import * as service from './service';

/** The message centre behind message_page: unread, read and recycle bin. */
export const messageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const config = { access: 'message' } as const;
  app.post('/a/stone/message/findPage', { config, schema: { body: findMessageInput } }, async (req) => ok(await service.findMessages(ctx, req.session!, req.body)));
  app.get('/a/stone/message/unreadCount', { config }, async (req) => ok(await service.unreadCount(ctx, req.session!)));
  app.post('/a/stone/message/markRead', { config, schema: { body: messageIdsInput } }, async (req) => ok(await service.markRead(ctx, req.session!, req.body.ids)));
  app.post('/a/stone/message/markAllRead', { config }, async (req) => ok(await service.markRead(ctx, req.session!, 'all')));
  app.post('/a/stone/message/delete', { config, schema: { body: messageIdsInput } }, async (req) => ok(await service.moveToTrash(ctx, req.session!, req.body.ids)));
  app.post('/a/stone/message/restore', { config, schema: { body: messageIdsInput } }, async (req) => ok(await service.restore(ctx, req.session!, req.body.ids)));
  app.post('/a/stone/message/purge', { config, schema: { body: messageIdsInput } }, async (req) => ok(await service.purge(ctx, req.session!, req.body.ids)));
};
