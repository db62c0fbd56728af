import type { SaveRegistryInput } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './http';

const keys = { all: ['registry'] as const };

export const useRegistries = () => useQuery({ queryKey: keys.all, queryFn: () => call('registry.list') });

export function useSaveRegistry() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (input: SaveRegistryInput) => call('registry.save', input, { quiet: true }), onSuccess: () => qc.invalidateQueries({ queryKey: keys.all }) });
}
