import type { AnswerOpinionInput, DecideOpinionInput, OpinionState } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, type StateQuery } from './http';
import { useRefreshingMutation } from './query-client';

export interface OpinionQuery extends StateQuery<OpinionState> {
  overdueOnly?: boolean;
}

// The unit's notices and the body's queue sit under one root: a step on either side refreshes both in one browser.
export const opinionKeys = {
  all: ['opinion'] as const,
  list: (q: OpinionQuery) => [...opinionKeys.all, 'list', q] as const,
  one: (id: string) => [...opinionKeys.all, 'one', id] as const,
  queue: (q: OpinionQuery) => [...opinionKeys.all, 'queue', q] as const,
  review: (id: string) => [...opinionKeys.all, 'review', id] as const,
};

export const useOpinionList = (q: OpinionQuery) => useQuery({ queryKey: opinionKeys.list(q), queryFn: () => call('opinion.list', q), placeholderData: keepPreviousData });
export const useOpinion = (id: string) => useQuery({ queryKey: opinionKeys.one(id), queryFn: () => call('opinion.detail', { id }, { quiet: true }), enabled: !!id });
export const useOpinionQueue = (q: OpinionQuery) => useQuery({ queryKey: opinionKeys.queue(q), queryFn: () => call('opinion.queue', q), placeholderData: keepPreviousData });
export const useOpinionForReview = (id: string) => useQuery({ queryKey: opinionKeys.review(id), queryFn: () => call('opinion.review', { id }, { quiet: true }), enabled: !!id });

const useOpinionMutation = <I, O>(fn: (input: I) => Promise<O>) => useRefreshingMutation(fn, opinionKeys.all);

export const useAnswerOpinion = () => useOpinionMutation((input: AnswerOpinionInput) => call('opinion.answer', input, { quiet: true }));
export const useDecideOpinion = () => useOpinionMutation((input: DecideOpinionInput) => call('opinion.decide', input, { quiet: true }));
