import { useQuery } from '@tanstack/react-query';
import { call } from './http';
import { stepsUnder } from './query-client';

const keys = { all: ['registry'] as const };

export const useRegistries = () => useQuery({ queryKey: keys.all, queryFn: () => call('registry.list') });

export const useSaveRegistry = stepsUnder(keys.all)('registry.save');
