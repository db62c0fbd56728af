import { useQuery } from '@tanstack/react-query';
import { call, type In } from './http';
import { listQuery, recordQuery, stepsUnder } from './query-client';

export type ConstructionQuery = In<'construction.list'>;

export const constructionKeys = {
  all: ['construction'] as const,
  list: (q: ConstructionQuery) => [...constructionKeys.all, 'list', q] as const,
  query: (q: ConstructionQuery) => [...constructionKeys.all, 'query', q] as const,
  one: (id: string) => [...constructionKeys.all, 'one', id] as const,
  licence: () => [...constructionKeys.all, 'licence'] as const,
  queue: (q: ConstructionQuery) => [...constructionKeys.all, 'queue', q] as const,
  review: (id: string) => [...constructionKeys.all, 'review', id] as const,
};

export const useConstructionList = listQuery(constructionKeys.list, 'construction.list');

/** The notices the unit filed and those naming it as the use unit. */
export const useConstructionQuery = listQuery(constructionKeys.query, 'construction.query');

export const useConstruction = recordQuery(constructionKeys.one, 'construction.detail');

/** The unit's licence, whose items and levels a notice may be filed under. */
export const useConstructionLicence = () => useQuery({ queryKey: constructionKeys.licence(), queryFn: () => call('construction.licence') });

const constructionStep = stepsUnder(constructionKeys.all);

export const useSaveConstruction = constructionStep('construction.save');
export const useCommitConstruction = constructionStep('construction.commit');
export const useWithdrawConstruction = constructionStep('construction.withdraw');
export const useDeleteConstruction = constructionStep('construction.delete', (id: string) => ({ id }));
export const useCancelConstruction = constructionStep('construction.cancel');
export const useCompleteConstruction = constructionStep('construction.complete');
export const checkCancellable = (id: string) => call('construction.checkBcwCancell', { id }, { quiet: true });

// The registry's side.
export const useConstructionQueue = listQuery(constructionKeys.queue, 'construction.findQueue');

export const useConstructionForReview = recordQuery(constructionKeys.review, 'construction.getForReview');

export const useDecideConstruction = constructionStep('construction.decide');
