import type { PublishedUnitPrice } from '@portal/contract';
import { MAINTAIN_PRICE_LIMITS } from '@portal/contract/api/maintain-price';
import { fenToYuan } from '@portal/contract/api/fee';

import { Button, InputNumber } from 'antd';
import { useState } from 'react';
import { useUnitPrices } from '../../api/maintain-price';
import { PageCard } from '../../components/page-card';
import { SearchTable, type SearchColumn } from '../../components/search-table/search-table';
import { useSearchTable } from '../../components/search-table/use-search-table';
import { PublishedDrawer } from './published-drawer';
import { publisherFields, publisherQuery, type PriceFilters } from './search-fields';

interface Filters extends PriceFilters {
  units?: number | null;
  termMonths?: number | null;
}

/** 维保价格查询 › 按单位 (legacy /byUnit): published contract prices for a whole use unit, cheapest first. */
export default function ByUnitPage() {
  const [open, setOpen] = useState<string | null>(null);
  const table = useSearchTable<Filters>({ initial: {} });
  const f = table.filters;
  const result = useUnitPrices({ pageNo: table.pageNo, pageSize: table.pageSize, ...publisherQuery(f), units: f.units ?? undefined, termMonths: f.termMonths ?? undefined });

  const columns: SearchColumn<PublishedUnitPrice>[] = [
    { key: 'unitName', title: '维保单位', dataIndex: 'unitName', width: 220, ellipsis: true },
    { key: 'units', title: '电梯台数', width: 110, render: (_, r) => `${r.unitsFrom}–${r.unitsTo} 台` },
    { key: 'term', title: '合同期限', dataIndex: 'termMonths', width: 100, render: (v: number) => `${v} 个月` },
    { key: 'price', title: '合同总价（元）', dataIndex: 'priceFen', width: 140, align: 'right', render: (v: number) => <strong>{fenToYuan(v)}</strong> },
    { key: 'scope', title: '服务内容', dataIndex: 'scope', ellipsis: true },
    { key: 'effectiveFrom', title: '执行日期', dataIndex: 'effectiveFrom', width: 110 },
    { key: 'phone', title: '联系电话', width: 200, render: (_, r) => `${r.contact} ${r.contactMobile}` },
    {
      key: 'actions',
      title: '操作',
      width: 100,
      always: true,
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => setOpen(r.filingId)}>
          查看价格表
        </Button>
      ),
    },
  ];

  return (
    <PageCard title="按单位维保价格查询" note="维保单位按使用单位的电梯台数和合同期限报出的整份合同价格，经登记机关审核发布。输入本单位的电梯台数，可查到适用的报价。">
      <SearchTable<PublishedUnitPrice, Filters>
        table={table}
        result={result}
        formName="by-unit"
        fields={[
          ...publisherFields<Filters>('合同总价（元）'),
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
        columns={columns}
        rowKey="lineId"
        settingsKey="maintain-price-by-unit"
        empty="没有符合条件的已发布价格"
        tableProps={{ onRow: (r) => ({ onDoubleClick: () => setOpen(r.filingId) }) }}
      />
      <PublishedDrawer id={open} onClose={() => setOpen(null)} />
    </PageCard>
  );
}
