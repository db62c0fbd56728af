import type { EntrustScope, EntrustState } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useAccess } from '../state/session-store';
import { call, type In, type StateQuery } from './http';
import { listQuery, recordQuery, stepsUnder } from './query-client';

/** A state of the flow, or 'expired' (accepted and past its last day). */
export type EntrustFilterState = EntrustState | 'expired';

export type EntrustQuery = StateQuery<EntrustFilterState>;

/** Both sides' lists share one root: a step on either side refreshes both, and the filing forms' choice of principals. */
export const entrustKeys = {
  all: ['entrust'] as const,
  list: (q: EntrustQuery) => [...entrustKeys.all, 'list', q] as const,
  queue: (q: EntrustQuery) => [...entrustKeys.all, 'queue', q] as const,
  one: (id: string) => [...entrustKeys.all, 'one', id] as const,
  agents: (keyword: string) => [...entrustKeys.all, 'agents', keyword] as const,
  entrustable: (q: In<'entrust.entrustable'>) => [...entrustKeys.all, 'entrustable', q] as const,
  inForce: (scope: EntrustScope) => [...entrustKeys.all, 'inForce', scope] as const,
  method: (equipmentId: string) => [...entrustKeys.all, 'method', equipmentId] as const,
};

export const useEntrustList = listQuery(entrustKeys.list, 'entrust.list');
export const useEntrustQueue = listQuery(entrustKeys.queue, 'entrust.queue');
export const useEntrust = recordQuery(entrustKeys.one, 'entrust.detail');

/** Enterprise units whose name or credit code contains the keyword (at least two characters). */
export const useAgentCandidates = (keyword: string) =>
  useQuery({ queryKey: entrustKeys.agents(keyword), queryFn: () => call('entrust.agents', { keyword }, { quiet: true }), enabled: keyword.trim().length >= 2 });

export const useEntrustable = listQuery(entrustKeys.entrustable, 'entrust.entrustable');

/** The caller's authorisations in force as agent for a business; none (and no call) for a role without the page. */
export function useEntrustsInForce(scope: EntrustScope) {
  const allowed = useAccess('useRecord.entrust');
  return useQuery({ queryKey: entrustKeys.inForce(scope), queryFn: () => call('entrust.inForce', { scope }), enabled: allowed, staleTime: 60_000 });
}

export const useRegistrationMethod = (equipmentId: string) =>
  useQuery({ queryKey: entrustKeys.method(equipmentId), queryFn: () => call('registrationMethod.view', { equipmentId }), enabled: !!equipmentId });

const entrustStep = stepsUnder(entrustKeys.all);

export const useSaveEntrust = entrustStep('entrust.save');
export const useWithdrawEntrust = entrustStep('entrust.withdraw');
export const useDeleteEntrust = entrustStep('entrust.delete', (id: string) => ({ id }));
export const useRevokeEntrust = entrustStep('entrust.revoke');
export const useAcceptEntrust = entrustStep('entrust.accept');
export const useDeclineEntrust = entrustStep('entrust.decline');
