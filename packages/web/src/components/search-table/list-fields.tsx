import type { Workflow } from '@portal/contract';

import { DatePicker, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import type { Choice } from '../choices';
import { dateTextProps } from '../date-value';
import type { SearchField } from './search-table';
import type { SearchTableState } from './use-search-table';

/** A workflow's states (or only the given ones, in their order) as the choices of a state filter. */
export const flowStates = <S extends string>(flow: Workflow<S, string>, states: readonly S[] = Object.keys(flow.states) as S[]) =>
  states.map((value) => ({ value, label: flow.states[value].label }));

/** A filter that picks one of fixed choices; left empty it means 全部. `width` fixes the box's width. */
export const choiceField = <F,>(name: keyof F & string, label: string, options: Choice[], width?: number): SearchField<F> => ({
  name,
  label,
  input: <Select allowClear placeholder="全部" options={options} style={width ? { width } : undefined} />,
});

/** The state filter; `width` fixes the box's width. */
export const stateField = <F extends { state?: string }>(options: Choice[], width?: number) => choiceField<F>('state', '状态', options, width);

/** A date filter, kept as 'YYYY-MM-DD' text; `disabledDate` rules out days that cannot be chosen. */
export const dateField = <F,>(name: keyof F & string, label: string, disabledDate?: (day: Dayjs) => boolean): SearchField<F> => ({
  name,
  label,
  input: <DatePicker style={{ width: '100%' }} disabledDate={disabledDate} />,
  itemProps: dateTextProps,
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
