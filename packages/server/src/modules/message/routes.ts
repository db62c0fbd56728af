import type { messageApi } from '@portal/contract';
import type { Handlers } from '../../platform/http/endpoints';
import * as service from './service';

/** Handlers of the message centre behind message_page: unread, read and recycle bin. */
export const messageHandlers: Handlers<typeof messageApi> = {
  findPage: (input, { ctx, session }) => service.findMessages(ctx, session, input),
  unreadCount: (_input, { ctx, session }) => service.unreadCount(ctx, session),
  markRead: ({ ids }, { ctx, session }) => service.markRead(ctx, session, ids),
  markAllRead: (_input, { ctx, session }) => service.markRead(ctx, session, 'all'),
  delete: ({ ids }, { ctx, session }) => service.moveToTrash(ctx, session, ids),
  restore: ({ ids }, { ctx, session }) => service.restore(ctx, session, ids),
  purge: ({ ids }, { ctx, session }) => service.purge(ctx, session, ids),
};
