import type { Choice } from '../choices';
import { keywordField, listQuery, stateField } from './list-fields';
import { openOnDoubleClick } from './row-actions';
import { SearchTable, type SearchColumn, type SearchField, type SearchResult } from './search-table';
import { useSearchTable } from './use-search-table';

interface RecordListProps<R, F extends { keyword?: string }> {
  /** The list query (a hook from src/api), asked with the applied filters and page. */
  useList: (q: ReturnType<typeof listQuery<F>>) => SearchResult<R>;
  columns: SearchColumn<R>[];
  /** The state filter's choices (flowStates of the records' workflow). */
  states: Choice[];
  stateWidth?: number;
  /** The area's own filters, before the state (施工类别, 办理事项). */
  fields?: SearchField<F>[];
  /** What the keyword searches, as the box's placeholder. */
  keywordHint: string;
  empty: string;
  /** Opens a record: a double click on its row (its 查看 is among the columns). */
  onOpen: (record: R) => void;
  /** The filters the list opens with. */
  initial?: F;
}

/** A list of one kind of filing with its state and keyword filters, holding its own filters and page; the page gives its columns. */
export function RecordList<R extends { id: string }, F extends { state?: string; keyword?: string }>(p: RecordListProps<R, F>) {
  const table = useSearchTable<F>({ initial: p.initial ?? ({} as F) });
  const result = p.useList(listQuery(table));
  return (
    <SearchTable<R, F>
      table={table}
      result={result}
      fields={[...(p.fields ?? []), stateField<F>(p.states, p.stateWidth), keywordField<F>(p.keywordHint)]}
      columns={p.columns}
      rowKey="id"
      empty={p.empty}
      tableProps={openOnDoubleClick(p.onOpen)}
    />
  );
}
