import { queryOptions, useQuery } from '@tanstack/react-query';
import { getClientConfig } from './common';
import { getUnit } from './session';

// Query hooks over calls the login page also makes, kept in their own module so
// react-query stays out of the login page's first load.

export const sessionKeys = {
  all: ['session'] as const,
  clientConfig: () => [...sessionKeys.all, 'clientConfig'] as const,
  unit: (forEdit: boolean) => [...sessionKeys.all, 'unit', forEdit] as const,
};

export const useClientConfig = () => useQuery({ queryKey: sessionKeys.clientConfig(), queryFn: getClientConfig, staleTime: Infinity });

/** The caller's unit as read-only pages show it, or (`forEdit`) as the main account's form edits it. */
export const unitOptions = (forEdit = false) => queryOptions({ queryKey: sessionKeys.unit(forEdit), queryFn: () => getUnit(forEdit), staleTime: 5 * 60_000 });

export const useUnit = (forEdit = false) => useQuery(unitOptions(forEdit));
