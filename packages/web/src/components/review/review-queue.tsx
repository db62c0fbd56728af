import type { Workflow } from '@portal/contract';
import { waitsForReviewer } from '@portal/contract/domain/workflow';
import { Button } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { StateQuery } from '../../api/http';
import { recordPath } from '../../routes/paths';
import { PageCard } from '../page-card';
import { useOpenRecord } from '../page-param';
import { choiceField, flowStates, keywordField, listQuery } from '../search-table/list-fields';
import { openOnDoubleClick } from '../search-table/row-actions';
import { SearchTable, type SearchColumn, type SearchResult } from '../search-table/search-table';
import { useSearchTable } from '../search-table/use-search-table';
import { StateTag } from '../state-tag';

interface Filters<S extends string> {
  state?: S;
  keyword?: string;
}

export interface ReviewQueueProps<R extends { id: string; state: string }, S extends string> {
  /** The records' workflow from contract: the state filter, the state tags, and which records wait for the reviewer. */
  flow: Workflow<S, string>;
  /** The list query (a hook from src/api), called with the applied filters and page. */
  useList: (q: StateQuery<S>) => SearchResult<R>;
  /** The records' own columns; the state and the 审核/查看 action follow them. */
  columns: SearchColumn<R>[];
  /** What the keyword searches, as the box's placeholder. */
  keywordHint: string;
  /** What an empty queue says. */
  empty: string;
  /** Opens a record: its 审核/查看 button, or a double click on its row. */
  onOpen: (record: R) => void;
  /** Only the records waiting for the reviewer, with no state filter: a work list. */
  waitingOnly?: boolean;
  /** The state filter the queue opens with: the state waiting for the reviewer unless given; null for every state. */
  initialState?: S | null;
  /** The open button's word for a record; 审核 on a record waiting for the reviewer, 查看 on the others, unless given. */
  openLabel?: (record: R) => string;
}

/**
 * The reviewer's list of one workflow's records: a state filter (the waiting ones first), a keyword,
 * the state tags, and 审核 on a record waiting for the reviewer or 查看 on the others.
 */
export function ReviewQueue<R extends { id: string; state: string }, S extends string>({
  flow,
  useList,
  columns,
  keywordHint,
  empty,
  onOpen,
  waitingOnly = false,
  initialState,
  openLabel = (r) => (waitsForReviewer(flow, r.state) ? '审核' : '查看'),
}: ReviewQueueProps<R, S>) {
  const states = Object.keys(flow.states) as S[];
  const waiting = states.find((s) => waitsForReviewer(flow, s));
  const opening = initialState === undefined ? waiting : (initialState ?? undefined);
  const table = useSearchTable<Filters<S>>({ initial: opening ? { state: opening } : {} });
  const result = useList({ ...listQuery(table), state: waitingOnly ? waiting : table.filters.state });

  const all: SearchColumn<R>[] = [
    ...columns,
    // A record in a state the flow does not list still shows, with its raw state name.
    { key: 'state', title: '状态', dataIndex: 'state', width: 90, render: (_, r) => <StateTag flow={flow} state={r.state as S} /> },
    {
      key: 'actions',
      title: '操作',
      width: 70,
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => onOpen(r)}>
          {openLabel(r)}
        </Button>
      ),
    },
  ];

  return (
    <SearchTable<R, Filters<S>>
      table={table}
      result={result}
      fields={[...(waitingOnly ? [] : [choiceField<Filters<S>>('state', '审核状态', flowStates(flow))]), keywordField(keywordHint)]}
      columns={all}
      rowKey="id"
      empty={empty}
      tableProps={openOnDoubleClick(onOpen)}
    />
  );
}

/** Where a record opens: a drawer over the queue, or its own page (the record's id in its address). */
type Opening = { review: ComponentType<{ id: string | null; onClose: () => void }>; page?: never } | { page: string; review?: never };

type ReviewQueuePageProps<R extends { id: string; state: string }, S extends string> = Omit<ReviewQueueProps<R, S>, 'onOpen'> & Opening & { title: string; note: ReactNode };

/** A reviewer's page: the queue, and the record the reviewer opens, or the one the address names (where a message leads). */
export function ReviewQueuePage<R extends { id: string; state: string }, S extends string>({ title, note, review: Review, page, ...queue }: ReviewQueuePageProps<R, S>) {
  const [open, setOpen] = useOpenRecord();
  const navigate = useNavigate();
  return (
    <PageCard title={title} note={note}>
      <ReviewQueue {...queue} onOpen={(r) => (page ? void navigate(recordPath(page, r.id)) : setOpen(r.id))} />
      {Review && <Review id={open} onClose={() => setOpen(null)} />}
    </PageCard>
  );
}
