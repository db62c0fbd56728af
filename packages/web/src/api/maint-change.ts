import type { MaintChangeState, MaintRegState } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { equipmentKeys } from './equipment';
import { call, type In, type StateQuery } from './http';
import { listQuery, recordQuery, stepsUnder, useRefreshingMutation } from './query-client';

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
  devices: (q: In<'maintChange.devices'>) => [...maintKeys.all, 'devices', q] as const,
  history: (q: In<'maintChange.history'>) => [...maintKeys.all, 'history', q] as const,
};

// The maintenance unit's registration.
export const useMaintRegMine = () => useQuery({ queryKey: maintKeys.mine(), queryFn: () => call('maintReg.mine') });
export const useMaintStaff = (enabled: boolean) => useQuery({ queryKey: maintKeys.staff(), queryFn: () => call('maintReg.staff'), enabled });

// A claim sets the device's maintenance unit: the equipment pages read it anew.
const maintRoots = [maintKeys.all, equipmentKeys.all];
const maintStep = stepsUnder(...maintRoots);

export const useSubmitMaintReg = maintStep('maintReg.submit');
export const useWithdrawMaintReg = () => useRefreshingMutation((input: In<'maintReg.withdraw'>) => call('maintReg.withdraw', input), ...maintRoots);

// The registry's side.
export const useMaintRegQueue = listQuery(maintKeys.regQueue, 'maintReg.findQueue');
export const useMaintRegForReview = recordQuery(maintKeys.review, 'maintReg.getForReview');
export const useAuditMaintReg = maintStep('maintReg.audit');

// The change.
export const useMaintChangeList = listQuery(maintKeys.list, 'maintChange.list');
export const useMaintChangeQueue = listQuery(maintKeys.queue, 'maintChange.queue');
export const useMaintChange = recordQuery(maintKeys.one, 'maintChange.detail');
export const useMaintUnits = (keyword: string) => useQuery({ queryKey: maintKeys.units(keyword), queryFn: () => call('maintChange.units', { keyword }, { quiet: true }) });
export const useMaintDevices = listQuery(maintKeys.devices, 'maintChange.devices');
export const useMaintHistory = listQuery(maintKeys.history, 'maintChange.history');

export const useSaveMaintChange = maintStep('maintChange.save');
export const useWithdrawMaintChange = maintStep('maintChange.withdraw');
export const useDeleteMaintChange = maintStep('maintChange.delete', (id: string) => ({ id }));
export const useClaimMaintChange = maintStep('maintChange.claim');
export const useDeclineMaintChange = maintStep('maintChange.decline');
