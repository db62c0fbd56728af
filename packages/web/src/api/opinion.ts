import { type In } from './http';
import { listQuery, recordQuery, stepsUnder } from './query-client';

export type OpinionQuery = In<'opinion.list'>;

// The unit's notices and the body's queue sit under one root: a step on either side refreshes both in one browser.
export const opinionKeys = {
  all: ['opinion'] as const,
  list: (q: OpinionQuery) => [...opinionKeys.all, 'list', q] as const,
  one: (id: string) => [...opinionKeys.all, 'one', id] as const,
  queue: (q: OpinionQuery) => [...opinionKeys.all, 'queue', q] as const,
  review: (id: string) => [...opinionKeys.all, 'review', id] as const,
};

export const useOpinionList = listQuery(opinionKeys.list, 'opinion.list');
export const useOpinion = recordQuery(opinionKeys.one, 'opinion.detail', { quiet: true });
export const useOpinionQueue = listQuery(opinionKeys.queue, 'opinion.queue');
export const useOpinionForReview = recordQuery(opinionKeys.review, 'opinion.review', { quiet: true });

const opinionStep = stepsUnder(opinionKeys.all);

export const useAnswerOpinion = opinionStep('opinion.answer');
export const useDecideOpinion = opinionStep('opinion.decide');
