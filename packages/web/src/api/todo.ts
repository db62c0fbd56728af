import { queryOptions } from '@tanstack/react-query';
import { call } from './http';

/**
 * What waits in each of the caller's review queues, by the queue's page: one request a minute serves the home page and
 * every menu badge; every step asks again (query-client.ts).
 */
export const todoOptions = queryOptions({ queryKey: ['todo'] as const, queryFn: () => call('flowLog.todo'), refetchInterval: 60_000, staleTime: 10_000 });
