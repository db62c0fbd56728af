import type { MaintainPriceRecord, MaintainPriceState } from '@portal/contract';
import { MAINTAIN_PRICE_EDITABLE, MAINTAIN_PRICE_FLOW } from '@portal/contract/api/maintain-price';

import { Button, Input, Select, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useMaintainPriceList } from '../../api/maintain-price';
import { formatTime } from '../../components/format';
import { PageCard } from '../../components/page-card';
import { SearchTable, type SearchColumn } from '../../components/search-table/search-table';
import { useSearchTable } from '../../components/search-table/use-search-table';
import { StateTag } from '../../components/state-tag';
import { PATHS, recordPath } from '../../routes/paths';

interface Filters {
  state?: MaintainPriceState;
  keyword?: string;
}

const STATE_OPTIONS = Object.entries(MAINTAIN_PRICE_FLOW.states).map(([value, s]) => ({ value, label: s.label }));

/** 维保项目与价格 › 维保价格申报 (legacy /maipricList): the unit's filings in every state, newest first. */
export default function FilingListPage() {
  const navigate = useNavigate();
  const table = useSearchTable<Filters>({ initial: {} });
  const result = useMaintainPriceList({ pageNo: table.pageNo, pageSize: table.pageSize, state: table.filters.state, keyword: table.filters.keyword?.trim() || undefined });
  const open = (r: MaintainPriceRecord) => void navigate(recordPath(PATHS.maintainPriceDetail, r.id));

  const columns: SearchColumn<MaintainPriceRecord>[] = [
    { key: 'filingNo', title: '申报编号', dataIndex: 'filingNo', width: 160 },
    { key: 'title', title: '价格表名称', dataIndex: 'title', ellipsis: true },
    { key: 'effectiveFrom', title: '执行日期', dataIndex: 'effectiveFrom', width: 110 },
    { key: 'lines', title: '价格条目', width: 185, render: (_, r) => `按台 ${r.setPrices.length} 条 · 按单位 ${r.unitPrices.length} 条` },
    { key: 'items', title: '维保项目', width: 90, align: 'right', render: (_, r) => `${r.items.length}项` },
    { key: 'updatedAt', title: '更新时间', dataIndex: 'updatedAt', width: 155, render: (v: string) => formatTime(v) },
    { key: 'state', title: '状态', width: 100, render: (_, r) => <StateTag flow={MAINTAIN_PRICE_FLOW} state={r.state} /> },
    {
      key: 'actions',
      title: '操作',
      width: 130,
      always: true,
      render: (_, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => open(r)}>
            查看
          </Button>
          {MAINTAIN_PRICE_EDITABLE.includes(r.state) && (
            <Button type="link" size="small" onClick={() => void navigate(recordPath(PATHS.maintainPriceForm, r.id))}>
              修改
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <PageCard
      title="维保价格申报"
      note="申报本单位的维保项目和维保价格（按台、按单位），提交登记机关审核发布后，使用单位可在“维保价格查询”中查到。新的价格表发布后，原价格表自动停止公示并保留记录。"
      extra={
        <Button type="primary" onClick={() => void navigate(PATHS.maintainPriceForm)}>
          新建价格申报
        </Button>
      }
    >
      <SearchTable<MaintainPriceRecord, Filters>
        table={table}
        result={result}
        fields={[
          { name: 'state', label: '状态', input: <Select allowClear placeholder="全部" options={STATE_OPTIONS} style={{ width: 160 }} /> },
          { name: 'keyword', label: '关键字', input: <Input allowClear maxLength={50} placeholder="申报编号或价格表名称" /> },
        ]}
        columns={columns}
        rowKey="id"
        empty="还没有价格申报"
        tableProps={{ onRow: (r) => ({ onDoubleClick: () => open(r) }) }}
      />
    </PageCard>
  );
}
