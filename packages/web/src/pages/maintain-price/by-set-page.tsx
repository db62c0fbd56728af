import type { PublishedSetPrice } from '@portal/contract';
import { MAINTAIN_PRICE_LIMITS, type ElevatorVariety } from '@portal/contract/api/maintain-price';
import { fenToYuan } from '@portal/contract/api/fee';

import { Button, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { useSetPrices } from '../../api/maintain-price';
import { PageCard } from '../../components/page-card';
import { SearchTable, type SearchColumn } from '../../components/search-table/search-table';
import { useSearchTable } from '../../components/search-table/use-search-table';
import { PublishedDrawer } from './published-drawer';
import { floorsText, VARIETY_OPTIONS, varietyText } from './price-sections';
import { publisherFields, publisherQuery, type PriceFilters } from './search-fields';

interface Filters extends PriceFilters {
  variety?: ElevatorVariety;
  floors?: number | null;
}

/** 维保价格查询 › 按台 (legacy /bySet, /maipricList2): published prices per elevator and month, cheapest first. */
export default function BySetPage() {
  const [open, setOpen] = useState<string | null>(null);
  const table = useSearchTable<Filters>({ initial: {} });
  const f = table.filters;
  const result = useSetPrices({ pageNo: table.pageNo, pageSize: table.pageSize, ...publisherQuery(f), variety: f.variety || undefined, floors: f.floors ?? undefined });

  const columns: SearchColumn<PublishedSetPrice>[] = [
    { key: 'unitName', title: '维保单位', dataIndex: 'unitName', width: 220, ellipsis: true },
    { key: 'variety', title: '设备品种', dataIndex: 'variety', width: 150, render: varietyText },
    { key: 'floors', title: '层站区间', width: 120, render: (_, r) => floorsText(r) },
    { key: 'price', title: '价格（元/台·月）', dataIndex: 'priceFen', width: 140, align: 'right', render: (v: number) => <strong>{fenToYuan(v)}</strong> },
    { key: 'remark', title: '说明', dataIndex: 'remark', ellipsis: true, render: (v: string) => v || '—' },
    { key: 'effectiveFrom', title: '执行日期', dataIndex: 'effectiveFrom', width: 110 },
    { key: 'phone', title: '联系电话', width: 200, render: (_, r) => `${r.contact} ${r.contactMobile}` },
    { key: 'duty', title: '24小时值班电话', dataIndex: 'dutyPhone', width: 140, extra: true },
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
    <PageCard
      title="按台维保价格查询"
      note="维保单位申报、经登记机关审核发布的每台电梯每月维保价格。输入本单位电梯的品种和层站数，可查到适用的价格；点“查看价格表”看该单位的维保项目和全部价格。"
    >
      <SearchTable<PublishedSetPrice, Filters>
        table={table}
        result={result}
        formName="by-set"
        fields={[
          ...publisherFields<Filters>('元/台·月'),
          { name: 'variety', label: '设备品种', input: <Select allowClear placeholder="全部" options={VARIETY_OPTIONS} /> },
          {
            name: 'floors',
            label: '层站数',
            input: <InputNumber min={1} max={MAINTAIN_PRICE_LIMITS.floors} precision={0} placeholder="如 11" style={{ width: '100%' }} />,
          },
        ]}
        columns={columns}
        rowKey="lineId"
        settingsKey="maintain-price-by-set"
        empty="没有符合条件的已发布价格"
        tableProps={{ onRow: (r) => ({ onDoubleClick: () => setOpen(r.filingId) }) }}
      />
      <PublishedDrawer id={open} onClose={() => setOpen(null)} />
    </PageCard>
  );
}
