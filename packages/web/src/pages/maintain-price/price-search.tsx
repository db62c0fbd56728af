import type { PublishedSetPrice } from '@portal/contract';
import { fenToYuan, yuanToFen } from '@portal/contract/api/fee';

import { Input, InputNumber } from 'antd';
import { useState } from 'react';
import { PageCard } from '../../components/page-card';
import { actionsColumn, openOnDoubleClick, RowLink } from '../../components/search-table/row-actions';
import { SearchTable, type SearchColumn, type SearchField, type SearchResult } from '../../components/search-table/search-table';
import type { SearchTableState } from '../../components/search-table/use-search-table';
import { PublishedDrawer } from './published-drawer';

/** What both price searches filter on: the maintenance unit, and a price range typed in yuan. */
export interface PriceFilters {
  unitName?: string;
  priceMin?: number | null;
  priceMax?: number | null;
}

/** Who publishes a line of either search. */
type PublishedLine = Pick<PublishedSetPrice, 'filingId' | 'lineId' | 'unitName' | 'contact' | 'contactMobile' | 'effectiveFrom' | 'priceFen'>;

const yuanBox = (placeholder: string) => <InputNumber min={0} max={1_000_000} precision={2} placeholder={placeholder} style={{ width: '100%' }} />;

/** The filters as the server takes them: trimmed text, fen. */
export const publisherQuery = (f: PriceFilters) => ({
  unitName: f.unitName?.trim() || undefined,
  priceMinFen: typeof f.priceMin === 'number' ? yuanToFen(f.priceMin) : undefined,
  priceMaxFen: typeof f.priceMax === 'number' ? yuanToFen(f.priceMax) : undefined,
});

interface PriceSearchProps<R, F> {
  title: string;
  note: string;
  /** The search's name: its form's and its column settings'. */
  name: string;
  /** What the prices are quoted in (元/台·月). */
  unit: string;
  table: SearchTableState<F>;
  result: SearchResult<R>;
  /** The search's own filters, after the publisher's. */
  fields: SearchField<F>[];
  /** The search's own columns, after the unit's name (the price among them), and those after whom to call. */
  columns: SearchColumn<R>[];
  trailing?: SearchColumn<R>[];
}

/** A search of the published prices, cheapest first: the unit, the page's own columns, whom to call, and the unit's whole price list over it. */
export function PriceSearch<R extends PublishedLine, F extends PriceFilters>(p: PriceSearchProps<R, F>) {
  const [open, setOpen] = useState<string | null>(null);
  const columns: SearchColumn<R>[] = [
    { key: 'unitName', title: '维保单位', dataIndex: 'unitName', width: 220, ellipsis: true },
    ...p.columns,
    { key: 'effectiveFrom', title: '执行日期', dataIndex: 'effectiveFrom', width: 110 },
    { key: 'phone', title: '联系电话', width: 200, render: (_, r) => `${r.contact} ${r.contactMobile}` },
    ...(p.trailing ?? []),
    actionsColumn(100, (r) => <RowLink onClick={() => setOpen(r.filingId)}>查看价格表</RowLink>),
  ];
  return (
    <PageCard title={p.title} note={p.note}>
      <SearchTable<R, F>
        table={p.table}
        result={p.result}
        formName={p.name}
        fields={[
          { name: 'unitName', label: '维保单位', input: <Input allowClear maxLength={50} placeholder="维保单位名称" /> },
          { name: 'priceMin', label: '最低价格', input: yuanBox(`${p.unit}，不限`) },
          { name: 'priceMax', label: '最高价格', input: yuanBox(`${p.unit}，不限`) },
          ...p.fields,
        ]}
        columns={columns}
        rowKey="lineId"
        settingsKey={`maintain-price-${p.name}`}
        empty="没有符合条件的已发布价格"
        tableProps={openOnDoubleClick((r: R) => setOpen(r.filingId))}
      />
      <PublishedDrawer id={open} onClose={() => setOpen(null)} />
    </PageCard>
  );
}

/** A line's price in yuan, in bold. */
export const priceColumn = <R extends PublishedLine>(title: string): SearchColumn<R> => ({
  key: 'price',
  title,
  dataIndex: 'priceFen',
  width: 140,
  align: 'right',
  render: (v: number) => <strong>{fenToYuan(v)}</strong>,
});
