import type { MfgCategory, MfgState } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, type In, type StateQuery } from './http';
import { useRefreshingMutation } from './query-client';
import { downloadSigned } from './signed';

export interface MfgQuery extends StateQuery<MfgState> {
  typeCode?: MfgCategory;
}

/** Both sides' lists and the certificates share one root: a step on either side refreshes them all. */
export const mfgKeys = {
  all: ['manufacture'] as const,
  list: (q: MfgQuery) => [...mfgKeys.all, 'list', q] as const,
  queue: (q: MfgQuery) => [...mfgKeys.all, 'queue', q] as const,
  certs: (q: Omit<MfgQuery, 'state'>) => [...mfgKeys.all, 'certs', q] as const,
  one: (id: string) => [...mfgKeys.all, 'one', id] as const,
};

export const useMfgList = (q: MfgQuery, enabled = true) =>
  useQuery({ queryKey: mfgKeys.list(q), queryFn: () => call('manufacture.list', q), placeholderData: keepPreviousData, enabled });
export const useMfgQueue = (q: MfgQuery, enabled = true) =>
  useQuery({ queryKey: mfgKeys.queue(q), queryFn: () => call('manufacture.queue', q), placeholderData: keepPreviousData, enabled });
export const useMfgCerts = (q: Omit<MfgQuery, 'state'>) => useQuery({ queryKey: mfgKeys.certs(q), queryFn: () => call('manufacture.certs', q), placeholderData: keepPreviousData });
export const useMfg = (id: string) => useQuery({ queryKey: mfgKeys.one(id), queryFn: () => call('manufacture.detail', { id }), enabled: !!id });

const useMfgMutation = <I, O>(fn: (input: I) => Promise<O>) => useRefreshingMutation(fn, mfgKeys.all);

export const useSaveMfg = () => useMfgMutation((input: In<'manufacture.save'>) => call('manufacture.save', input, { quiet: true }));
export const useWithdrawMfg = () => useMfgMutation((input: In<'manufacture.withdraw'>) => call('manufacture.withdraw', input, { quiet: true }));
export const useDeleteMfg = () => useMfgMutation((id: string) => call('manufacture.delete', { id }, { quiet: true }));
export const useAcceptMfg = () => useMfgMutation((input: In<'manufacture.accept'>) => call('manufacture.accept', input, { quiet: true }));
export const useReturnMfg = () => useMfgMutation((input: In<'manufacture.return'>) => call('manufacture.return', input, { quiet: true }));
export const useRecordMfg = () => useMfgMutation((input: In<'manufacture.record'>) => call('manufacture.record', input, { quiet: true }));
export const useIssueMfg = () => useMfgMutation((input: In<'manufacture.issue'>) => call('manufacture.issue', input, { quiet: true }));

/** The supervision certificate as a PDF (its first download produces it). A refusal is shown by the http client's toast. */
export const downloadMfgCert = (id: string, certNo: string) => downloadSigned('manufacture.cert', { id }, `制造监督检验证书-${certNo}.pdf`);
