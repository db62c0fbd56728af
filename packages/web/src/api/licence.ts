import type { LicenceState } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { call, type In, type StateQuery } from './http';
import { listQuery, recordQuery, stepsUnder, useRefreshingMutation } from './query-client';

export type LicenceQuery = StateQuery<LicenceState>;

export const licenceKeys = {
  all: ['licence'] as const,
  view: () => [...licenceKeys.all, 'view'] as const,
  queue: (q: LicenceQuery) => [...licenceKeys.all, 'queue', q] as const,
  review: (id: string) => [...licenceKeys.all, 'review', id] as const,
};

/** The caller unit's licence: the one in force and a later filing. */
export const useUnitLicence = (enabled = true) => useQuery({ queryKey: licenceKeys.view(), queryFn: () => call('licence.get'), enabled });

/** Every step moves the unit's view and the registry's queue; a refusal is shown by the caller. */
const licenceStep = stepsUnder(licenceKeys.all);

export const useFileLicence = licenceStep('licence.file');
export const useWithdrawLicence = () => useRefreshingMutation((input: In<'licence.withdraw'>) => call('licence.withdraw', input), licenceKeys.all);

// The registry's side.
export const useLicenceQueue = listQuery(licenceKeys.queue, 'licence.findQueue');

export const useLicenceForReview = recordQuery(licenceKeys.review, 'licence.getForReview');

export const useAuditLicence = licenceStep('licence.audit');
