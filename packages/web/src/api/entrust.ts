import type { EntrustScope, EntrustState } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAccess } from '../state/session-store';
import { call, type In, type StateQuery } from './http';
import { useRefreshingMutation } from './query-client';

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
  entrustable: (q: object) => [...entrustKeys.all, 'entrustable', q] as const,
  inForce: (scope: EntrustScope) => [...entrustKeys.all, 'inForce', scope] as const,
  method: (equipmentId: string) => [...entrustKeys.all, 'method', equipmentId] as const,
};

export const useEntrustList = (q: EntrustQuery) => useQuery({ queryKey: entrustKeys.list(q), queryFn: () => call('entrust.list', q), placeholderData: keepPreviousData });
export const useEntrustQueue = (q: EntrustQuery) => useQuery({ queryKey: entrustKeys.queue(q), queryFn: () => call('entrust.queue', q), placeholderData: keepPreviousData });
export const useEntrust = (id: string) => useQuery({ queryKey: entrustKeys.one(id), queryFn: () => call('entrust.detail', { id }), enabled: !!id });

/** Enterprise units whose name or credit code contains the keyword (at least two characters). */
export const useAgentCandidates = (keyword: string) =>
  useQuery({ queryKey: entrustKeys.agents(keyword), queryFn: () => call('entrust.agents', { keyword }, { quiet: true }), enabled: keyword.trim().length >= 2 });

export const useEntrustable = (q: { keyword?: string; ids?: string[]; pageNo: number; pageSize: number }, enabled = true) =>
  useQuery({ queryKey: entrustKeys.entrustable(q), queryFn: () => call('entrust.entrustable', q), placeholderData: keepPreviousData, enabled });

/** The caller's authorisations in force as agent for a business; none (and no call) for a role without the page. */
export function useEntrustsInForce(scope: EntrustScope) {
  const allowed = useAccess('useRecord.entrust');
  return useQuery({ queryKey: entrustKeys.inForce(scope), queryFn: () => call('entrust.inForce', { scope }), enabled: allowed, staleTime: 60_000 });
}

export const useRegistrationMethod = (equipmentId: string) =>
  useQuery({ queryKey: entrustKeys.method(equipmentId), queryFn: () => call('registrationMethod.view', { equipmentId }), enabled: !!equipmentId });

const useEntrustMutation = <I, O>(fn: (input: I) => Promise<O>) => useRefreshingMutation(fn, entrustKeys.all);

export const useSaveEntrust = () => useEntrustMutation((input: In<'entrust.save'>) => call('entrust.save', input, { quiet: true }));
export const useWithdrawEntrust = () => useEntrustMutation((input: In<'entrust.withdraw'>) => call('entrust.withdraw', input, { quiet: true }));
export const useDeleteEntrust = () => useEntrustMutation((id: string) => call('entrust.delete', { id }, { quiet: true }));
export const useRevokeEntrust = () => useEntrustMutation((input: In<'entrust.revoke'>) => call('entrust.revoke', input, { quiet: true }));
export const useAcceptEntrust = () => useEntrustMutation((input: In<'entrust.accept'>) => call('entrust.accept', input, { quiet: true }));
export const useDeclineEntrust = () => useEntrustMutation((input: In<'entrust.decline'>) => call('entrust.decline', input, { quiet: true }));
