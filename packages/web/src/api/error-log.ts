import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, type In } from './http';

export type ErrorLogQuery = In<'errorLog.findPage'>;

export const errorLogKeys = {
  all: ['errorLog'] as const,
  list: (q: ErrorLogQuery) => [...errorLogKeys.all, 'list', q] as const,
};

/** The server scopes the list: administrators see every entry, others their own. */
export const findErrorLogPage = (q: ErrorLogQuery) => call('errorLog.findPage', q);

export const errorLogPageOptions = (q: ErrorLogQuery) => queryOptions({ queryKey: errorLogKeys.list(q), queryFn: () => findErrorLogPage(q), placeholderData: keepPreviousData });

export const useErrorLogPage = (q: ErrorLogQuery) => useQuery(errorLogPageOptions(q));
