import type { UseRegistState } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, type StateQuery } from './http';
import { listQuery, recordQuery, stepsUnder } from './query-client';

export type UseRegistQuery = StateQuery<UseRegistState>;

export const useRegistKeys = {
  all: ['useRegist'] as const,
  list: (q: UseRegistQuery) => [...useRegistKeys.all, 'list', q] as const,
  one: (id: string) => [...useRegistKeys.all, 'one', id] as const,
  registrable: (keyword: string, entrustId: string) => [...useRegistKeys.all, 'registrable', keyword, entrustId] as const,
  queue: (q: UseRegistQuery) => [...useRegistKeys.all, 'queue', q] as const,
  review: (id: string) => [...useRegistKeys.all, 'review', id] as const,
};

export const useUseRegistList = listQuery(useRegistKeys.list, 'useRegist.list');

export const useUseRegist = recordQuery(useRegistKeys.one, 'useRegist.detail');

/** The unit's devices that may be registered; with an authorisation in force, the principal's devices it covers. */
export const useRegistrable = (keyword: string, enabled: boolean, entrustId = '') =>
  useQuery({
    queryKey: useRegistKeys.registrable(keyword, entrustId),
    queryFn: () => call('useRegist.registrable', { keyword, entrustId }),
    enabled,
    placeholderData: keepPreviousData,
  });

/** Every change to an application moves its lists, the equipment it may pick and its documents' check. */
const registStep = stepsUnder(useRegistKeys.all);

/** Saves or submits; the form shows a refusal itself, so the call stays quiet. */
export const useSaveUseRegist = registStep('useRegist.save');
export const useCopyUseRegist = registStep('useRegist.copy');
export const useWithdrawUseRegist = registStep('useRegist.withdraw');
export const useDeleteUseRegist = registStep('useRegist.delete', (id: string) => ({ id }));

// The registry's side.
export const useUseRegistQueue = listQuery(useRegistKeys.queue, 'useRegist.findQueue');

export const useUseRegistForReview = recordQuery(useRegistKeys.review, 'useRegist.getForReview');

/** A clerk's step; a refusal shows beside the decision, so the call stays quiet. */
export const useDecideUseRegist = registStep('useRegist.decide');
