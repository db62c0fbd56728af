import { isPortalPath, type MessageItem, type MessageStatus, type Page, type PageInput } from '@portal/contract';
import type { AppContext } from '../../context';
import type { SessionContext } from '../../platform/session/store';
import * as repo from './repo';

/**
 * Posts a message into a user's message centre; features call this when something needs the user's attention. `link`
 * is a portal path the message centre offers to open (plain text in `content` is never turned into a link).
 */
export async function postMessage(ctx: AppContext, userId: string, title: string, content: string, link = ''): Promise<string> {
  if (link && !isPortalPath(link)) throw new Error(`a message link must be a portal path: ${link.slice(0, 100)}`);
  return repo.insertMessage(ctx.db, userId, title.slice(0, 200), content, link);
}

export async function findMessages(ctx: AppContext, s: SessionContext, q: PageInput & { status: MessageStatus; keyword?: string }): Promise<Page<MessageItem>> {
  const { rows, count } = await repo.findMessagePage(ctx.db, s.userId, q.status, q.keyword, (q.pageNo - 1) * q.pageSize, q.pageSize);
  return {
    list: rows.map((r) => ({ id: r.id, title: r.title, content: r.content, link: r.link, status: r.status as MessageStatus, createdAt: r.created_at, readAt: r.read_at })),
    count,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  };
}

export const unreadCount = async (ctx: AppContext, s: SessionContext) => ({ count: await repo.countUnread(ctx.db, s.userId) });
export const markRead = async (ctx: AppContext, s: SessionContext, ids: string[] | 'all') => ({ count: await repo.markRead(ctx.db, s.userId, ids) });
export const markReadByLink = (ctx: AppContext, userId: string, link: string) => repo.markReadByLink(ctx.db, userId, link);
export const moveToTrash = async (ctx: AppContext, s: SessionContext, ids: string[]) => ({ count: await repo.moveToTrash(ctx.db, s.userId, ids) });
export const restore = async (ctx: AppContext, s: SessionContext, ids: string[]) => ({ count: await repo.restoreFromTrash(ctx.db, s.userId, ids) });
export const purge = async (ctx: AppContext, s: SessionContext, ids: string[]) => ({ count: await repo.purge(ctx.db, s.userId, ids) });
