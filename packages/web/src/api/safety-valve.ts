import type { FindValveInput } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from './http';
import { listQuery, recordQuery, stepsUnder } from './query-client';
import { signedUrl } from './signed';

/** Every list, count and valve under one root: a save or a calibration refreshes them all. */
export const valveKeys = {
  all: ['safetyValve'] as const,
  list: (q: FindValveInput) => [...valveKeys.all, 'list', q] as const,
  counts: () => [...valveKeys.all, 'counts'] as const,
  hosts: () => [...valveKeys.all, 'hosts'] as const,
  one: (id: string) => [...valveKeys.all, 'one', id] as const,
};

export const useValveList = listQuery(valveKeys.list, 'safetyValve.list');
export const useValveCounts = () => useQuery({ queryKey: valveKeys.counts(), queryFn: () => call('safetyValve.counts', {}) });
export const useValveHosts = (enabled: boolean) => useQuery({ queryKey: valveKeys.hosts(), queryFn: () => call('safetyValve.hosts', {}), enabled, staleTime: 60_000 });
export const useValve = recordQuery(valveKeys.one, 'safetyValve.detail');

const valveStep = stepsUnder(valveKeys.all);

export const useSaveValve = valveStep('safetyValve.save');
export const useCalibrateValve = valveStep('safetyValve.calibrate');

/** A signed address of a list's export, made at the click. */
export function valveExportUrl(q: FindValveInput): Promise<string> {
  const { pageNo: _n, pageSize: _s, ...filters } = q;
  return signedUrl('safetyValve.export', Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '' && v !== undefined)) as FindValveInput);
}
