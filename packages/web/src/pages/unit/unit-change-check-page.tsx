import type { UnitChangeRecord } from '@portal/contract';
import { UNIT_CHANGE_FLOW } from '@portal/contract/domain/workflow';
import { TERMS } from '@portal/contract/domain/glossary';

import { useChangeRequests } from '../../api/unit';
import { formatTime } from '../../components/format';
import { ReviewQueuePage } from '../../components/review/review-queue';
import type { SearchColumn } from '../../components/search-table/search-table';
import { UnitChangeReview } from './unit-change-review';
import './unit-change-check.css';

const COLUMNS: SearchColumn<UnitChangeRecord>[] = [
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
];

/** 企业账号管理 › 单位信息变更审核: name and credit code changes units asked for, to approve or return. */
export default function UnitChangeCheckPage() {
  return (
    <ReviewQueuePage
      title={`${TERMS.unitChange}审核`}
      note="单位变更名称或统一社会信用代码须经审核，通过后立即生效并通知申请人。"
      flow={UNIT_CHANGE_FLOW}
      useList={useChangeRequests}
      columns={COLUMNS}
      keywordHint="单位名称或信用代码"
      empty="暂无变更申请"
      review={UnitChangeReview}
    />
  );
}
