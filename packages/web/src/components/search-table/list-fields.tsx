import type { Workflow } from '@portal/contract';

import { Input, Select } from 'antd';
import type { SearchField } from './search-table';
import type { SearchTableState } from './use-search-table';

/** A workflow's states as the choices of a state filter. */
export const flowStates = (flow: Workflow<string, string>) => Object.entries(flow.states).map(([value, s]) => ({ value, label: s.label }));

/** The state filter; `width` fixes the box's width. */
export const stateField = <F extends { state?: string }>(options: { value: string; label: string }[], width?: number): SearchField<F> => ({
  name: 'state',
  label: '状态',
  input: <Select allowClear placeholder="全部" options={options} style={width ? { width } : undefined} />,
});

/** The keyword filter; the placeholder says what it searches. */
export const keywordField = <F extends { keyword?: string }>(placeholder: string): SearchField<F> => ({
  name: 'keyword',
  label: '关键字',
  input: <Input allowClear maxLength={50} placeholder={placeholder} />,
});

/** The page and the filters as a list endpoint takes them: the keyword trimmed, and left out when empty. */
export const listQuery = <F extends { keyword?: string }>(table: SearchTableState<F>) => ({
  ...table.filters,
  keyword: table.filters.keyword?.trim() || undefined,
  pageNo: table.pageNo,
  pageSize: table.pageSize,
});
