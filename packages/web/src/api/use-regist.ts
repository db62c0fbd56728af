import type { SaveUseRegistInput, UseRegistState } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, type StateQuery } from './http';
import { useRefreshingMutation } from './query-client';

export type UseRegistQuery = StateQuery<UseRegistState>;

export const useRegistKeys = {
  all: ['useRegist'] as const,
  list: (q: UseRegistQuery) => [...useRegistKeys.all, 'list', q] as const,
  one: (id: string) => [...useRegistKeys.all, 'one', id] as const,
  registrable: (keyword: string, entrustId: string) => [...useRegistKeys.all, 'registrable', keyword, entrustId] as const,
  queue: (q: UseRegistQuery) => [...useRegistKeys.all, 'queue', q] as const,
  review: (id: string) => [...useRegistKeys.all, 'review', id] as const,
};

export const useUseRegistList = (q: UseRegistQuery) => useQuery({ queryKey: useRegistKeys.list(q), queryFn: () => call('useRegist.list', q), placeholderData: keepPreviousData });

export const useUseRegist = (id: string) => useQuery({ queryKey: useRegistKeys.one(id), queryFn: () => call('useRegist.detail', { id }), enabled: !!id });

/** The unit's devices that may be registered; with an authorisation in force, the principal's devices it covers. */
export const useRegistrable = (keyword: string, enabled: boolean, entrustId = '') =>
  useQuery({
    queryKey: useRegistKeys.registrable(keyword, entrustId),
    queryFn: () => call('useRegist.registrable', { keyword, entrustId }),
    enabled,
    placeholderData: keepPreviousData,
  });

/** Every change to an application moves its lists, the equipment it may pick and its documents' check. */
const useRegistMutation = <I, O>(fn: (input: I) => Promise<O>) => useRefreshingMutation(fn, useRegistKeys.all);

/** Saves or submits; the form shows a refusal itself, so the call stays quiet. */
export const useSaveUseRegist = () => useRegistMutation((input: SaveUseRegistInput) => call('useRegist.save', input, { quiet: true }));
export const useCopyUseRegist = () => useRegistMutation((input: { id: string; equipmentId: string }) => call('useRegist.copy', input, { quiet: true }));
export const useWithdrawUseRegist = () => useRegistMutation((input: { id: string; version: number }) => call('useRegist.withdraw', input, { quiet: true }));
export const useDeleteUseRegist = () => useRegistMutation((id: string) => call('useRegist.delete', { id }, { quiet: true }));

// The registry's side.
export const useUseRegistQueue = (q: UseRegistQuery) =>
  useQuery({ queryKey: useRegistKeys.queue(q), queryFn: () => call('useRegist.findQueue', q), placeholderData: keepPreviousData });

export const useUseRegistForReview = (id: string | null) =>
  useQuery({ queryKey: useRegistKeys.review(id ?? ''), queryFn: () => call('useRegist.getForReview', { id: id ?? '' }), enabled: !!id });

/** A clerk's step; a refusal shows beside the decision, so the call stays quiet. */
export const useDecideUseRegist = () =>
  useRegistMutation((input: { id: string; action: 'accept' | 'return' | 'refuse' | 'approve'; opinion: string; version: number }) =>
    call('useRegist.decide', input, { quiet: true }),
  );
