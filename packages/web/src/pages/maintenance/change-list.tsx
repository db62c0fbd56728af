import type { MaintChangeRecord, MaintChangeState } from '@portal/contract';
import { MAINT_CHANGE_FLOW } from '@portal/contract/api/maintenance';

import { Button, Input, Select, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useMaintChangeList } from '../../api/maintenance';
import { formatTime } from '../../components/format';
import { SearchTable, type SearchColumn } from '../../components/search-table/search-table';
import { useSearchTable, type SearchTableState } from '../../components/search-table/use-search-table';
import { PATHS, recordPath } from '../../routes/paths';
import { MaintChangeStateTag, MaintenanceText } from './maintenance-sections';

export interface ChangeFilters {
  state?: MaintChangeState;
  keyword?: string;
}

const STATE_OPTIONS = Object.entries(MAINT_CHANGE_FLOW.states).map(([value, s]) => ({ value, label: s.label }));

export const changeQueryOf = (table: SearchTableState<ChangeFilters>) => ({
  pageNo: table.pageNo,
  pageSize: table.pageSize,
  state: table.filters.state,
  keyword: table.filters.keyword?.trim() || undefined,
});

/** One side's list of applications: the use unit's own, or those naming the caller's unit. */
export function ChangeTable({ side, table, result }: { side: 'owner' | 'maintainer'; table: SearchTableState<ChangeFilters>; result: ReturnType<typeof useMaintChangeList> }) {
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
    {
      key: 'actions',
      title: '操作',
      width: 130,
      always: true,
      render: (_: unknown, r: MaintChangeRecord) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => open(r)}>
            {side === 'maintainer' && r.state === 'submitted' ? '认领' : '查看'}
          </Button>
          {side === 'owner' && r.state === 'draft' && (
            <Button type="link" size="small" onClick={() => void navigate(recordPath(PATHS.maintChangeForm, r.id))}>
              修改
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <SearchTable<MaintChangeRecord, ChangeFilters>
      table={table}
      result={result}
      fields={[
        { name: 'state', label: '状态', input: <Select allowClear placeholder="全部" options={STATE_OPTIONS} style={{ width: 160 }} /> },
        {
          name: 'keyword',
          label: '关键字',
          input: <Input allowClear maxLength={50} placeholder={side === 'owner' ? '申请编号、设备代码、单位内编号或新维保单位' : '申请编号、设备代码或使用单位'} />,
        },
      ]}
      columns={columns}
      rowKey="id"
      empty={side === 'owner' ? '还没有维保单位变更申请' : '还没有变更给本单位的维保设备'}
      tableProps={{ onRow: (r) => ({ onDoubleClick: () => open(r) }) }}
    />
  );
}

export function useChangeTable(initial: ChangeFilters = {}) {
  return useSearchTable<ChangeFilters>({ initial });
}
