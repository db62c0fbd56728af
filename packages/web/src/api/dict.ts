import type { DictItem } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from './http';

export const dictKeys = {
  all: ['dict'] as const,
  item: (type: string, value: string) => [...dictKeys.all, 'item', type, value] as const,
};

/** Spec §7 dictionary lookup of one value; null when the dictionary has no such value. */
export const findDictItem = (type: string, value: string) => post<DictItem | null>('/api/common/dict/findDictItem', { type, value });

export const dictItemOptions = (type: string, value: string) =>
  queryOptions({ queryKey: dictKeys.item(type, value), queryFn: () => findDictItem(type, value), staleTime: 10 * 60_000, enabled: !!value });

/** The label of a dictionary value, falling back to the value itself while loading or when unknown. */
export function useDictLabel(type: string, value: string): string {
  return useQuery(dictItemOptions(type, value)).data?.label ?? value;
}
