import type { SelfMaintRecord, SelfMaintState } from '@portal/contract';
import { SELF_MAINT_EDITABLE, SELF_MAINT_FLOW } from '@portal/contract/api/self-maint';

import { Button, Input, Select, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useDeleteSelfMaint, useSelfMaintList } from '../../api/self-maint';
import { useConfirmAction } from '../../components/confirm-action';
import { formatTime } from '../../components/format';
import { PageCard } from '../../components/page-card';
import { SearchTable, type SearchColumn } from '../../components/search-table/search-table';
import { useSearchTable } from '../../components/search-table/use-search-table';
import { PATHS, recordPath } from '../../routes/paths';
import { devicesText, periodText, SelfMaintStateTag } from './self-maint-sections';

interface Filters {
  state?: SelfMaintState;
  keyword?: string;
}

const STATE_OPTIONS = Object.entries(SELF_MAINT_FLOW.states).map(([value, s]) => ({ value, label: s.label }));

/** 维保单位变更管理 › 自行维保申请 (/implementation/selfMaintain): the unit's applications in every state, newest first. */
export default function SelfMaintListPage() {
  const navigate = useNavigate();
  const confirm = useConfirmAction();
  const remove = useDeleteSelfMaint();
  const table = useSearchTable<Filters>({ initial: {} });
  const result = useSelfMaintList({ pageNo: table.pageNo, pageSize: table.pageSize, state: table.filters.state, keyword: table.filters.keyword?.trim() || undefined });
  const open = (r: SelfMaintRecord) => void navigate(recordPath(PATHS.selfMaintDetail, r.id));

  const columns: SearchColumn<SelfMaintRecord>[] = [
    { key: 'applyNo', title: '申请编号', dataIndex: 'applyNo', width: 150 },
    { key: 'devices', title: '设备', ellipsis: true, render: (_, r) => devicesText(r.devices) },
    { key: 'staff', title: '维保人员', width: 80, align: 'right', render: (_, r) => `${r.staff.length}名` },
    { key: 'period', title: '自行维保期限', width: 210, render: (_, r) => periodText(r) },
    { key: 'submittedAt', title: '提交时间', dataIndex: 'submittedAt', width: 155, render: (v: string | null) => formatTime(v) || '—' },
    { key: 'state', title: '状态', width: 100, render: (_, r) => <SelfMaintStateTag state={r.state} /> },
    {
      key: 'actions',
      title: '操作',
      width: 190,
      always: true,
      render: (_, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => open(r)}>
            查看
          </Button>
          {SELF_MAINT_EDITABLE.includes(r.state) && (
            <Button type="link" size="small" onClick={() => void navigate(recordPath(PATHS.selfMaintForm, r.id))}>
              继续编辑
            </Button>
          )}
          {/* A draft once submitted and withdrawn keeps its history with the registry: it is not deleted. */}
          {r.state === 'draft' && !r.submittedAt && (
            <Button
              type="link"
              size="small"
              danger
              onClick={() => confirm('删除', `确定删除申请草稿 ${r.applyNo} 吗？删除后不能恢复。`, () => remove.mutateAsync(r.id), `申请草稿 ${r.applyNo} 已删除`)}
            >
              删除
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <PageCard
      title="自行维保申请"
      note="使用单位有持有效修理作业证的人员时，可申请自行维保本单位的电梯、大型游乐设施或客运索道（电梯还须本单位持有含电梯修理的许可）。保存申请后上传自行维保管理制度及应急救援预案再提交，登记机关审核通过后，本单位即为所列设备的维保单位，直至期限届满或终止。"
      extra={
        <Button type="primary" onClick={() => void navigate(PATHS.selfMaintForm)}>
          新建申请
        </Button>
      }
    >
      <SearchTable<SelfMaintRecord, Filters>
        table={table}
        result={result}
        fields={[
          { name: 'state', label: '状态', input: <Select allowClear placeholder="全部" options={STATE_OPTIONS} style={{ width: 160 }} /> },
          { name: 'keyword', label: '关键字', input: <Input allowClear maxLength={50} placeholder="申请编号或设备代码" /> },
        ]}
        columns={columns}
        rowKey="id"
        empty="还没有自行维保申请"
        tableProps={{ onRow: (r) => ({ onDoubleClick: () => open(r) }) }}
      />
    </PageCard>
  );
}
