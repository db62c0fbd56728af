import { describe, expect, it } from 'vitest';
import { flowStates, listQuery } from './list-fields';
import type { SearchTableState } from './use-search-table';

const tableOf = <F>(filters: F): SearchTableState<F> => ({
  filters,
  blank: {} as F,
  pageNo: 2,
  pageSize: 20,
  sort: undefined,
  search: () => undefined,
  setPage: () => undefined,
  setSort: () => undefined,
});

describe('listQuery', () => {
  it('sends the page and the filters, the keyword trimmed', () => {
    expect(listQuery(tableOf({ state: 'draft', keyword: '  BJ2026 ' }))).toEqual({ state: 'draft', keyword: 'BJ2026', pageNo: 2, pageSize: 20 });
  });

  it('leaves out a keyword of blanks', () => {
    expect(listQuery(tableOf({ keyword: '   ' })).keyword).toBeUndefined();
    expect(listQuery(tableOf({})).keyword).toBeUndefined();
  });
});

describe('flowStates', () => {
  const flow = { states: { draft: { label: '草稿', color: 'default' }, submitted: { label: '待审核', color: 'processing' } }, transitions: [] } as never;

  it("offers a workflow's states by their labels, in the flow's order", () => {
    expect(flowStates(flow)).toEqual([
      { value: 'draft', label: '草稿' },
      { value: 'submitted', label: '待审核' },
    ]);
  });

  it('offers only the states it is given, in their order', () => {
    expect(flowStates(flow, ['submitted', 'draft'])).toEqual([
      { value: 'submitted', label: '待审核' },
      { value: 'draft', label: '草稿' },
    ]);
  });
});
