import type { MaintAssignment } from '@portal/contract';

import { Tag } from 'antd';
import { Link } from 'react-router';
import { useMaintHistory } from '../../api/maint-change';
import { formatTime } from '../../components/format';
import { PageCard } from '../../components/page-card';
import { SearchTable, type SearchColumn } from '../../components/search-table/search-table';
import { useSearchTable } from '../../components/search-table/use-search-table';
import { PATHS, recordPath } from '../../routes/paths';
import { choiceField, keywordField, listQuery } from '../../components/search-table/list-fields';

interface Filters {
  keyword?: string;
  current?: 'current' | 'all';
}

const SCOPE_OPTIONS = [
  { value: 'current', label: '维保中' },
  { value: 'all', label: '全部' },
];

const COLUMNS: SearchColumn<MaintAssignment>[] = [
  { key: 'device', title: '设备', width: 180, ellipsis: true, render: (_, a) => `${a.deviceCode || '—'} ${a.internalNo}` },
  { key: 'useUnitName', title: '使用单位', dataIndex: 'useUnitName', width: 150, ellipsis: true },
  { key: 'from', title: '原维保单位', dataIndex: 'fromName', ellipsis: true, render: (v: string) => v || '—' },
  { key: 'to', title: '维保单位', dataIndex: 'maintainUnitName', width: 170, ellipsis: true },
  { key: 'contractNo', title: '合同编号', dataIndex: 'contractNo', width: 130, ellipsis: true },
  { key: 'period', title: '合同期限', width: 120, render: (_, a) => `${a.contractFrom} 至 ${a.contractTo}` },
  {
    key: 'span',
    title: '维保关系',
    width: 150,
    render: (_, a) => (
      <>
        {formatTime(a.startedAt).slice(0, 10)} 起 {a.endedAt ? <Tag>已由后续变更替代</Tag> : <Tag color="success">维保中</Tag>}
      </>
    ),
  },
  {
    key: 'changeNo',
    title: '申请',
    width: 140,
    always: true,
    render: (_, a) => (a.changeId ? <Link to={recordPath(PATHS.maintChangeDetail, a.changeId)}>{a.changeNo}</Link> : '—'),
  },
];

/** 维保单位变更管理 › 维保单位变更查询 (/implementation/ModificationQuery): who maintained which device when, under which contract. */
export default function MaintQueryPage() {
  const table = useSearchTable<Filters>({ initial: {} });
  const result = useMaintHistory({ ...listQuery(table), current: table.filters.current === 'current' || undefined });
  return (
    <PageCard
      title="维保单位变更查询"
      note="每台电梯历次由维保单位认领生效的维保关系：原维保单位、维保单位、合同和起止时间。使用单位查看本单位的设备，维保单位查看本单位承接的设备。"
    >
      <SearchTable<MaintAssignment, Filters>
        table={table}
        result={result}
        fields={[choiceField('current', '范围', SCOPE_OPTIONS, 140), keywordField('设备代码、单位内编号、单位名称或合同编号')]}
        columns={COLUMNS}
        rowKey="id"
        empty="还没有维保单位变更记录"
      />
    </PageCard>
  );
}
