import type { FaultRecord } from '@portal/contract';
import { FAULT_COMPONENTS, FAULT_FLOW, type FaultState } from '@portal/contract/api/rescue';

import { Button, DatePicker, Input, Select, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { useFaultList } from '../../api/rescue';
import { PageCard } from '../../components/page-card';
import { SearchTable, type SearchColumn } from '../../components/search-table/search-table';
import { useSearchTable } from '../../components/search-table/use-search-table';
import { PATHS, recordPath } from '../../routes/paths';
import { ElevatorCell, FaultStateTag, otherUnitColumn, shownTime } from './rescue-parts';
import { monthProps, useMayReport, useUseSide } from './use-rescue-side';
import './rescue.css';

interface Filters {
  state?: FaultState;
  month?: string;
  keyword?: string;
}

const STATE_OPTIONS = Object.entries(FAULT_FLOW.states).map(([value, s]) => ({ value, label: s.label }));

/** 故障登记: the faults of the unit's elevators (use unit) or of those it holds (maintenance unit). */
export default function FaultListPage() {
  const navigate = useNavigate();
  const mayReport = useMayReport();
  const useSide = useUseSide();
  const table = useSearchTable<Filters>({ initial: {} });
  const result = useFaultList({
    pageNo: table.pageNo,
    pageSize: table.pageSize,
    state: table.filters.state,
    month: table.filters.month || undefined,
    keyword: table.filters.keyword?.trim() || '',
  });
  const open = (r: FaultRecord) => void navigate(recordPath(PATHS.faultDetail, r.id));

  const columns: SearchColumn<FaultRecord>[] = [
    { key: 'faultNo', title: '故障编号', dataIndex: 'faultNo', width: 150 },
    { key: 'place', title: '电梯', width: 260, render: (_, r) => <ElevatorCell r={r} /> },
    otherUnitColumn(useSide),
    { key: 'faultAt', title: '故障时间', width: 140, render: (_, r) => shownTime(r.faultAt) },
    { key: 'component', title: '故障部件', width: 110, render: (_, r) => FAULT_COMPONENTS[r.component] },
    { key: 'phenomenon', title: '故障现象', dataIndex: 'phenomenon', ellipsis: true },
    { key: 'trapped', title: '困人', width: 70, render: (_, r) => (r.peopleTrapped ? <Tag color="red">困人</Tag> : '—') },
    { key: 'state', title: '状态', width: 120, render: (_, r) => <FaultStateTag state={r.state} /> },
    {
      key: 'actions',
      title: '操作',
      width: 80,
      always: true,
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => open(r)}>
          查看
        </Button>
      ),
    },
  ];

  return (
    <PageCard
      title="故障登记"
      note="使用单位或维保单位登记电梯故障，维保单位维修后登记原因、处理情况、更换部件和恢复运行时间。故障中有人被困的，由维保单位转为困人救援。"
      extra={
        mayReport && (
          <Button type="primary" onClick={() => void navigate(PATHS.faultForm)}>
            登记故障
          </Button>
        )
      }
    >
      <SearchTable<FaultRecord, Filters>
        table={table}
        result={result}
        fields={[
          { name: 'state', label: '状态', input: <Select allowClear placeholder="全部" options={STATE_OPTIONS} style={{ width: 140 }} /> },
          { name: 'month', label: '故障月份', input: <DatePicker picker="month" placeholder="全部月份" />, itemProps: monthProps },
          { name: 'keyword', label: '关键字', input: <Input allowClear maxLength={50} placeholder="故障编号、设备代码、使用地点或使用单位" /> },
        ]}
        columns={columns}
        rowKey="id"
        empty="还没有故障记录"
        tableProps={{ onRow: (r) => ({ onDoubleClick: () => open(r) }) }}
      />
    </PageCard>
  );
}
