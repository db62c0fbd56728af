import type { EndpointAt, EndpointInput } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from './http';
import { useRefreshingMutation } from './query-client';
import { inspectionKeys } from './online-apply';

export type FeeItemQuery = EndpointInput<EndpointAt<'fee.items'>>;
export type ReliefPolicyQuery = EndpointInput<EndpointAt<'fee.policies'>>;

export const feeKeys = {
  all: ['fee'] as const,
  items: (q: FeeItemQuery) => [...feeKeys.all, 'items', q] as const,
  policies: (q: ReliefPolicyQuery) => [...feeKeys.all, 'policies', q] as const,
};

export const useFeeItems = (q: FeeItemQuery) => useQuery({ queryKey: feeKeys.items(q), queryFn: () => call('fee.items', q), placeholderData: keepPreviousData });
export const useReliefPolicyPage = (q: ReliefPolicyQuery) => useQuery({ queryKey: feeKeys.policies(q), queryFn: () => call('fee.policies', q), placeholderData: keepPreviousData });

/** A change to the table also changes what the fee form of an open application offers. */
const useFeeMutation = <I, O>(fn: (input: I) => Promise<O>) => useRefreshingMutation(fn, feeKeys.all, inspectionKeys.all);

export const useSaveFeeItem = () => useFeeMutation((input: EndpointInput<EndpointAt<'fee.saveItem'>>) => call('fee.saveItem', input, { quiet: true }));
export const useDeleteFeeItem = () => useFeeMutation((id: string) => call('fee.deleteItem', { id }, { quiet: true }));
export const useSaveReliefPolicy = () => useFeeMutation((input: EndpointInput<EndpointAt<'fee.savePolicy'>>) => call('fee.savePolicy', input, { quiet: true }));
export const useDeleteReliefPolicy = () => useFeeMutation((id: string) => call('fee.deletePolicy', { id }, { quiet: true }));
