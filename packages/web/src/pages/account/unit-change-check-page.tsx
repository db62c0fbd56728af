import type { UnitChangeRecord, UnitChangeState } from '@portal/contract';
import { UNIT_CHANGE_FLOW } from '@portal/contract/domain/workflow';
import { Button, Input, Select } from 'antd';
import { useState } from 'react';
import { useChangeRequests } from '../../api/unit';
import { formatTime } from '../../components/format';
import { PageCard } from '../../components/page-card';
import { SearchTable, type SearchColumn } from '../../components/search-table/search-table';
import { useSearchTable } from '../../components/search-table/use-search-table';
import { StateTag } from '../../components/state-tag';
import { UnitChangeReview } from './unit-change-review';
import './unit-change-check.css';

interface Filters {
  state?: UnitChangeState;
  keyword?: string;
}

const STATE_OPTIONS = (Object.keys(UNIT_CHANGE_FLOW.states) as UnitChangeState[]).map((s) => ({ value: s, label: UNIT_CHANGE_FLOW.states[s].label }));

/** 企业账号管理 › 单位更名审核: name and credit code changes units asked for, to approve or return. */
export default function UnitChangeCheckPage() {
  // Waiting requests first: that is the work to do.
  const table = useSearchTable<Filters>({ initial: { state: 'pending' } });
  const { filters } = table;
  const [open, setOpen] = useState<string | null>(null);
  const query = useChangeRequests({ pageNo: table.pageNo, pageSize: table.pageSize, state: filters.state, keyword: filters.keyword?.trim() || undefined });

  const columns: SearchColumn<UnitChangeRecord>[] = [
    { key: 'unitName', title: '单位名称', dataIndex: 'unitName', width: 240, ellipsis: true },
    {
      key: 'changes',
      title: '申请变更',
      dataIndex: 'changes',
      render: (_, r) => (
        <div className="change-summary">
          {r.changes.map((c) => (
            <div key={c.field}>
              <span className="change-summary-label">{c.label}：</span>
              {c.from} → <strong>{c.to}</strong>
            </div>
          ))}
        </div>
      ),
    },
    { key: 'changedByName', title: '申请人', dataIndex: 'changedByName', width: 110 },
    { key: 'changedAt', title: '提交时间', dataIndex: 'changedAt', width: 170, render: (t: string) => formatTime(t) },
    { key: 'state', title: '状态', dataIndex: 'state', width: 90, render: (s: UnitChangeState) => <StateTag flow={UNIT_CHANGE_FLOW} state={s} /> },
    {
      key: 'actions',
      title: '操作',
      width: 90,
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => setOpen(r.id)}>
          {r.state === 'pending' ? '审核' : '查看'}
        </Button>
      ),
    },
  ];

  return (
    <PageCard title="单位更名审核" note="单位变更名称或统一社会信用代码须经审核，通过后立即生效并通知申请人。">
      <SearchTable<UnitChangeRecord, Filters>
        table={table}
        result={query}
        fields={[
          { name: 'state', label: '审核状态', input: <Select allowClear placeholder="全部" options={STATE_OPTIONS} /> },
          { name: 'keyword', label: '关键字', input: <Input allowClear placeholder="单位名称或信用代码" maxLength={50} /> },
        ]}
        columns={columns}
        rowKey="id"
        empty="暂无变更申请"
      />
      <UnitChangeReview id={open} onClose={() => setOpen(null)} />
    </PageCard>
  );
}
