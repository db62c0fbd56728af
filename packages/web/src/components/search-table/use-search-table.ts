import { useState } from 'react';

export type SortOrder = 'ascend' | 'descend';

export interface Sort<S extends string> {
  field: S;
  order: SortOrder;
}

export interface SearchTableOptions<F, S extends string> {
  /** The filters the list opens with. */
  initial?: F;
  /** What 重置 goes back to; empty filters unless given. */
  blank?: F;
  /** Rows per page until the user picks another size; 10 unless given. */
  pageSize?: number;
  /** The server's order when no column is sorted; a sorted column that is clicked back to unsorted returns to it. */
  defaultSort?: Sort<S>;
  initialSort?: Sort<S>;
  /** Told after every 查询 and 重置, with the order in force (a page that keeps its filters in its address writes them there). */
  onSearch?: (filters: F, sort: Sort<S> | undefined) => void;
}

/** The state of a search table: the applied filters, the page and the order; the page turns them into its query. */
export interface SearchTableState<F, S extends string = string> {
  filters: F;
  blank: F;
  pageNo: number;
  pageSize: number;
  sort: Sort<S> | undefined;
  /** Applies new filters from the first page. */
  search: (filters: F) => void;
  /** A new page, or a new page size from the first page. */
  setPage: (pageNo: number, pageSize: number) => void;
  /** A column's order, or back to the default order for undefined; from the first page. */
  setSort: (sort: Sort<S> | undefined) => void;
}

/** Filters, paging and order of a server-paged list, as the existing list pages kept them. */
export function useSearchTable<F extends object, S extends string = string>(opts: SearchTableOptions<F, S> = {}): SearchTableState<F, S> {
  const blank = opts.blank ?? ({} as F);
  const [filters, setFilters] = useState<F>(opts.initial ?? blank);
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: opts.pageSize ?? 10 });
  const [sort, setSortState] = useState<Sort<S> | undefined>(opts.initialSort ?? opts.defaultSort);
  return {
    filters,
    blank,
    ...paging,
    sort,
    search: (f) => {
      setFilters(f);
      setPaging((p) => ({ ...p, pageNo: 1 }));
      opts.onSearch?.(f, sort);
    },
    setPage: (pageNo, pageSize) => setPaging((p) => ({ pageNo: pageSize === p.pageSize ? pageNo : 1, pageSize })),
    setSort: (s) => {
      setSortState(s ?? opts.defaultSort);
      setPaging((p) => ({ ...p, pageNo: 1 }));
    },
  };
}

/**
 * The total the pager works with. A capped count (the server stopped counting) is a floor: while
 * pages come back full there is a next page, so paging goes on past the cap.
 */
export function pagerTotal(count: number, capped: boolean, pageNo: number, pageSize: number, rows: number): number {
  if (!capped) return count;
  return Math.max(count, (pageNo - 1) * pageSize + rows + (rows === pageSize ? 1 : 0));
}
