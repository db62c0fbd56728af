import type { PublishedSetPrice } from '@portal/contract';
import { MAINTAIN_PRICE_LIMITS, type ElevatorVariety } from '@portal/contract/api/maintain-project';

import { InputNumber } from 'antd';
import { useSetPrices } from '../../api/maintain-price';
import { floorsText, VARIETY_OPTIONS, varietyText } from '../../components/maintain-price/price-sections';
import { choiceField } from '../../components/search-table/list-fields';
import { useSearchTable } from '../../components/search-table/use-search-table';
import { priceColumn, PriceSearch, publisherQuery, type PriceFilters } from './price-search';

interface Filters extends PriceFilters {
  variety?: ElevatorVariety;
  floors?: number | null;
}

/** 维保价格查询 › 按台 (legacy /bySet, /maipricList2): published prices per elevator and month, cheapest first. */
export default function BySetPage() {
  const table = useSearchTable<Filters>({ initial: {} });
  const f = table.filters;
  return (
    <PriceSearch<PublishedSetPrice, Filters>
      title="按台维保价格查询"
      note="维保单位申报、经登记机关审核发布的每台电梯每月维保价格。输入本单位电梯的品种和层站数，可查到适用的价格；点“查看价格表”看该单位的维保项目和全部价格。"
      name="by-set"
      unit="元/台·月"
      table={table}
      result={useSetPrices({ pageNo: table.pageNo, pageSize: table.pageSize, ...publisherQuery(f), variety: f.variety || undefined, floors: f.floors ?? undefined })}
      fields={[
        choiceField('variety', '设备品种', VARIETY_OPTIONS),
        {
          name: 'floors',
          label: '层站数',
          input: <InputNumber min={1} max={MAINTAIN_PRICE_LIMITS.floors} precision={0} placeholder="如 11" style={{ width: '100%' }} />,
        },
      ]}
      columns={[
        { key: 'variety', title: '设备品种', dataIndex: 'variety', width: 150, render: varietyText },
        { key: 'floors', title: '层站区间', width: 120, render: (_, r) => floorsText(r) },
        priceColumn('价格（元/台·月）'),
        { key: 'remark', title: '说明', dataIndex: 'remark', ellipsis: true, render: (v: string) => v || '—' },
      ]}
      trailing={[{ key: 'duty', title: '24小时值班电话', dataIndex: 'dutyPhone', width: 140, extra: true }]}
    />
  );
}
