import type { ConstructionState, SaveConstructionInput, WorkType } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, type StateQuery } from './http';
import { useRefreshingMutation } from './query-client';

export interface ConstructionQuery extends StateQuery<ConstructionState> {
  workType?: WorkType;
}

export const constructionKeys = {
  all: ['construction'] as const,
  list: (q: ConstructionQuery) => [...constructionKeys.all, 'list', q] as const,
  query: (q: ConstructionQuery) => [...constructionKeys.all, 'query', q] as const,
  one: (id: string) => [...constructionKeys.all, 'one', id] as const,
  licence: () => [...constructionKeys.all, 'licence'] as const,
  queue: (q: ConstructionQuery) => [...constructionKeys.all, 'queue', q] as const,
  review: (id: string) => [...constructionKeys.all, 'review', id] as const,
};

export const useConstructionList = (q: ConstructionQuery) =>
  useQuery({ queryKey: constructionKeys.list(q), queryFn: () => call('construction.list', q), placeholderData: keepPreviousData });

/** The notices the unit filed and those naming it as the use unit. */
export const useConstructionQuery = (q: ConstructionQuery) =>
  useQuery({ queryKey: constructionKeys.query(q), queryFn: () => call('construction.query', q), placeholderData: keepPreviousData });

export const useConstruction = (id: string) => useQuery({ queryKey: constructionKeys.one(id), queryFn: () => call('construction.detail', { id }), enabled: !!id });

/** The unit's licence, whose items and levels a notice may be filed under. */
export const useConstructionLicence = () => useQuery({ queryKey: constructionKeys.licence(), queryFn: () => call('construction.licence') });

const useConstructionMutation = <I, O>(fn: (input: I) => Promise<O>) => useRefreshingMutation(fn, constructionKeys.all);

type Versioned = { id: string; version: number };

export const useSaveConstruction = () => useConstructionMutation((input: SaveConstructionInput) => call('construction.save', input, { quiet: true }));
export const useCommitConstruction = () => useConstructionMutation((input: Versioned) => call('construction.commit', input, { quiet: true }));
export const useWithdrawConstruction = () => useConstructionMutation((input: Versioned) => call('construction.withdraw', input, { quiet: true }));
export const useDeleteConstruction = () => useConstructionMutation((id: string) => call('construction.delete', { id }, { quiet: true }));
export const useCancelConstruction = () => useConstructionMutation((input: Versioned & { reason: string }) => call('construction.cancel', input, { quiet: true }));
export const useCompleteConstruction = () => useConstructionMutation((input: Versioned & { completionDate: string }) => call('construction.complete', input, { quiet: true }));
export const checkCancellable = (id: string) => call('construction.checkBcwCancell', { id }, { quiet: true });

// The registry's side.
export const useConstructionQueue = (q: ConstructionQuery) =>
  useQuery({ queryKey: constructionKeys.queue(q), queryFn: () => call('construction.findQueue', q), placeholderData: keepPreviousData });

export const useConstructionForReview = (id: string | null) =>
  useQuery({ queryKey: constructionKeys.review(id ?? ''), queryFn: () => call('construction.getForReview', { id: id ?? '' }), enabled: !!id });

export const useDecideConstruction = () =>
  useConstructionMutation((input: { id: string; action: 'receive' | 'return'; opinion: string; version: number }) => call('construction.decide', input, { quiet: true }));
