import type { PublishedUnitPrice } from '@portal/contract';
import { MAINTAIN_PRICE_LIMITS } from '@portal/contract/api/maintain-project';

import { InputNumber } from 'antd';
import { useUnitPrices } from '../../api/maintain-price';
import { useSearchTable } from '../../components/search-table/use-search-table';
import { priceColumn, PriceSearch, publisherQuery, type PriceFilters } from './price-search';

interface Filters extends PriceFilters {
  units?: number | null;
  termMonths?: number | null;
}

/** 维保价格查询 › 按单位 (legacy /byUnit): published contract prices for a whole use unit, cheapest first. */
export default function ByUnitPage() {
  const table = useSearchTable<Filters>({ initial: {} });
  const f = table.filters;
  return (
    <PriceSearch<PublishedUnitPrice, Filters>
      title="按单位维保价格查询"
      note="维保单位按使用单位的电梯台数和合同期限报出的整份合同价格，经登记机关审核发布。输入本单位的电梯台数，可查到适用的报价。"
      name="by-unit"
      unit="合同总价（元）"
      table={table}
      result={useUnitPrices({ pageNo: table.pageNo, pageSize: table.pageSize, ...publisherQuery(f), units: f.units ?? undefined, termMonths: f.termMonths ?? undefined })}
      fields={[
        {
          name: 'units',
          label: '电梯台数',
          input: <InputNumber min={1} max={MAINTAIN_PRICE_LIMITS.units} precision={0} placeholder="本单位电梯台数" style={{ width: '100%' }} />,
        },
        {
          name: 'termMonths',
          label: '合同期限',
          input: <InputNumber min={1} max={MAINTAIN_PRICE_LIMITS.termMonths} precision={0} placeholder="月" style={{ width: '100%' }} />,
        },
      ]}
      columns={[
        { key: 'units', title: '电梯台数', width: 110, render: (_, r) => `${r.unitsFrom}–${r.unitsTo} 台` },
        { key: 'term', title: '合同期限', dataIndex: 'termMonths', width: 100, render: (v: number) => `${v} 个月` },
        priceColumn('合同总价（元）'),
        { key: 'scope', title: '服务内容', dataIndex: 'scope', ellipsis: true },
      ]}
    />
  );
}
