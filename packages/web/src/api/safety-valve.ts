import type { FindValveInput } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, type In } from './http';
import { useRefreshingMutation } from './query-client';
import { signedUrl } from './signed';

/** Every list, count and valve under one root: a save or a calibration refreshes them all. */
export const valveKeys = {
  all: ['safetyValve'] as const,
  list: (q: FindValveInput) => [...valveKeys.all, 'list', q] as const,
  counts: () => [...valveKeys.all, 'counts'] as const,
  hosts: () => [...valveKeys.all, 'hosts'] as const,
  one: (id: string) => [...valveKeys.all, 'one', id] as const,
};

export const useValveList = (q: FindValveInput) => useQuery({ queryKey: valveKeys.list(q), queryFn: () => call('safetyValve.list', q), placeholderData: keepPreviousData });
export const useValveCounts = () => useQuery({ queryKey: valveKeys.counts(), queryFn: () => call('safetyValve.counts', {}) });
export const useValveHosts = (enabled: boolean) => useQuery({ queryKey: valveKeys.hosts(), queryFn: () => call('safetyValve.hosts', {}), enabled, staleTime: 60_000 });
export const useValve = (id: string) => useQuery({ queryKey: valveKeys.one(id), queryFn: () => call('safetyValve.detail', { id }), enabled: !!id });

const useValveMutation = <I, O>(fn: (input: I) => Promise<O>) => useRefreshingMutation(fn, valveKeys.all);

export const useSaveValve = () => useValveMutation((input: In<'safetyValve.save'>) => call('safetyValve.save', input, { quiet: true }));
export const useCalibrateValve = () => useValveMutation((input: In<'safetyValve.calibrate'>) => call('safetyValve.calibrate', input, { quiet: true }));

/** A signed address of a list's export, made at the click. */
export function valveExportUrl(q: FindValveInput): Promise<string> {
  const { pageNo: _n, pageSize: _s, ...filters } = q;
  return signedUrl('safetyValve.export', Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '' && v !== undefined)) as FindValveInput);
}
