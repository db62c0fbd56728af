import type { DictItem, DictStatus } from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type In } from './http';
import { listQuery } from './query-client';

/** Dictionaries change rarely (an administrator's edit); pages keep them for the session's working hours. */
const DICT_STALE = 30 * 60_000;

export interface SaveDictItem {
  id?: string;
  type: string;
  value: string;
  label: string;
  parentValue: string;
  sort: number;
  remark: string;
  version?: number;
}

export const dictKeys = {
  all: ['dict'] as const,
  item: (type: string, value: string) => [...dictKeys.all, 'item', type, value] as const,
  list: (type: string, parentValue: string) => [...dictKeys.all, 'list', type, parentValue] as const,
  tree: (type: string) => [...dictKeys.all, 'tree', type] as const,
  types: () => [...dictKeys.all, 'types'] as const,
  page: (q: In<'dict.findPage'>) => [...dictKeys.all, 'page', q] as const,
};

/** Spec §7 dictionary lookup of one value, disabled ones included; null when the dictionary has no such value. */
export const findDictItem = (type: string, value: string) => call('dict.findDictItem', { type, value });
/** The enabled children of a parent value; the top level for ''. */
export const findDictList = (type: string, parentValue: string) => call('dict.findDictList', { type, parentValue: parentValue || undefined });
export const findDictTree = (type: string) => call('dict.findDictTree', { type });

export const dictItemOptions = (type: string, value: string) =>
  queryOptions({ queryKey: dictKeys.item(type, value), queryFn: () => findDictItem(type, value), staleTime: DICT_STALE, enabled: !!value });

export const dictListOptions = (type: string, parentValue = '') =>
  queryOptions({ queryKey: dictKeys.list(type, parentValue), queryFn: () => findDictList(type, parentValue), staleTime: DICT_STALE });

export const dictTreeOptions = (type: string) => queryOptions({ queryKey: dictKeys.tree(type), queryFn: () => findDictTree(type), staleTime: DICT_STALE });

export const useDictItem = (type: string, value: string) => useQuery(dictItemOptions(type, value));

/** The label of a dictionary value, falling back to the value itself while loading or when unknown. */
export function useDictLabel(type: string, value: string): string {
  return useDictItem(type, value).data?.label ?? value;
}

export const useDictList = (type: string, parentValue = '') => useQuery(dictListOptions(type, parentValue));
export const useDictTree = (type: string) => useQuery(dictTreeOptions(type));

// Maintenance under 系统维护 › 字典维护.

export const useDictTypes = () => useQuery({ queryKey: dictKeys.types(), queryFn: () => call('dict.types') });

export const useDictPage = listQuery(dictKeys.page, 'dict.findPage');

/** After any edit every cached lookup is stale: selects and labels all over the portal read them. */
function useDictMutation<I>(fn: (input: I) => Promise<DictItem>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: dictKeys.all }) });
}

/** Failures come back to the dialog, which shows them beside the form. */
export const useSaveDictItem = () => useDictMutation((input: SaveDictItem) => call('dict.save', input, { quiet: true }));

export const useSetDictStatus = () => useDictMutation((input: { id: string; status: DictStatus; version: number }) => call('dict.setStatus', input));
