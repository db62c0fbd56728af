import type { SelfMaintRecord, SelfMaintState } from '@portal/contract';
import { SELF_MAINT_EDITABLE, SELF_MAINT_FLOW } from '@portal/contract/api/self-maint';

import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useDeleteSelfMaint, useSelfMaintList } from '../../api/self-maint';
import { useConfirmAction } from '../../components/confirm-action';
import { formatTime } from '../../components/format';
import { PageCard } from '../../components/page-card';
import { type SearchColumn } from '../../components/search-table/search-table';
import { PATHS, recordPath } from '../../routes/paths';
import { devicesText, periodText, SelfMaintStateTag } from './self-maint-sections';
import { actionsColumn, RowLink } from '../../components/search-table/row-actions';
import { flowStates } from '../../components/search-table/list-fields';
import { NavButton } from '../../components/nav-button';
import { RecordList } from '../../components/search-table/record-list';

interface Filters {
  state?: SelfMaintState;
  keyword?: string;
}

/** 维保单位变更管理 › 自行维保申请 (/implementation/selfMaintain): the unit's applications in every state, newest first. */
export default function SelfMaintListPage() {
  const navigate = useNavigate();
  const confirm = useConfirmAction();
  const remove = useDeleteSelfMaint();
  const open = (r: SelfMaintRecord) => void navigate(recordPath(PATHS.selfMaintDetail, r.id));

  const columns: SearchColumn<SelfMaintRecord>[] = [
    { key: 'applyNo', title: '申请编号', dataIndex: 'applyNo', width: 150 },
    { key: 'devices', title: '设备', ellipsis: true, render: (_, r) => devicesText(r.devices) },
    { key: 'staff', title: '维保人员', width: 80, align: 'right', render: (_, r) => `${r.staff.length}名` },
    { key: 'period', title: '自行维保期限', width: 210, render: (_, r) => periodText(r) },
    { key: 'submittedAt', title: '提交时间', dataIndex: 'submittedAt', width: 155, render: (v: string | null) => formatTime(v) || '—' },
    { key: 'state', title: '状态', width: 100, render: (_, r) => <SelfMaintStateTag state={r.state} /> },
    actionsColumn(190, (r) => (
      <Space size={0}>
        <RowLink onClick={() => open(r)}>查看</RowLink>
        {SELF_MAINT_EDITABLE.includes(r.state) && <RowLink onClick={() => void navigate(recordPath(PATHS.selfMaintForm, r.id))}>继续编辑</RowLink>}
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
    )),
  ];

  return (
    <PageCard
      title="自行维保申请"
      note="使用单位有持有效修理作业证的人员时，可申请自行维保本单位的电梯、大型游乐设施或客运索道（电梯还须本单位持有含电梯修理的许可）。保存申请后上传自行维保管理制度及应急救援预案再提交，登记机关审核通过后，本单位即为所列设备的维保单位，直至期限届满或终止。"
      extra={<NavButton to={PATHS.selfMaintForm}>新建申请</NavButton>}
    >
      <RecordList<SelfMaintRecord, Filters>
        useList={useSelfMaintList}
        states={flowStates(SELF_MAINT_FLOW)}
        stateWidth={160}
        keywordHint="申请编号或设备代码"
        empty="还没有自行维保申请"
        onOpen={open}
        columns={columns}
      />
    </PageCard>
  );
}
