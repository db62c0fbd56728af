import type { MaintainPriceRecord, MaintainPriceState } from '@portal/contract';
import { MAINTAIN_PRICE_EDITABLE, MAINTAIN_PRICE_FLOW } from '@portal/contract/api/maintain-project';

import { Space } from 'antd';
import { useNavigate } from 'react-router';
import { useMaintainPriceList } from '../../api/maintain-price';
import { formatTime } from '../../components/format';
import { PageCard } from '../../components/page-card';
import { type SearchColumn } from '../../components/search-table/search-table';
import { StateTag } from '../../components/state-tag';
import { PATHS, recordPath } from '../../routes/paths';
import { actionsColumn, RowLink } from '../../components/search-table/row-actions';
import { flowStates } from '../../components/search-table/list-fields';
import { NavButton } from '../../components/nav-button';
import { RecordList } from '../../components/search-table/record-list';

interface Filters {
  state?: MaintainPriceState;
  keyword?: string;
}

/** 维保项目与价格 › 维保价格申报 (legacy /maipricList): the unit's filings in every state, newest first. */
export default function FilingListPage() {
  const navigate = useNavigate();
  const open = (r: MaintainPriceRecord) => void navigate(recordPath(PATHS.maintainPriceDetail, r.id));

  const columns: SearchColumn<MaintainPriceRecord>[] = [
    { key: 'filingNo', title: '申报编号', dataIndex: 'filingNo', width: 160 },
    { key: 'title', title: '价格表名称', dataIndex: 'title', ellipsis: true },
    { key: 'effectiveFrom', title: '执行日期', dataIndex: 'effectiveFrom', width: 110 },
    { key: 'lines', title: '价格条目', width: 185, render: (_, r) => `按台 ${r.setPrices.length} 条 · 按单位 ${r.unitPrices.length} 条` },
    { key: 'items', title: '维保项目', width: 90, align: 'right', render: (_, r) => `${r.items.length}项` },
    { key: 'updatedAt', title: '更新时间', dataIndex: 'updatedAt', width: 155, render: (v: string) => formatTime(v) },
    { key: 'state', title: '状态', width: 100, render: (_, r) => <StateTag flow={MAINTAIN_PRICE_FLOW} state={r.state} /> },
    actionsColumn(130, (r) => (
      <Space size={0}>
        <RowLink onClick={() => open(r)}>查看</RowLink>
        {MAINTAIN_PRICE_EDITABLE.includes(r.state) && <RowLink onClick={() => void navigate(recordPath(PATHS.maintainPriceForm, r.id))}>修改</RowLink>}
      </Space>
    )),
  ];

  return (
    <PageCard
      title="维保价格申报"
      note="申报本单位的维保项目和维保价格（按台、按单位），提交登记机关审核发布后，使用单位可在“维保价格查询”中查到。新的价格表发布后，原价格表自动停止公示并保留记录。"
      extra={<NavButton to={PATHS.maintainPriceForm}>新建价格申报</NavButton>}
    >
      <RecordList<MaintainPriceRecord, Filters>
        useList={useMaintainPriceList}
        states={flowStates(MAINTAIN_PRICE_FLOW)}
        stateWidth={160}
        keywordHint="申报编号或价格表名称"
        empty="还没有价格申报"
        onOpen={open}
        columns={columns}
      />
    </PageCard>
  );
}
