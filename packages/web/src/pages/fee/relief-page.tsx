import type { EquipmentTypeCode, ReliefPolicy } from '@portal/contract';
import { EQUIPMENT_TYPE_NAMES } from '@portal/contract/domain/codes';
import { inspectionKindLabel } from '@portal/contract/api/fee';

import { useState } from 'react';
import { useDeleteReliefPolicy, useReliefPolicyPage } from '../../api/fee';
import { AddButton } from '../../components/add-button';
import { PageCard } from '../../components/page-card';
import { openOnDoubleClick } from '../../components/search-table/row-actions';
import { SearchTable, type SearchColumn } from '../../components/search-table/search-table';
import { useSearchTable } from '../../components/search-table/use-search-table';
import { reliefRuleText } from '../../components/fee/fee-lines';
import { ReliefDialog, type ReliefEditing } from './relief-dialog';
import { currentField, currentTag, EditDeleteActions, periodText } from './table-actions';

/** An empty list covers everything. */
const coverage = (values: string[], name: (v: string) => string, all: string) => (values.length ? values.map(name).join('、') : all);

/** 检验业务 › 减免政策: the reliefs the body grants, offered on the fee form for the devices and kinds they cover. */
export default function ReliefPage() {
  const table = useSearchTable<{ current?: boolean }>();
  const list = useReliefPolicyPage({ pageNo: table.pageNo, pageSize: table.pageSize, current: table.filters.current ?? false });
  const remove = useDeleteReliefPolicy();
  const [editing, setEditing] = useState<ReliefEditing>(null);

  const columns: SearchColumn<ReliefPolicy>[] = [
    { key: 'name', title: '政策名称', dataIndex: 'name', width: 200, ellipsis: true },
    { key: 'rule', title: '减免', width: 120, render: (_, p) => reliefRuleText(p) },
    {
      key: 'types',
      title: '适用设备',
      width: 180,
      ellipsis: true,
      render: (_, p) => coverage(p.typeCodes, (t) => EQUIPMENT_TYPE_NAMES[t as EquipmentTypeCode] ?? t, '全部种类'),
    },
    { key: 'kinds', title: '适用检验类别', width: 180, ellipsis: true, render: (_, p) => coverage(p.inspectionKinds, inspectionKindLabel, '全部类别') },
    { key: 'condition', title: '适用条件', dataIndex: 'condition', ellipsis: true },
    { key: 'period', title: '执行期', width: 200, render: (_, p) => periodText(p) },
    { key: 'current', title: '状态', dataIndex: 'current', width: 80, render: currentTag },
    { key: 'basis', title: '政策依据', dataIndex: 'basis', ellipsis: true, extra: true },
    {
      key: 'actions',
      title: '操作',
      width: 110,
      always: true,
      render: (_, p) => <EditDeleteActions name={p.name} noun="减免政策" onEdit={() => setEditing({ mode: 'edit', policy: p })} remove={() => remove.mutateAsync(p.id)} />,
    },
  ];

  return (
    <PageCard
      title="减免政策"
      note="核定费用时，检验人员可对符合适用条件的申请单位选用在用的减免政策；已用于核定费用的政策不能删除，停止执行的请填写执行截止日期。"
      extra={<AddButton onClick={() => setEditing({ mode: 'add' })}>新增减免政策</AddButton>}
    >
      <SearchTable<ReliefPolicy, { current?: boolean }>
        table={table}
        result={list}
        fields={[currentField]}
        columns={columns}
        rowKey="id"
        empty="暂无减免政策"
        settingsKey="inspection-relief"
        tableProps={openOnDoubleClick((p: ReliefPolicy) => setEditing({ mode: 'edit', policy: p }))}
      />
      <ReliefDialog editing={editing} onClose={() => setEditing(null)} />
    </PageCard>
  );
}
