import { z } from 'zod';
import { pageInput } from './envelope';
import { countResult, endpointsWith, pageOf, queryGet } from './endpoint';

export const MESSAGE_STATUSES = ['unread', 'read', 'trash'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const findMessageInput = pageInput.extend({
  status: z.enum(MESSAGE_STATUSES, { error: '消息状态不正确' }),
  /** Found in the title or the text. */
  keyword: z.string().trim().max(50, '关键字最多50个字').optional(),
});

export const messageIdsInput = z.object({
  ids: z.array(z.string().min(1).max(64), { error: '请选择消息' }).min(1, '请选择消息').max(200, '一次最多处理200条消息'),
});

export const messageItem = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  /** A page of the portal the message leads to (a path such as /company-service/online-apply-form?ids=…), or ''. */
  link: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type MessageItem = z.output<typeof messageItem>;

/**
 * Whether a message's link is a path inside the portal (never another site, nor a scheme such as javascript:): the
 * server posts only such links and the message centre opens only such links.
 */
export const isPortalPath = (link: string): boolean => /^\/[A-Za-z0-9][\w\-/]*(\?[\w\-=&,.%]*)?$/.test(link);

export type UnreadCount = z.output<typeof countResult>;

const message = endpointsWith({ spec: 'the message_page route: notices the workflows post to a user (unread, read, recycle bin)', access: 'message' });

/** The message centre behind message_page: every call acts on the caller's own messages only. */
export const messageApi = {
  findPage: message({ path: '/a/stone/message/findPage', title: '消息列表', input: findMessageInput, output: pageOf(messageItem) }),
  unreadCount: message({ path: '/a/stone/message/unreadCount', title: '未读消息数', ...queryGet, output: countResult }),
  markRead: message({ path: '/a/stone/message/markRead', title: '标记已读', input: messageIdsInput, output: countResult, owns: { ids: 'message' } }),
  markAllRead: message({ path: '/a/stone/message/markAllRead', title: '全部标记已读', output: countResult }),
  delete: message({ path: '/a/stone/message/delete', title: '删除消息（移入回收站）', input: messageIdsInput, output: countResult, owns: { ids: 'message' } }),
  restore: message({ path: '/a/stone/message/restore', title: '还原消息', input: messageIdsInput, output: countResult, owns: { ids: 'message' } }),
  purge: message({ path: '/a/stone/message/purge', title: '彻底删除消息', input: messageIdsInput, output: countResult, owns: { ids: 'message' } }),
} as const;
