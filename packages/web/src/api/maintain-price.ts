import type { MaintainPriceState } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, type In, type StateQuery } from './http';
import { useRefreshingMutation } from './query-client';

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

export const useMaintainPriceList = (q: MaintainPriceQuery) =>
  useQuery({ queryKey: maintainPriceKeys.list(q), queryFn: () => call('maintainProject.list', q), placeholderData: keepPreviousData });
export const useMaintainPrice = (id: string) => useQuery({ queryKey: maintainPriceKeys.one(id), queryFn: () => call('maintainProject.detail', { id }), enabled: !!id });

const useMaintainPriceMutation = <I, O>(fn: (input: I) => Promise<O>) => useRefreshingMutation(fn, maintainPriceKeys.all);

export const useSaveMaintainPrice = () => useMaintainPriceMutation((input: In<'maintainProject.save'>) => call('maintainProject.save', input, { quiet: true }));
export const useWithdrawMaintainPrice = () => useMaintainPriceMutation((input: In<'maintainProject.withdraw'>) => call('maintainProject.withdraw', input, { quiet: true }));
export const useDeleteMaintainPrice = () => useMaintainPriceMutation((id: string) => call('maintainProject.delete', { id }, { quiet: true }));

// The registry's side.
export const useMaintainPriceQueue = (q: MaintainPriceQuery) =>
  useQuery({ queryKey: maintainPriceKeys.queue(q), queryFn: () => call('maintainProject.queue', q), placeholderData: keepPreviousData });
export const useMaintainPriceForReview = (id: string | null) =>
  useQuery({ queryKey: maintainPriceKeys.review(id ?? ''), queryFn: () => call('maintainProject.getForReview', { id: id ?? '' }), enabled: !!id });
export const useDecideMaintainPrice = () => useMaintainPriceMutation((input: In<'maintainProject.decide'>) => call('maintainProject.decide', input, { quiet: true }));

// What use units search.
export const useSetPrices = (q: SetSearch) => useQuery({ queryKey: maintainPriceKeys.bySet(q), queryFn: () => call('maintainPrice.bySet', q), placeholderData: keepPreviousData });
export const useUnitPrices = (q: UnitSearch) =>
  useQuery({ queryKey: maintainPriceKeys.byUnit(q), queryFn: () => call('maintainPrice.byUnit', q), placeholderData: keepPreviousData });
export const usePublishedPrice = (id: string | null) =>
  useQuery({ queryKey: maintainPriceKeys.published(id ?? ''), queryFn: () => call('maintainPrice.published', { id: id ?? '' }), enabled: !!id });
