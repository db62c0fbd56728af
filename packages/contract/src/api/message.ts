import { z } from 'zod';
import { pageInput } from './envelope';

export const MESSAGE_STATUSES = ['unread', 'read', 'trash'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const findMessageInput = pageInput.extend({
  status: z.enum(MESSAGE_STATUSES, { error: '消息状态不正确' }),
});

export const messageIdsInput = z.object({
  ids: z.array(z.string().min(1).max(64), { error: '请选择消息' }).min(1, '请选择消息').max(200, '一次最多处理200条消息'),
});

export interface MessageItem {
  id: string;
  title: string;
  content: string;
  status: MessageStatus;
  createdAt: string;
  readAt: string | null;
}

export interface UnreadCount {
  count: number;
}
