import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, type In } from './http';

/** The unit's use-registration applications and the installation declarations naming it, in one list. */
export const useDeclarations = (q: In<'declaration.list'>) =>
  useQuery({ queryKey: ['declaration', 'list', q], queryFn: () => call('declaration.list', q), placeholderData: keepPreviousData });
