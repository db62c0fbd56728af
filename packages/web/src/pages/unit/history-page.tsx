import type { UnitChangeRecord } from '@portal/contract';
import { UNIT_CHANGE_FLOW } from '@portal/contract/domain/workflow';

import { Empty, List, Tag } from 'antd';
import { useState } from 'react';
import { useUnitHistory } from '../../api/unit';
import { FieldChanges } from '../../components/field-changes';
import { FlowLogLink } from '../../components/flow-log/flow-log-timeline';
import { formatTime } from '../../components/format';
import { PageCard } from '../../components/page-card';
import { StateTag } from '../../components/state-tag';
import './company-info.css';

function ChangeEntry({ record }: { record: UnitChangeRecord }) {
  const reviewed = record.kind === 'approval' && record.reviewedAt;
  return (
    <List.Item className="unit-history-item">
      <div className="unit-history-head">
        <span className="unit-history-time">{formatTime(record.changedAt)}</span>
        <span>{record.changedByName}</span>
        {record.kind === 'edit' ? (
          <Tag color="blue">直接生效</Tag>
        ) : (
          <>
            <Tag color="gold">需审核</Tag>
            {record.state !== 'applied' && <StateTag flow={UNIT_CHANGE_FLOW} state={record.state} />}
            <FlowLogLink kind="unitChange" id={record.id} />
          </>
        )}
      </div>
      <FieldChanges changes={record.changes} />
      {reviewed && (
        <div className={`unit-history-review unit-history-review-${record.state}`}>
          审核人：{record.reviewerName}
          {'\u3000'}审核时间：{formatTime(record.reviewedAt)}
          {record.opinion && <div>审核意见：{record.opinion}</div>}
        </div>
      )}
    </List.Item>
  );
}

/** 单位信息维护 › 变更记录: every change of the record, who made it, each field from and to. */
export default function HistoryPage() {
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const query = useUnitHistory(paging.pageNo, paging.pageSize);
  return (
    <PageCard title="单位信息变更记录" note="单位信息的每次修改都记录在这里；单位名称和信用代码的变更显示审核结果。">
      <List<UnitChangeRecord>
        className="unit-history"
        loading={query.isFetching}
        dataSource={query.data?.list}
        rowKey="id"
        renderItem={(r) => <ChangeEntry record={r} />}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={query.isError ? '加载失败，请稍后重试' : '暂无变更记录'} /> }}
        pagination={{
          current: paging.pageNo,
          pageSize: paging.pageSize,
          total: query.data?.count ?? 0,
          showTotal: (n) => `共 ${n} 条`,
          hideOnSinglePage: true,
          onChange: (pageNo, pageSize) => setPaging({ pageNo, pageSize }),
        }}
      />
    </PageCard>
  );
}
