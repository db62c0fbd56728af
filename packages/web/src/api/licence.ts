import type { LicenceForm, LicenceState } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, type StateQuery } from './http';
import { useRefreshingMutation } from './query-client';

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
const useLicenceMutation = <I, O>(fn: (input: I) => Promise<O>) => useRefreshingMutation(fn, licenceKeys.all);

export const useFileLicence = () => useLicenceMutation((input: LicenceForm) => call('licence.file', input, { quiet: true }));
export const useWithdrawLicence = () => useLicenceMutation((input: { id: string; version: number }) => call('licence.withdraw', input));

// The registry's side.
export const useLicenceQueue = (q: LicenceQuery) => useQuery({ queryKey: licenceKeys.queue(q), queryFn: () => call('licence.findQueue', q), placeholderData: keepPreviousData });

export const useLicenceForReview = (id: string | null) =>
  useQuery({ queryKey: licenceKeys.review(id ?? ''), queryFn: () => call('licence.getForReview', { id: id ?? '' }), enabled: !!id });

export const useAuditLicence = () =>
  useLicenceMutation((input: { id: string; action: 'approve' | 'reject'; opinion: string; version: number }) => call('licence.audit', input, { quiet: true }));
