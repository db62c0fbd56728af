import type { MaintainItem, MaintainPriceRecord, SetPrice, UnitPrice } from '@portal/contract';
import { ELEVATOR_VARIETIES, MAINTAIN_LEVELS, MAINTAIN_PRICE_FLOW, type ElevatorVariety } from '@portal/contract/api/maintain-project';
import { fenToYuan } from '@portal/contract/api/fee';

import { Table } from 'antd';
import { choicesOf } from '../choices';
import { formatTime } from '../format';
import type { ReviewSection } from '../review/review-detail';
import { StateTag } from '../state-tag';

export const VARIETY_OPTIONS = choicesOf(ELEVATOR_VARIETIES);
export const LEVEL_OPTIONS = choicesOf(MAINTAIN_LEVELS);

export const varietyText = (v: string) => (v ? (ELEVATOR_VARIETIES[v as ElevatorVariety] ?? v) : '全部电梯');
export const floorsText = (p: { floorsFrom: number | null; floorsTo: number | null }) => (p.floorsFrom === null ? '不按层站计价' : `${p.floorsFrom}–${p.floorsTo} 层站`);

export function ItemsTable({ items }: { items: readonly MaintainItem[] }) {
  return (
    <Table<MaintainItem>
      size="small"
      rowKey={(r) => `${r.level}-${r.variety}-${r.name}`}
      pagination={false}
      dataSource={[...items]}
      columns={[
        { key: 'level', title: '维保级别', dataIndex: 'level', width: 100, render: (v: keyof typeof MAINTAIN_LEVELS) => MAINTAIN_LEVELS[v] },
        { key: 'variety', title: '适用品种', dataIndex: 'variety', width: 150, render: varietyText },
        { key: 'name', title: '项目名称', dataIndex: 'name', width: 180 },
        { key: 'content', title: '维保内容', dataIndex: 'content' },
        { key: 'standard', title: '维保要求', dataIndex: 'standard' },
      ]}
    />
  );
}

export function SetPricesTable({ prices }: { prices: readonly SetPrice[] }) {
  return (
    <Table<SetPrice>
      size="small"
      rowKey={(r) => `${r.variety}-${r.floorsFrom}`}
      pagination={false}
      dataSource={[...prices]}
      locale={{ emptyText: '未申报按台价格' }}
      columns={[
        { key: 'variety', title: '设备品种', dataIndex: 'variety', width: 180, render: varietyText },
        { key: 'floors', title: '层站区间', width: 140, render: (_, r) => floorsText(r) },
        { key: 'price', title: '价格（元/台·月）', dataIndex: 'priceFen', width: 150, align: 'right', render: (v: number) => fenToYuan(v) },
        { key: 'remark', title: '说明', dataIndex: 'remark', render: (v: string) => v || '—' },
      ]}
    />
  );
}

export function UnitPricesTable({ prices }: { prices: readonly UnitPrice[] }) {
  return (
    <Table<UnitPrice>
      size="small"
      rowKey={(r) => `${r.termMonths}-${r.unitsFrom}`}
      pagination={false}
      dataSource={[...prices]}
      locale={{ emptyText: '未申报按单位价格' }}
      columns={[
        { key: 'units', title: '电梯台数', width: 140, render: (_, r) => `${r.unitsFrom}–${r.unitsTo} 台` },
        { key: 'term', title: '合同期限', dataIndex: 'termMonths', width: 110, render: (v: number) => `${v} 个月` },
        { key: 'price', title: '合同总价（元）', dataIndex: 'priceFen', width: 150, align: 'right', render: (v: number) => fenToYuan(v) },
        { key: 'scope', title: '服务内容', dataIndex: 'scope' },
      ]}
    />
  );
}

/** A filing as its unit, the registry and use units read it: who, when, the items and both kinds of price. */
export function priceSections(r: MaintainPriceRecord): ReviewSection[] {
  return [
    {
      title: '申报信息',
      fields: [
        { label: '申报编号', value: r.filingNo },
        { label: '状态', value: <StateTag flow={MAINTAIN_PRICE_FLOW} state={r.state} /> },
        { label: '维保单位', value: r.unitName, span: 2 },
        { label: '价格表名称', value: r.title },
        { label: '执行日期', value: r.effectiveFrom },
        { label: '联系人', value: r.contact },
        { label: '联系人手机', value: r.contactMobile },
        { label: '24小时值班电话', value: r.dutyPhone },
        { label: '提交时间', value: formatTime(r.submittedAt) || '—' },
        ...(r.publishedAt ? [{ label: '发布时间', value: formatTime(r.publishedAt) }] : []),
        ...(r.state === 'superseded' ? [{ label: '替代情况', value: `${formatTime(r.supersededAt)} 由价格表 ${r.supersededByNo} 替代` }] : []),
        { label: '备注', value: r.remark || '—', span: 2 },
      ],
    },
    { title: `维保项目（${r.items.length}项）`, content: <ItemsTable items={r.items} /> },
    { title: `按台价格（${r.setPrices.length}条）`, content: <SetPricesTable prices={r.setPrices} /> },
    { title: `按单位价格（${r.unitPrices.length}条）`, content: <UnitPricesTable prices={r.unitPrices} /> },
  ];
}
