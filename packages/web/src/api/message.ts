import type { MessageStatus } from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './http';

export interface MessageQuery {
  status: MessageStatus;
  keyword?: string;
  pageNo: number;
  pageSize: number;
}

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
export function useMessageAction(action: MessageAction) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => call(ACTIONS[action], { ids }),
    onSuccess: () => qc.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

export function useMarkAllRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call('message.markAllRead'),
    onSuccess: () => qc.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
