import type { SelfMaintCategory, SelfMaintState } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { equipmentKeys } from './equipment';
import { call, type In, type StateQuery } from './http';
import { useRefreshingMutation } from './query-client';
import { maintKeys } from './maintenance';

export type SelfMaintQuery = StateQuery<SelfMaintState>;
export interface SelfMaintDeviceQuery {
  typeCode?: SelfMaintCategory;
  keyword?: string;
  applyId?: string;
  pageNo: number;
  pageSize: number;
}

/**
 * Under the maintenance root: a claim or a change that takes a device from an approved application changes what the
 * application still holds, and the maintenance mutations already refresh that root.
 */
export const selfMaintKeys = {
  all: [...maintKeys.all, 'self'] as const,
  list: (q: SelfMaintQuery) => [...selfMaintKeys.all, 'list', q] as const,
  one: (id: string) => [...selfMaintKeys.all, 'one', id] as const,
  options: () => [...selfMaintKeys.all, 'options'] as const,
  devices: (q: SelfMaintDeviceQuery) => [...selfMaintKeys.all, 'devices', q] as const,
  queue: (q: SelfMaintQuery) => [...selfMaintKeys.all, 'queue', q] as const,
  review: (id: string) => [...selfMaintKeys.all, 'review', id] as const,
};

// The unit's side.
export const useSelfMaintList = (q: SelfMaintQuery) => useQuery({ queryKey: selfMaintKeys.list(q), queryFn: () => call('selfMaint.list', q), placeholderData: keepPreviousData });
export const useSelfMaint = (id: string) => useQuery({ queryKey: selfMaintKeys.one(id), queryFn: () => call('selfMaint.detail', { id }), enabled: !!id });
export const useSelfMaintOptions = () => useQuery({ queryKey: selfMaintKeys.options(), queryFn: () => call('selfMaint.options') });
export const useSelfMaintDevices = (q: SelfMaintDeviceQuery) =>
  useQuery({ queryKey: selfMaintKeys.devices(q), queryFn: () => call('selfMaint.devices', q), placeholderData: keepPreviousData });

// The registry's side.
export const useSelfMaintQueue = (q: SelfMaintQuery) =>
  useQuery({ queryKey: selfMaintKeys.queue(q), queryFn: () => call('selfMaint.queue', q), placeholderData: keepPreviousData });
export const useSelfMaintForReview = (id: string | null) =>
  useQuery({ queryKey: selfMaintKeys.review(id ?? ''), queryFn: () => call('selfMaint.getForReview', { id: id ?? '' }), enabled: !!id });

/** A step that leaves the devices' maintenance as it was: only the applications are read anew. */
const useSelfMaintMutation = <I, O>(fn: (input: I) => Promise<O>) => useRefreshingMutation(fn, selfMaintKeys.all);

/** A step that hands the devices to the unit or lets them go: their maintenance unit, the history and the equipment pages change. */
const useHandOverMutation = <I, O>(fn: (input: I) => Promise<O>) => useRefreshingMutation(fn, maintKeys.all, equipmentKeys.all);

export const useSaveSelfMaint = () => useSelfMaintMutation((input: In<'selfMaint.save'>) => call('selfMaint.save', input, { quiet: true }));
export const useWithdrawSelfMaint = () => useSelfMaintMutation((input: In<'selfMaint.withdraw'>) => call('selfMaint.withdraw', input, { quiet: true }));
export const useDeleteSelfMaint = () => useSelfMaintMutation((id: string) => call('selfMaint.delete', { id }, { quiet: true }));
export const useEndSelfMaint = () => useHandOverMutation((input: In<'selfMaint.end'>) => call('selfMaint.end', input, { quiet: true }));
export const useAuditSelfMaint = () => useHandOverMutation((input: In<'selfMaint.audit'>) => call('selfMaint.audit', input, { quiet: true }));
export const useRevokeSelfMaint = () => useHandOverMutation((input: In<'selfMaint.revoke'>) => call('selfMaint.revoke', input, { quiet: true }));
