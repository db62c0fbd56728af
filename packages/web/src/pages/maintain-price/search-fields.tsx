import { yuanToFen } from '@portal/contract/api/fee';

import { Input, InputNumber } from 'antd';
import type { SearchField } from '../../components/search-table/search-table';

/** What both price searches filter on: the maintenance unit, and a price range typed in yuan. */
export interface PriceFilters {
  unitName?: string;
  priceMin?: number | null;
  priceMax?: number | null;
}

const yuanBox = (placeholder: string) => <InputNumber min={0} max={1_000_000} precision={2} placeholder={placeholder} style={{ width: '100%' }} />;

export const publisherFields = <F extends PriceFilters>(unit: string): SearchField<F>[] => [
  { name: 'unitName', label: '维保单位', input: <Input allowClear maxLength={50} placeholder="维保单位名称" /> },
  { name: 'priceMin', label: '最低价格', input: yuanBox(`${unit}，不限`) },
  { name: 'priceMax', label: '最高价格', input: yuanBox(`${unit}，不限`) },
];

/** The filters as the server takes them: trimmed text, fen. */
export const publisherQuery = (f: PriceFilters) => ({
  unitName: f.unitName?.trim() || undefined,
  priceMinFen: typeof f.priceMin === 'number' ? yuanToFen(f.priceMin) : undefined,
  priceMaxFen: typeof f.priceMax === 'number' ? yuanToFen(f.priceMax) : undefined,
});
