import type { SelfTestConclusion, SelfTestState } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type In, type StateQuery } from './http';
import { useRefreshingMutation } from './query-client';
import { downloadSigned } from './signed';

export interface SelfTestQuery extends StateQuery<SelfTestState> {
  conclusion?: SelfTestConclusion;
}

/** Both sides' lists share one root: a step on either side refreshes every list and the detail. */
export const selfTestKeys = {
  all: ['selfTest'] as const,
  recorded: (q: SelfTestQuery) => [...selfTestKeys.all, 'recorded', q] as const,
  compliance: (q: SelfTestQuery) => [...selfTestKeys.all, 'compliance', q] as const,
  marks: (q: SelfTestQuery) => [...selfTestKeys.all, 'marks', q] as const,
  one: (id: string) => [...selfTestKeys.all, 'one', id] as const,
  elevator: (code: string) => [...selfTestKeys.all, 'elevator', code] as const,
};

export const useRecordedSelfTests = (q: SelfTestQuery) =>
  useQuery({ queryKey: selfTestKeys.recorded(q), queryFn: () => call('selfTest.recorded', q), placeholderData: keepPreviousData });
export const useComplianceSelfTests = (q: SelfTestQuery) =>
  useQuery({ queryKey: selfTestKeys.compliance(q), queryFn: () => call('selfTest.compliance', q), placeholderData: keepPreviousData });
export const useMarkSelfTests = (q: SelfTestQuery) => useQuery({ queryKey: selfTestKeys.marks(q), queryFn: () => call('selfTest.marks', q), placeholderData: keepPreviousData });
export const useSelfTest = (id: string) => useQuery({ queryKey: selfTestKeys.one(id), queryFn: () => call('selfTest.detail', { id }), enabled: !!id });

/** Elevators in use with exactly this code; asked only when the body presses 查找. */
export const useFindElevator = (code: string) =>
  useQuery({ queryKey: selfTestKeys.elevator(code), queryFn: () => call('selfTest.findElevator', { code }), enabled: code.trim() !== '' });

const useSelfTestMutation = <I, O>(fn: (input: I) => Promise<O>) => useRefreshingMutation(fn, selfTestKeys.all);

export const useSaveSelfTest = () => useSelfTestMutation((input: In<'selfTest.save'>) => call('selfTest.save', input, { quiet: true }));
export const useIssueSelfTest = () => useSelfTestMutation((input: In<'selfTest.issue'>) => call('selfTest.issue', input, { quiet: true }));
export const useRevokeSelfTest = () => useSelfTestMutation((input: In<'selfTest.revoke'>) => call('selfTest.revoke', input, { quiet: true }));
export const useDeleteSelfTest = () => useSelfTestMutation((id: string) => call('selfTest.delete', { id }, { quiet: true }));
export const useDeclareSelfTest = () => useSelfTestMutation((input: In<'selfTest.declare'>) => call('selfTest.declare', input, { quiet: true }));

/** Prints (downloads) the use mark of a declared result; the first print is kept, so the lists learn its fingerprint. */
export function usePrintUseMark() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => downloadSigned('selfTest.useMark', { id }, `电梯使用标志-${name}.pdf`),
    onSuccess: () => qc.invalidateQueries({ queryKey: selfTestKeys.all }),
  });
}
