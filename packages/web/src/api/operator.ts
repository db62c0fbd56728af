import type { CertState, OperatorDetail, OperatorFields, OperatorOverview, OperatorRow, Page, QualificationFields } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { post } from './http';

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
  one: (id: string) => [...operatorKeys.all, 'one', id] as const,
  overview: () => [...operatorKeys.all, 'overview'] as const,
};

export const useOperators = (q: OperatorQuery) =>
  useQuery({ queryKey: operatorKeys.list(q), queryFn: () => post<Page<OperatorRow>>('/a/stone/operator/list', q), placeholderData: keepPreviousData });

/** Quiet: a missing or foreign operator is shown by the page, not a toast. */
export const useOperator = (id: string) =>
  useQuery({ queryKey: operatorKeys.one(id), queryFn: () => post<OperatorDetail>('/a/stone/operator/get', { id }, { quiet: true }), enabled: !!id });

export const useOperatorOverview = () => useQuery({ queryKey: operatorKeys.overview(), queryFn: () => post<OperatorOverview>('/a/stone/operator/overview') });

/** Every change refreshes lists, records and the overview; failures are the form's to show. */
function useOperatorMutation<I, O>(fn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: operatorKeys.all }) });
}

export const useAddOperator = () => useOperatorMutation((input: OperatorFields) => post<OperatorDetail>('/a/stone/operator/add', input, { quiet: true }));
export const useUpdateOperator = () =>
  useOperatorMutation((input: OperatorFields & { id: string; version: number }) => post<OperatorDetail>('/a/stone/operator/update', input, { quiet: true }));
export const useDeleteOperator = () => useOperatorMutation((id: string) => post<null>('/a/stone/operator/del', { id }, { quiet: true }));

export const useAddQualification = () =>
  useOperatorMutation((input: QualificationFields & { operatorId: string }) => post<OperatorDetail>('/a/stone/operator/qualification/add', input, { quiet: true }));
export const useUpdateQualification = () =>
  useOperatorMutation((input: QualificationFields & { id: string; version: number }) => post<OperatorDetail>('/a/stone/operator/qualification/update', input, { quiet: true }));
export const useDeleteQualification = () => useOperatorMutation((id: string) => post<OperatorDetail>('/a/stone/operator/qualification/del', { id }, { quiet: true }));
