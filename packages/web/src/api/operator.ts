import type { CertState, OperatorFields, QualificationFields } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from './http';
import { useRefreshingMutation } from './query-client';

export interface OperatorQuery {
  keyword?: string;
  itemCode?: string;
  certState?: CertState;
  pageNo: number;
  pageSize: number;
}

export const operatorKeys = {
  all: ['operator'] as const,
  list: (q: OperatorQuery) => [...operatorKeys.all, 'list', q] as const,
  one: (id: string, forEdit: boolean) => [...operatorKeys.all, 'one', id, forEdit] as const,
  overview: () => [...operatorKeys.all, 'overview'] as const,
};

export const useOperators = (q: OperatorQuery) => useQuery({ queryKey: operatorKeys.list(q), queryFn: () => call('operator.list', q), placeholderData: keepPreviousData });

/**
 * Quiet: a missing or foreign operator is shown by the page, not a toast. Personal data comes masked, and in full
 * only for the owning unit's edit form (`forEdit`, a read the server audits).
 */
export const useOperator = (id: string, forEdit: boolean) =>
  useQuery({ queryKey: operatorKeys.one(id, forEdit), queryFn: () => call('operator.get', { id, forEdit }, { quiet: true }), enabled: !!id });

export const useOperatorOverview = () => useQuery({ queryKey: operatorKeys.overview(), queryFn: () => call('operator.overview') });

/** Every change refreshes lists, records and the overview; failures are the form's to show. */
const useOperatorMutation = <I, O>(fn: (input: I) => Promise<O>) => useRefreshingMutation(fn, operatorKeys.all);

export const useAddOperator = () => useOperatorMutation((input: OperatorFields) => call('operator.add', input, { quiet: true }));
export const useUpdateOperator = () => useOperatorMutation((input: OperatorFields & { id: string; version: number }) => call('operator.update', input, { quiet: true }));
export const useDeleteOperator = () => useOperatorMutation((id: string) => call('operator.del', { id }, { quiet: true }));

export const useAddQualification = () => useOperatorMutation((input: QualificationFields & { operatorId: string }) => call('operator.addQualification', input, { quiet: true }));
export const useUpdateQualification = () =>
  useOperatorMutation((input: QualificationFields & { id: string; version: number }) => call('operator.updateQualification', input, { quiet: true }));
export const useDeleteQualification = () => useOperatorMutation((id: string) => call('operator.delQualification', { id }, { quiet: true }));
