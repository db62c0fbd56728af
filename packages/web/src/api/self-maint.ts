import type { SelfMaintState } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { equipmentKeys } from './equipment';
import { call, type In, type StateQuery } from './http';
import { listQuery, recordQuery, stepsUnder } from './query-client';
import { maintKeys } from './maint-change';

export type SelfMaintQuery = StateQuery<SelfMaintState>;

/**
 * Under the maintenance root: a claim or a change that takes a device from an approved application changes what the
 * application still holds, and the maintenance mutations already refresh that root.
 */
export const selfMaintKeys = {
  all: [...maintKeys.all, 'self'] as const,
  list: (q: SelfMaintQuery) => [...selfMaintKeys.all, 'list', q] as const,
  one: (id: string) => [...selfMaintKeys.all, 'one', id] as const,
  options: () => [...selfMaintKeys.all, 'options'] as const,
  devices: (q: In<'selfMaint.devices'>) => [...selfMaintKeys.all, 'devices', q] as const,
  queue: (q: SelfMaintQuery) => [...selfMaintKeys.all, 'queue', q] as const,
  review: (id: string) => [...selfMaintKeys.all, 'review', id] as const,
};

// The unit's side.
export const useSelfMaintList = listQuery(selfMaintKeys.list, 'selfMaint.list');
export const useSelfMaint = recordQuery(selfMaintKeys.one, 'selfMaint.detail');
export const useSelfMaintOptions = () => useQuery({ queryKey: selfMaintKeys.options(), queryFn: () => call('selfMaint.options') });
export const useSelfMaintDevices = listQuery(selfMaintKeys.devices, 'selfMaint.devices');

// The registry's side.
export const useSelfMaintQueue = listQuery(selfMaintKeys.queue, 'selfMaint.queue');
export const useSelfMaintForReview = recordQuery(selfMaintKeys.review, 'selfMaint.getForReview');

/** A step that leaves the devices' maintenance as it was: only the applications are read anew. */
const selfMaintStep = stepsUnder(selfMaintKeys.all);

/** A step that hands the devices to the unit or lets them go: their maintenance unit, the history and the equipment pages change. */
const handOverStep = stepsUnder(maintKeys.all, equipmentKeys.all);

export const useSaveSelfMaint = selfMaintStep('selfMaint.save');
export const useWithdrawSelfMaint = selfMaintStep('selfMaint.withdraw');
export const useDeleteSelfMaint = selfMaintStep('selfMaint.delete', (id: string) => ({ id }));
export const useEndSelfMaint = handOverStep('selfMaint.end');
export const useAuditSelfMaint = handOverStep('selfMaint.audit');
export const useRevokeSelfMaint = handOverStep('selfMaint.revoke');
