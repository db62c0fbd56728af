import type { EndpointAt, EndpointInput } from '@portal/contract';
import { listQuery, stepsUnder } from './query-client';
import { inspectionKeys } from './online-apply';

export type FeeItemQuery = EndpointInput<EndpointAt<'fee.items'>>;
export type ReliefPolicyQuery = EndpointInput<EndpointAt<'fee.policies'>>;

export const feeKeys = {
  all: ['fee'] as const,
  items: (q: FeeItemQuery) => [...feeKeys.all, 'items', q] as const,
  policies: (q: ReliefPolicyQuery) => [...feeKeys.all, 'policies', q] as const,
};

export const useFeeItems = listQuery(feeKeys.items, 'fee.items');
export const useReliefPolicyPage = listQuery(feeKeys.policies, 'fee.policies');

/** A change to the table also changes what the fee form of an open application offers. */
const feeStep = stepsUnder(feeKeys.all, inspectionKeys.all);

export const useSaveFeeItem = feeStep('fee.saveItem');
export const useDeleteFeeItem = feeStep('fee.deleteItem', (id: string) => ({ id }));
export const useSaveReliefPolicy = feeStep('fee.savePolicy');
export const useDeleteReliefPolicy = feeStep('fee.deletePolicy', (id: string) => ({ id }));
