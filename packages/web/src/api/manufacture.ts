import { type In } from './http';
import { listQuery, recordQuery, stepsUnder } from './query-client';
import { downloadSigned } from './signed';

export type MfgQuery = In<'manufacture.list'>;

/** Both sides' lists and the certificates share one root: a step on either side refreshes them all. */
export const mfgKeys = {
  all: ['manufacture'] as const,
  list: (q: MfgQuery) => [...mfgKeys.all, 'list', q] as const,
  queue: (q: MfgQuery) => [...mfgKeys.all, 'queue', q] as const,
  certs: (q: Omit<MfgQuery, 'state'>) => [...mfgKeys.all, 'certs', q] as const,
  one: (id: string) => [...mfgKeys.all, 'one', id] as const,
};

export const useMfgList = listQuery(mfgKeys.list, 'manufacture.list');
export const useMfgQueue = listQuery(mfgKeys.queue, 'manufacture.queue');
export const useMfgCerts = listQuery(mfgKeys.certs, 'manufacture.certs');
export const useMfg = recordQuery(mfgKeys.one, 'manufacture.detail');

const mfgStep = stepsUnder(mfgKeys.all);

export const useSaveMfg = mfgStep('manufacture.save');
export const useWithdrawMfg = mfgStep('manufacture.withdraw');
export const useDeleteMfg = mfgStep('manufacture.delete', (id: string) => ({ id }));
export const useAcceptMfg = mfgStep('manufacture.accept');
export const useReturnMfg = mfgStep('manufacture.return');
export const useRecordMfg = mfgStep('manufacture.record');
export const useIssueMfg = mfgStep('manufacture.issue');

/** The supervision certificate as a PDF (its first download produces it). A refusal is shown by the http client's toast. */
export const downloadMfgCert = (id: string, certNo: string) => downloadSigned('manufacture.cert', { id }, `制造监督检验证书-${certNo}.pdf`);
