import type { MaintainPriceState } from '@portal/contract';
import { type In, type StateQuery } from './http';
import { listQuery, recordQuery, stepsUnder } from './query-client';

export type MaintainPriceQuery = StateQuery<MaintainPriceState>;

export type SetSearch = In<'maintainPrice.bySet'>;
export type UnitSearch = In<'maintainPrice.byUnit'>;

/** The unit's filings, the registry's queue and the published search share one root: a decision refreshes them all. */
export const maintainPriceKeys = {
  all: ['maintainPrice'] as const,
  list: (q: MaintainPriceQuery) => [...maintainPriceKeys.all, 'list', q] as const,
  one: (id: string) => [...maintainPriceKeys.all, 'one', id] as const,
  queue: (q: MaintainPriceQuery) => [...maintainPriceKeys.all, 'queue', q] as const,
  review: (id: string) => [...maintainPriceKeys.all, 'review', id] as const,
  bySet: (q: SetSearch) => [...maintainPriceKeys.all, 'bySet', q] as const,
  byUnit: (q: UnitSearch) => [...maintainPriceKeys.all, 'byUnit', q] as const,
  published: (id: string) => [...maintainPriceKeys.all, 'published', id] as const,
};

export const useMaintainPriceList = listQuery(maintainPriceKeys.list, 'maintainProject.list');
export const useMaintainPrice = recordQuery(maintainPriceKeys.one, 'maintainProject.detail');

const maintainPriceStep = stepsUnder(maintainPriceKeys.all);

export const useSaveMaintainPrice = maintainPriceStep('maintainProject.save');
export const useWithdrawMaintainPrice = maintainPriceStep('maintainProject.withdraw');
export const useDeleteMaintainPrice = maintainPriceStep('maintainProject.delete', (id: string) => ({ id }));

// The registry's side.
export const useMaintainPriceQueue = listQuery(maintainPriceKeys.queue, 'maintainProject.queue');
export const useMaintainPriceForReview = recordQuery(maintainPriceKeys.review, 'maintainProject.getForReview');
export const useDecideMaintainPrice = maintainPriceStep('maintainProject.decide');

// What use units search.
export const useSetPrices = listQuery(maintainPriceKeys.bySet, 'maintainPrice.bySet');
export const useUnitPrices = listQuery(maintainPriceKeys.byUnit, 'maintainPrice.byUnit');
export const usePublishedPrice = recordQuery(maintainPriceKeys.published, 'maintainPrice.published');
