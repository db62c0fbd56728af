import type { MaintChangeRecord, MaintChangeState } from '@portal/contract';
import { MAINT_CHANGE_FLOW } from '@portal/contract/api/maint-change';

import { Space } from 'antd';
import { useNavigate } from 'react-router';
import { useMaintChangeList } from '../../api/maint-change';
import { formatTime } from '../../components/format';
import { RecordList } from '../../components/search-table/record-list';
import type { SearchColumn } from '../../components/search-table/search-table';
import { PATHS, recordPath } from '../../routes/paths';
import { MaintChangeStateTag, MaintenanceText } from '../../components/maint-change/maintenance-sections';
import { actionsColumn, RowLink } from '../../components/search-table/row-actions';
import { flowStates } from '../../components/search-table/list-fields';

export interface ChangeFilters {
  state?: MaintChangeState;
  keyword?: string;
}

/** One side's list of applications: the use unit's own, or those naming the caller's unit. */
export function ChangeTable({ side, useList, initial }: { side: 'owner' | 'maintainer'; useList: typeof useMaintChangeList; initial?: ChangeFilters }) {
  const navigate = useNavigate();
  const open = (r: MaintChangeRecord) => void navigate(recordPath(PATHS.maintChangeDetail, r.id));
  const columns: SearchColumn<MaintChangeRecord>[] = [
    { key: 'changeNo', title: '申请编号', dataIndex: 'changeNo', width: 150 },
    ...(side === 'maintainer' ? [{ key: 'unitName', title: '使用单位', dataIndex: 'unitName', width: 200, ellipsis: true }] : []),
    { key: 'device', title: '设备', width: 220, ellipsis: true, render: (_: unknown, r: MaintChangeRecord) => `${r.device.deviceCode || '—'} ${r.device.internalNo}` },
    { key: 'address', title: '使用地点', ellipsis: true, render: (_: unknown, r: MaintChangeRecord) => r.device.address },
    ...(side === 'owner'
      ? [
          {
            key: 'from',
            title: '原维保单位',
            width: 220,
            ellipsis: true,
            render: (_: unknown, r: MaintChangeRecord) => <MaintenanceText name={r.fromName} assigned={r.fromAssigned} />,
          },
          { key: 'to', title: '新维保单位', dataIndex: 'toName', width: 200, ellipsis: true },
        ]
      : []),
    { key: 'contract', title: '合同期限', width: 200, render: (_: unknown, r: MaintChangeRecord) => `${r.contractFrom} 至 ${r.contractTo}` },
    { key: 'updatedAt', title: '更新时间', dataIndex: 'updatedAt', width: 155, render: (v: string) => formatTime(v) },
    { key: 'state', title: '状态', width: 130, render: (_: unknown, r: MaintChangeRecord) => <MaintChangeStateTag state={r.state} /> },
    actionsColumn(130, (r) => (
      <Space size={0}>
        <RowLink onClick={() => open(r)}>{side === 'maintainer' && r.state === 'submitted' ? '认领' : '查看'}</RowLink>
        {side === 'owner' && r.state === 'draft' && <RowLink onClick={() => void navigate(recordPath(PATHS.maintChangeForm, r.id))}>修改</RowLink>}
      </Space>
    )),
  ];
  return (
    <RecordList<MaintChangeRecord, ChangeFilters>
      useList={useList}
      states={flowStates(MAINT_CHANGE_FLOW)}
      stateWidth={160}
      keywordHint={side === 'owner' ? '申请编号、设备代码、单位内编号或新维保单位' : '申请编号、设备代码或使用单位'}
      empty={side === 'owner' ? '还没有维保单位变更申请' : '还没有变更给本单位的维保设备'}
      onOpen={open}
      columns={columns}
      initial={initial}
    />
  );
}
