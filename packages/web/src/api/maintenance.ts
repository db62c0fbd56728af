import type { MaintChangeState, MaintRegState } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { equipmentKeys } from './equipment';
import { call, type In, type StateQuery } from './http';
import { useRefreshingMutation } from './query-client';

export type MaintRegQuery = StateQuery<MaintRegState>;
export type MaintChangeQuery = StateQuery<MaintChangeState>;

/** One root for registrations, changes and the history: a claim moves all three, and the equipment the claim set. */
export const maintKeys = {
  all: ['maintenance'] as const,
  mine: () => [...maintKeys.all, 'mine'] as const,
  staff: () => [...maintKeys.all, 'staff'] as const,
  regQueue: (q: MaintRegQuery) => [...maintKeys.all, 'regQueue', q] as const,
  review: (id: string) => [...maintKeys.all, 'review', id] as const,
  list: (q: MaintChangeQuery) => [...maintKeys.all, 'list', q] as const,
  queue: (q: MaintChangeQuery) => [...maintKeys.all, 'queue', q] as const,
  one: (id: string) => [...maintKeys.all, 'one', id] as const,
  units: (keyword: string) => [...maintKeys.all, 'units', keyword] as const,
  devices: (q: object) => [...maintKeys.all, 'devices', q] as const,
  history: (q: object) => [...maintKeys.all, 'history', q] as const,
};

// The maintenance unit's registration.
export const useMaintRegMine = () => useQuery({ queryKey: maintKeys.mine(), queryFn: () => call('maintReg.mine') });
export const useMaintStaff = (enabled: boolean) => useQuery({ queryKey: maintKeys.staff(), queryFn: () => call('maintReg.staff'), enabled });

// A claim sets the device's maintenance unit: the equipment pages read it anew.
const useMaintMutation = <I, O>(fn: (input: I) => Promise<O>) => useRefreshingMutation(fn, maintKeys.all, equipmentKeys.all);

export const useSubmitMaintReg = () => useMaintMutation((input: In<'maintReg.submit'>) => call('maintReg.submit', input, { quiet: true }));
export const useWithdrawMaintReg = () => useMaintMutation((input: In<'maintReg.withdraw'>) => call('maintReg.withdraw', input));

// The registry's side.
export const useMaintRegQueue = (q: MaintRegQuery) =>
  useQuery({ queryKey: maintKeys.regQueue(q), queryFn: () => call('maintReg.findQueue', q), placeholderData: keepPreviousData });
export const useMaintRegForReview = (id: string | null) =>
  useQuery({ queryKey: maintKeys.review(id ?? ''), queryFn: () => call('maintReg.getForReview', { id: id ?? '' }), enabled: !!id });
export const useAuditMaintReg = () => useMaintMutation((input: In<'maintReg.audit'>) => call('maintReg.audit', input, { quiet: true }));

// The change.
export const useMaintChangeList = (q: MaintChangeQuery) => useQuery({ queryKey: maintKeys.list(q), queryFn: () => call('maintChange.list', q), placeholderData: keepPreviousData });
export const useMaintChangeQueue = (q: MaintChangeQuery) =>
  useQuery({ queryKey: maintKeys.queue(q), queryFn: () => call('maintChange.queue', q), placeholderData: keepPreviousData });
export const useMaintChange = (id: string) => useQuery({ queryKey: maintKeys.one(id), queryFn: () => call('maintChange.detail', { id }), enabled: !!id });
export const useMaintUnits = (keyword: string) => useQuery({ queryKey: maintKeys.units(keyword), queryFn: () => call('maintChange.units', { keyword }, { quiet: true }) });
export const useMaintDevices = (q: { keyword?: string; ids?: string[]; pageNo: number; pageSize: number }, enabled = true) =>
  useQuery({ queryKey: maintKeys.devices(q), queryFn: () => call('maintChange.devices', q), placeholderData: keepPreviousData, enabled });
export const useMaintHistory = (q: { keyword?: string; current?: boolean; pageNo: number; pageSize: number }) =>
  useQuery({ queryKey: maintKeys.history(q), queryFn: () => call('maintChange.history', q), placeholderData: keepPreviousData });

export const useSaveMaintChange = () => useMaintMutation((input: In<'maintChange.save'>) => call('maintChange.save', input, { quiet: true }));
export const useWithdrawMaintChange = () => useMaintMutation((input: In<'maintChange.withdraw'>) => call('maintChange.withdraw', input, { quiet: true }));
export const useDeleteMaintChange = () => useMaintMutation((id: string) => call('maintChange.delete', { id }, { quiet: true }));
export const useClaimMaintChange = () => useMaintMutation((input: In<'maintChange.claim'>) => call('maintChange.claim', input, { quiet: true }));
export const useDeclineMaintChange = () => useMaintMutation((input: In<'maintChange.decline'>) => call('maintChange.decline', input, { quiet: true }));
