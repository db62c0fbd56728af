import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { PageCard } from './page-card';
import { StatTiles, type StatTile } from './stat-tiles';

/** The part of a query that counting again needs. */
interface Refreshable {
  data?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** Asks the query again; `children` names the step (刷新 unless given). */
export function RefreshButton({ query, children = '刷新' }: { query: Refreshable; children?: ReactNode }) {
  return (
    <Button icon={<ReloadOutlined />} loading={query.isFetching} onClick={() => void query.refetch()}>
      {children}
    </Button>
  );
}

/** An overview's head: its figures, each a way to the records behind it, and 刷新 to count them again. */
export function FiguresCard({ title, note, tiles, query }: { title: string; note: ReactNode; tiles: StatTile[]; query: Refreshable }) {
  return (
    <PageCard title={title} note={note} extra={<RefreshButton query={query} />}>
      <StatTiles items={tiles} loading={!query.data} />
    </PageCard>
  );
}
