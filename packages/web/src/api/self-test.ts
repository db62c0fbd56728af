import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type In } from './http';
import { listQuery, recordQuery, stepsUnder } from './query-client';
import { downloadSigned } from './signed';

export type SelfTestQuery = In<'selfTest.recorded'>;

/** Both sides' lists share one root: a step on either side refreshes every list and the detail. */
export const selfTestKeys = {
  all: ['selfTest'] as const,
  recorded: (q: SelfTestQuery) => [...selfTestKeys.all, 'recorded', q] as const,
  compliance: (q: SelfTestQuery) => [...selfTestKeys.all, 'compliance', q] as const,
  marks: (q: SelfTestQuery) => [...selfTestKeys.all, 'marks', q] as const,
  one: (id: string) => [...selfTestKeys.all, 'one', id] as const,
  elevator: (code: string) => [...selfTestKeys.all, 'elevator', code] as const,
};

export const useRecordedSelfTests = listQuery(selfTestKeys.recorded, 'selfTest.recorded');
export const useComplianceSelfTests = listQuery(selfTestKeys.compliance, 'selfTest.compliance');
export const useMarkSelfTests = listQuery(selfTestKeys.marks, 'selfTest.marks');
export const useSelfTest = recordQuery(selfTestKeys.one, 'selfTest.detail');

/** Elevators in use with exactly this code; asked only when the body presses 查找. */
export const useFindElevator = (code: string) =>
  useQuery({ queryKey: selfTestKeys.elevator(code), queryFn: () => call('selfTest.findElevator', { code }), enabled: code.trim() !== '' });

const selfTestStep = stepsUnder(selfTestKeys.all);

export const useSaveSelfTest = selfTestStep('selfTest.save');
export const useIssueSelfTest = selfTestStep('selfTest.issue');
export const useRevokeSelfTest = selfTestStep('selfTest.revoke');
export const useDeleteSelfTest = selfTestStep('selfTest.delete', (id: string) => ({ id }));
export const useDeclareSelfTest = selfTestStep('selfTest.declare');

/** Prints (downloads) the use mark of a declared result; the first print is kept, so the lists learn its fingerprint. */
export function usePrintUseMark() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => downloadSigned('selfTest.useMark', { id }, `电梯使用标志-${name}.pdf`),
    onSuccess: () => qc.invalidateQueries({ queryKey: selfTestKeys.all }),
  });
}
