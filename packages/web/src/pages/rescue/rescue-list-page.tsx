import type { RescueRecord } from '@portal/contract';
import { ARRIVAL_FLAG_LABELS, RESCUE_FLOW, RESCUE_SOURCES, type RescueFlagFilter, type RescueState } from '@portal/contract/api/rescue';

import { Button, DatePicker, Input, Select } from 'antd';
import { useNavigate } from 'react-router';
import { useRescueList } from '../../api/rescue';
import { PageCard } from '../../components/page-card';
import { SearchTable, type SearchColumn } from '../../components/search-table/search-table';
import { useSearchTable } from '../../components/search-table/use-search-table';
import { PATHS, recordPath } from '../../routes/paths';
import { ArrivalValue, DurationValue, ElevatorCell, optionsOf, otherUnitColumn, RescueStateTag, shownTime } from './rescue-parts';
import { monthProps, useMayReport, useUseSide } from './use-rescue-side';
import './rescue.css';

interface Filters {
  state?: RescueState;
  flag?: RescueFlagFilter;
  month?: string;
  keyword?: string;
}

const STATE_OPTIONS = Object.entries(RESCUE_FLOW.states).map(([value, s]) => ({ value, label: s.label }));

/**
 * 困人救援: the records of the unit's elevators (use unit) or of those it holds (maintenance unit), with the minutes to
 * arrive and to free the passengers, flagged past TSG T5002's 30 minutes and an hour.
 */
export default function RescueListPage() {
  const navigate = useNavigate();
  const mayReport = useMayReport();
  const useSide = useUseSide();
  const table = useSearchTable<Filters>({ initial: {} });
  const result = useRescueList({
    pageNo: table.pageNo,
    pageSize: table.pageSize,
    state: table.filters.state,
    flag: table.filters.flag,
    month: table.filters.month || undefined,
    keyword: table.filters.keyword?.trim() || '',
  });
  const open = (r: RescueRecord) => void navigate(recordPath(PATHS.rescueDetail, r.id));

  const columns: SearchColumn<RescueRecord>[] = [
    { key: 'rescueNo', title: '救援编号', dataIndex: 'rescueNo', width: 150 },
    { key: 'place', title: '电梯', width: 260, render: (_, r) => <ElevatorCell r={r} /> },
    otherUnitColumn(useSide),
    { key: 'source', title: '报警来源', width: 90, render: (_, r) => RESCUE_SOURCES[r.source] },
    { key: 'alarmAt', title: '接警时间', width: 140, render: (_, r) => shownTime(r.alarmAt) },
    { key: 'arrival', title: '到达用时', width: 170, render: (_, r) => <ArrivalValue r={r} /> },
    { key: 'duration', title: '救援用时', width: 150, render: (_, r) => <DurationValue r={r} /> },
    { key: 'state', title: '状态', width: 100, render: (_, r) => <RescueStateTag state={r.state} /> },
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
      title="困人救援"
      note="使用单位或维保单位报告电梯困人后，由维保单位派遣、到达现场、解困并结案。维保单位应在接警后30分钟内到达现场（设区的市），超过30分钟、1小时的到达和超过1小时的救援会标出。"
      extra={
        mayReport && (
          <Button type="primary" danger onClick={() => void navigate(PATHS.rescueForm)}>
            报告困人
          </Button>
        )
      }
    >
      <SearchTable<RescueRecord, Filters>
        table={table}
        result={result}
        fields={[
          { name: 'state', label: '状态', input: <Select allowClear placeholder="全部" options={STATE_OPTIONS} style={{ width: 130 }} /> },
          { name: 'flag', label: '标记', input: <Select allowClear placeholder="全部" options={optionsOf(ARRIVAL_FLAG_LABELS)} style={{ width: 150 }} /> },
          { name: 'month', label: '接警月份', input: <DatePicker picker="month" placeholder="全部月份" />, itemProps: monthProps },
          { name: 'keyword', label: '关键字', input: <Input allowClear maxLength={50} placeholder="救援编号、设备代码、使用地点或使用单位" /> },
        ]}
        columns={columns}
        rowKey="id"
        empty="还没有困人救援记录"
        tableProps={{ onRow: (r) => ({ onDoubleClick: () => open(r) }) }}
      />
    </PageCard>
  );
}
