import { queryOptions, useQuery } from '@tanstack/react-query';
import { getClientConfig } from './common';
import { getUnit } from './session';

// Query hooks over calls the login page also makes, kept in their own module so
// react-query stays out of the login page's first load.

export const sessionKeys = {
  all: ['session'] as const,
  clientConfig: () => [...sessionKeys.all, 'clientConfig'] as const,
  unit: () => [...sessionKeys.all, 'unit'] as const,
};

export const useClientConfig = () => useQuery({ queryKey: sessionKeys.clientConfig(), queryFn: getClientConfig, staleTime: Infinity });

export const unitOptions = () => queryOptions({ queryKey: sessionKeys.unit(), queryFn: getUnit, staleTime: 5 * 60_000 });

export const useUnit = () => useQuery(unitOptions());
