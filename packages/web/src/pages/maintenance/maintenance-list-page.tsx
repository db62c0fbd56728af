import type { MaintenanceDevice } from '@portal/contract';
import { MAINTENANCE_INTERVAL_DAYS } from '@portal/contract/api/maintenance';

import { Badge, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { useMaintenanceDevices } from '../../api/maintenance';
import { PageCard } from '../../components/page-card';
import { usePageParam } from '../../components/page-param';
import { SearchTable, type SearchColumn } from '../../components/search-table/search-table';
import { useSearchTable } from '../../components/search-table/use-search-table';
import { PATHS, recordPath } from '../../routes/paths';
import { useSession } from '../../state/session-store';
import { MaintenanceDue } from './maintenance-due';
import { actionsColumn, openOnDoubleClick, RowLink } from '../../components/search-table/row-actions';
import { choiceField, keywordField, listQuery } from '../../components/search-table/list-fields';

interface Filters {
  keyword?: string;
  overdueOnly?: 'yes';
}

/**
 * 电梯维保记录: for a maintenance unit, the elevators it holds; for a use unit, its own elevators. Each with its last
 * maintenance, flagged when more than 15 days ago, and the records waiting for the use unit's countersign.
 */
export default function MaintenanceListPage() {
  const navigate = useNavigate();
  const maintain = useSession((s) => s.user?.currentRole.roleType === 'maintain');
  const table = useSearchTable<Filters>({ initial: usePageParam('overdue') === '1' ? { overdueOnly: 'yes' } : {} });
  const result = useMaintenanceDevices({ ...listQuery(table), overdueOnly: table.filters.overdueOnly === 'yes' });
  const open = (r: MaintenanceDevice) => void navigate(recordPath(PATHS.maintenanceDetail, r.equipmentId));

  const columns: SearchColumn<MaintenanceDevice>[] = [
    { key: 'deviceCode', title: '设备代码', dataIndex: 'deviceCode', width: 170, render: (v: string) => v || '—' },
    { key: 'productName', title: '设备名称', dataIndex: 'productName', width: 110 },
    { key: 'internalNo', title: '单位内编号', dataIndex: 'internalNo', width: 110, render: (v: string) => v || '—' },
    { key: 'address', title: '使用地点', dataIndex: 'address', ellipsis: true },
    maintain
      ? { key: 'useUnitName', title: '使用单位', dataIndex: 'useUnitName', width: 200, ellipsis: true }
      : { key: 'maintainUnitName', title: '维保单位', dataIndex: 'maintainUnitName', width: 200, ellipsis: true, render: (v: string) => v || <Tag>未在平台认领</Tag> },
    { key: 'lastMaintainedOn', title: '最近维保', width: 200, render: (_, r) => <MaintenanceDue device={r} /> },
    {
      key: 'pending',
      title: '待签字确认',
      dataIndex: 'pending',
      width: 100,
      align: 'center',
      render: (n: number) => (n ? <Badge count={n} color="blue" /> : '—'),
    },
    actionsColumn(80, (r) => <RowLink onClick={() => open(r)}>{maintain ? '维保' : '查看'}</RowLink>),
  ];

  return (
    <PageCard
      title="电梯维保记录"
      note={
        maintain
          ? `本单位负责维保的电梯。按 TSG T5002 每台电梯至少每${MAINTENANCE_INTERVAL_DAYS}日维保一次；维保记录由使用单位安全管理人员签字确认。`
          : `本单位的电梯及其维保情况。维保单位登记的维保记录，请安全管理人员核对后签字确认；超过${MAINTENANCE_INTERVAL_DAYS}日未维保的电梯标为超期。`
      }
    >
      <SearchTable<MaintenanceDevice, Filters>
        table={table}
        result={result}
        fields={[
          keywordField('设备代码、注册代码、名称、单位内编号或地点'),
          choiceField('overdueOnly', '维保状态', [{ value: 'yes', label: `超过${MAINTENANCE_INTERVAL_DAYS}日未维保` }]),
        ]}
        columns={columns}
        rowKey="equipmentId"
        empty={maintain ? '本单位还没有负责维保的电梯' : '没有符合条件的电梯'}
        formName="maintenance-devices"
        totalText={(n) => `共 ${n} 台电梯`}
        tableProps={openOnDoubleClick(open)}
      />
    </PageCard>
  );
}
