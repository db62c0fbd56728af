import type { FlowKind } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './http';

export const flowLogKeys = {
  all: ['flowLog'] as const,
  one: (kind: FlowKind, id: string, revision: string) => [...flowLogKeys.all, kind, id, revision] as const,
};

/**
 * The circulation log of one record; quiet, since a record the caller may not see is shown by the
 * page. `revision` (the record's state, say) is part of the key, so a decision taken on the page
 * shows its step at once.
 */
export const useFlowLog = (kind: FlowKind, id: string, revision = '') =>
  useQuery({ queryKey: flowLogKeys.one(kind, id, revision), queryFn: () => call('flowLog.find', { kind, id }, { quiet: true }), enabled: !!id });

/**
 * What waits in each of the caller's review queues, by the queue's page: one request a minute serves the home page and
 * every menu badge; every step asks again (query-client.ts).
 */
export const todoOptions = queryOptions({ queryKey: ['todo'] as const, queryFn: () => call('flowLog.todo'), refetchInterval: 60_000, staleTime: 10_000 });
