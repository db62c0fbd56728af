import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from './http';

export interface DeclarationQuery {
  kind?: 'useRegist' | 'install';
  keyword?: string;
  pageNo: number;
  pageSize: number;
}

/** The unit's use-registration applications and the installation declarations naming it, in one list. */
export const useDeclarations = (q: DeclarationQuery) =>
  useQuery({ queryKey: ['declaration', 'list', q], queryFn: () => call('declaration.list', q), placeholderData: keepPreviousData });
