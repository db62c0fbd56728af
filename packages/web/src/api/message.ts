import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, type In } from './http';
import { useRefreshingMutation } from './query-client';

export type MessageQuery = In<'message.findPage'>;

export const messageKeys = {
  all: ['message'] as const,
  lists: () => [...messageKeys.all, 'list'] as const,
  list: (q: MessageQuery) => [...messageKeys.lists(), q] as const,
  unreadCount: () => [...messageKeys.all, 'unreadCount'] as const,
};

export const findMessagePage = (q: MessageQuery) => call('message.findPage', q);
export const getUnreadCount = () => call('message.unreadCount');

export const messagePageOptions = (q: MessageQuery) => queryOptions({ queryKey: messageKeys.list(q), queryFn: () => findMessagePage(q), placeholderData: keepPreviousData });

export const useMessagePage = (q: MessageQuery, enabled = true) => useQuery({ ...messagePageOptions(q), enabled });

/** The header badge: polled so new notices show without a reload. */
export const useUnreadCount = (enabled: boolean) =>
  useQuery({ queryKey: messageKeys.unreadCount(), queryFn: getUnreadCount, enabled, refetchInterval: 60_000, select: (d) => d.count });

const ACTIONS = {
  markRead: 'message.markRead',
  delete: 'message.delete',
  restore: 'message.restore',
  purge: 'message.purge',
} as const;
export type MessageAction = keyof typeof ACTIONS;

/** Read, delete (to the recycle bin), restore or purge the chosen messages; every list and the badge refresh. */
export const useMessageAction = (action: MessageAction) => useRefreshingMutation((ids: string[]) => call(ACTIONS[action], { ids }), messageKeys.all);

export const useMarkAllRead = () => useRefreshingMutation(() => call('message.markAllRead'), messageKeys.all);
