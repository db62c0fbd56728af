import { useQuery } from '@tanstack/react-query';
import { call, type In } from './http';
import { listQuery, stepsUnder } from './query-client';

export const operatorKeys = {
  all: ['operator'] as const,
  list: (q: In<'operator.list'>) => [...operatorKeys.all, 'list', q] as const,
  one: (id: string, forEdit: boolean) => [...operatorKeys.all, 'one', id, forEdit] as const,
  overview: () => [...operatorKeys.all, 'overview'] as const,
};

export const useOperators = listQuery(operatorKeys.list, 'operator.list');

/**
 * Quiet: a missing or foreign operator is shown by the page, not a toast. Personal data comes masked, and in full
 * only for the owning unit's edit form (`forEdit`, a read the server audits).
 */
export const useOperator = (id: string, forEdit: boolean) =>
  useQuery({ queryKey: operatorKeys.one(id, forEdit), queryFn: () => call('operator.get', { id, forEdit }, { quiet: true }), enabled: !!id });

export const useOperatorOverview = () => useQuery({ queryKey: operatorKeys.overview(), queryFn: () => call('operator.overview') });

/** Every change refreshes lists, records and the overview; failures are the form's to show. */
const operatorStep = stepsUnder(operatorKeys.all);

export const useAddOperator = operatorStep('operator.add');
export const useUpdateOperator = operatorStep('operator.update');
export const useDeleteOperator = operatorStep('operator.del', (id: string) => ({ id }));

export const useAddQualification = operatorStep('operator.addQualification');
export const useUpdateQualification = operatorStep('operator.updateQualification');
export const useDeleteQualification = operatorStep('operator.delQualification', (id: string) => ({ id }));
