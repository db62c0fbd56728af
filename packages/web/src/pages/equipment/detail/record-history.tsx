import type { EquipmentChange, EquipmentInspection } from '@portal/contract';
import { FAILING_CONCLUSIONS } from '@portal/contract/api/equipment';

import { Empty, List, Table, Tag, type TableProps } from 'antd';
import { useState } from 'react';
import { useEquipmentHistory, useEquipmentInspections } from '../../../api/equipment';
import { DictLabel } from '../../../components/dict-label';
import { FieldChanges } from '../../../components/field-changes';
import { formatTime } from '../../../components/format';
import { PATHS } from '../../../routes/paths';

const FAILING = new Set<string>(FAILING_CONCLUSIONS);
const PAGE_SIZE = 10;

/** The history's columns; a line's date opens its own record page (with the report, when there is one). */
const columnsOf = (equipmentId: string): TableProps<EquipmentInspection>['columns'] => [
  { title: '检验类别', dataIndex: 'kind', width: 150, render: (v: string) => <DictLabel type="inspection_kind" value={v} /> },
  {
    title: '检验日期',
    dataIndex: 'inspectionDate',
    width: 120,
    render: (v: string, r) => <a href={`${PATHS.checkRecordDetail}?equipmentId=${encodeURIComponent(equipmentId)}&id=${encodeURIComponent(r.id)}`}>{v}</a>,
  },
  {
    title: '检验结论',
    dataIndex: 'conclusion',
    width: 130,
    render: (v: string) =>
      v ? (
        <Tag color={FAILING.has(v) ? 'error' : 'success'}>
          <DictLabel type="inspection_conclusion" value={v} />
        </Tag>
      ) : null,
  },
  { title: '检验机构', dataIndex: 'org', ellipsis: true },
  { title: '报告编号', dataIndex: 'reportNo', width: 200 },
  { title: '下次检验日期', dataIndex: 'nextInspectionDate', width: 130, render: (v: string | null) => v ?? '' },
];

/** 检验记录: the inspection body's records of this equipment, newest first. */
export function Inspections({ id }: { id: string }) {
  const [pageNo, setPageNo] = useState(1);
  const query = useEquipmentInspections(id, pageNo, PAGE_SIZE);
  return (
    <Table<EquipmentInspection>
      rowKey="id"
      size="middle"
      columns={columnsOf(id)}
      dataSource={query.data?.list}
      loading={query.isFetching}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={query.isError ? '检验记录加载失败，请稍后重试' : '暂无检验记录'} /> }}
      pagination={{ current: pageNo, pageSize: PAGE_SIZE, total: query.data?.count ?? 0, hideOnSinglePage: true, showTotal: (n) => `共 ${n} 条`, onChange: setPageNo }}
    />
  );
}

/** 变更记录: who changed which fields of the record, from what to what. */
export function Changes({ id }: { id: string }) {
  const [pageNo, setPageNo] = useState(1);
  const query = useEquipmentHistory(id, pageNo, PAGE_SIZE);
  return (
    <List<EquipmentChange>
      className="eqd-changes"
      loading={query.isFetching}
      dataSource={query.data?.list}
      rowKey="id"
      renderItem={(c) => (
        <List.Item className="eqd-change">
          <div className="eqd-change-head">
            <span className="eqd-change-time">{formatTime(c.changedAt)}</span>
            <span>{c.changedByName}</span>
          </div>
          <FieldChanges changes={c.changes} />
        </List.Item>
      )}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={query.isError ? '变更记录加载失败，请稍后重试' : '暂无变更记录'} /> }}
      pagination={{ current: pageNo, pageSize: PAGE_SIZE, total: query.data?.count ?? 0, hideOnSinglePage: true, showTotal: (n) => `共 ${n} 条`, onChange: setPageNo }}
    />
  );
}
