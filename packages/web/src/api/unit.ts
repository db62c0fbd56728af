import type { SaveUnitInput, UnitChangeState } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type StateQuery } from './http';
import { listQuery, recordQuery, stepsUnder, useRefreshingMutation } from './query-client';
import { unitOptions } from './session-queries';

export type ChangeRequestQuery = StateQuery<UnitChangeState>;

export const unitKeys = {
  all: ['unit'] as const,
  pending: () => [...unitKeys.all, 'pending'] as const,
  history: (pageNo: number, pageSize: number) => [...unitKeys.all, 'history', pageNo, pageSize] as const,
  requests: () => [...unitKeys.all, 'requests'] as const,
  requestList: (q: ChangeRequestQuery) => [...unitKeys.requests(), 'list', q] as const,
  request: (id: string) => [...unitKeys.requests(), 'one', id] as const,
};

export const usePendingChange = (enabled = true) => useQuery({ queryKey: unitKeys.pending(), queryFn: () => call('unit.pendingChange'), enabled });

export const useUnitHistory = (pageNo: number, pageSize: number) =>
  useQuery({
    queryKey: unitKeys.history(pageNo, pageSize),
    queryFn: () => call('unit.findHistory', { pageNo, pageSize }),
    placeholderData: keepPreviousData,
  });

/** Saves the record; the form shows a refusal (a conflict, a rule) itself. The saved record (and its new version) is kept at once. */
export function useSaveUnit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveUnitInput) => call('unit.save', input, { quiet: true }),
    onSuccess: (result) => {
      qc.setQueryData(unitOptions(true).queryKey, result.unit);
      // The read-only copy (home card) is fetched again, masked.
      return Promise.all([qc.invalidateQueries({ queryKey: unitOptions(false).queryKey }), qc.invalidateQueries({ queryKey: unitKeys.all })]);
    },
  });
}

/** Takes back a waiting name or credit code change; the record itself did not change. */
export const useWithdrawChange = () => useRefreshingMutation((id: string) => call('unit.withdrawChange', { id }), unitKeys.all);

// Review of name and credit code changes (企业账号管理 › 单位信息变更审核).

export const useChangeRequests = listQuery(unitKeys.requestList, 'unit.findChangeRequests');

export const useChangeRequest = recordQuery(unitKeys.request, 'unit.getChangeRequest');

/** Approves or returns with a reason; a refusal shows beside the decision, so the call stays quiet. */
export const useAuditChange = stepsUnder(unitKeys.requests())('unit.auditChange');
