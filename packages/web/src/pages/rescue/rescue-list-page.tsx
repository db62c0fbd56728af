import type { RescueRecord } from '@portal/contract';
import { ARRIVAL_FLAG_LABELS, RESCUE_FLOW, RESCUE_SOURCES, type RescueFlagFilter, type RescueState } from '@portal/contract/api/rescue';

import { useNavigate } from 'react-router';
import { useRescueList } from '../../api/rescue';
import { choicesOf } from '../../components/choices';
import { NavButton } from '../../components/nav-button';
import { PageCard } from '../../components/page-card';
import { choiceField, flowStates, keywordField, listQuery, stateField } from '../../components/search-table/list-fields';
import { actionsColumn, openOnDoubleClick, RowLink } from '../../components/search-table/row-actions';
import { SearchTable, type SearchColumn } from '../../components/search-table/search-table';
import { useSearchTable } from '../../components/search-table/use-search-table';
import { PATHS, recordPath } from '../../routes/paths';
import { ArrivalValue, DurationValue, elevatorColumns, monthField, RescueStateTag, shownTime } from '../../components/rescue/rescue-parts';
import { useMayReport, useUseSide } from '../../components/rescue/use-rescue-side';
import '../../components/rescue/rescue.css';

interface Filters {
  state?: RescueState;
  flag?: RescueFlagFilter;
  month?: string;
  keyword?: string;
}

/**
 * 困人救援: the records of the unit's elevators (use unit) or of those it holds (maintenance unit), with the minutes to
 * arrive and to free the passengers, flagged past TSG T5002's 30 minutes and an hour.
 */
export default function RescueListPage() {
  const navigate = useNavigate();
  const mayReport = useMayReport();
  const useSide = useUseSide();
  const table = useSearchTable<Filters>({ initial: {} });
  const result = useRescueList({ ...listQuery(table), month: table.filters.month || undefined });
  const open = (r: RescueRecord) => void navigate(recordPath(PATHS.rescueDetail, r.id));

  const columns: SearchColumn<RescueRecord>[] = [
    { key: 'rescueNo', title: '救援编号', dataIndex: 'rescueNo', width: 150 },
    ...elevatorColumns<RescueRecord>(useSide),
    { key: 'source', title: '报警来源', width: 90, render: (_, r) => RESCUE_SOURCES[r.source] },
    { key: 'alarmAt', title: '接警时间', width: 140, render: (_, r) => shownTime(r.alarmAt) },
    { key: 'arrival', title: '到达用时', width: 170, render: (_, r) => <ArrivalValue r={r} /> },
    { key: 'duration', title: '救援用时', width: 150, render: (_, r) => <DurationValue r={r} /> },
    { key: 'state', title: '状态', width: 100, render: (_, r) => <RescueStateTag state={r.state} /> },
    actionsColumn(80, (r) => <RowLink onClick={() => open(r)}>查看</RowLink>),
  ];

  return (
    <PageCard
      title="困人救援"
      note="使用单位或维保单位报告电梯困人后，由维保单位派遣、到达现场、解困并结案。维保单位应在接警后30分钟内到达现场（设区的市），超过30分钟、1小时的到达和超过1小时的救援会标出。"
      extra={
        mayReport && (
          <NavButton to={PATHS.rescueForm} danger>
            报告困人
          </NavButton>
        )
      }
    >
      <SearchTable<RescueRecord, Filters>
        table={table}
        result={result}
        fields={[
          stateField(flowStates(RESCUE_FLOW), 130),
          choiceField('flag', '标记', choicesOf(ARRIVAL_FLAG_LABELS), 150),
          monthField('接警月份'),
          keywordField('救援编号、设备代码、使用地点或使用单位'),
        ]}
        columns={columns}
        rowKey="id"
        empty="还没有困人救援记录"
        tableProps={openOnDoubleClick(open)}
      />
    </PageCard>
  );
}
