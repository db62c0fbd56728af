import type { FaultRecord } from '@portal/contract';
import { FAULT_COMPONENTS, FAULT_FLOW, type FaultState } from '@portal/contract/api/fault';

import { Tag } from 'antd';
import { useNavigate } from 'react-router';
import { useFaultList } from '../../api/rescue';
import { NavButton } from '../../components/nav-button';
import { PageCard } from '../../components/page-card';
import { flowStates, keywordField, listQuery, stateField } from '../../components/search-table/list-fields';
import { actionsColumn, openOnDoubleClick, RowLink } from '../../components/search-table/row-actions';
import { SearchTable, type SearchColumn } from '../../components/search-table/search-table';
import { useSearchTable } from '../../components/search-table/use-search-table';
import { PATHS, recordPath } from '../../routes/paths';
import { elevatorColumns, FaultStateTag, monthField, shownTime } from '../../components/rescue/rescue-parts';
import { useMayReport, useUseSide } from '../../components/rescue/use-rescue-side';
import '../../components/rescue/rescue.css';

interface Filters {
  state?: FaultState;
  month?: string;
  keyword?: string;
}

/** 故障登记: the faults of the unit's elevators (use unit) or of those it holds (maintenance unit). */
export default function FaultListPage() {
  const navigate = useNavigate();
  const mayReport = useMayReport();
  const useSide = useUseSide();
  const table = useSearchTable<Filters>({ initial: {} });
  const result = useFaultList({ ...listQuery(table), month: table.filters.month || undefined });
  const open = (r: FaultRecord) => void navigate(recordPath(PATHS.faultDetail, r.id));

  const columns: SearchColumn<FaultRecord>[] = [
    { key: 'faultNo', title: '故障编号', dataIndex: 'faultNo', width: 150 },
    ...elevatorColumns<FaultRecord>(useSide),
    { key: 'faultAt', title: '故障时间', width: 140, render: (_, r) => shownTime(r.faultAt) },
    { key: 'component', title: '故障部件', width: 110, render: (_, r) => FAULT_COMPONENTS[r.component] },
    { key: 'phenomenon', title: '故障现象', dataIndex: 'phenomenon', ellipsis: true },
    { key: 'trapped', title: '困人', width: 70, render: (_, r) => (r.peopleTrapped ? <Tag color="red">困人</Tag> : '—') },
    { key: 'state', title: '状态', width: 120, render: (_, r) => <FaultStateTag state={r.state} /> },
    actionsColumn(80, (r) => <RowLink onClick={() => open(r)}>查看</RowLink>),
  ];

  return (
    <PageCard
      title="故障登记"
      note="使用单位或维保单位登记电梯故障，维保单位维修后登记原因、处理情况、更换部件和恢复运行时间。故障中有人被困的，由维保单位转为困人救援。"
      extra={mayReport && <NavButton to={PATHS.faultForm}>登记故障</NavButton>}
    >
      <SearchTable<FaultRecord, Filters>
        table={table}
        result={result}
        fields={[stateField(flowStates(FAULT_FLOW), 140), monthField('故障月份'), keywordField('故障编号、设备代码、使用地点或使用单位')]}
        columns={columns}
        rowKey="id"
        empty="还没有故障记录"
        tableProps={openOnDoubleClick(open)}
      />
    </PageCard>
  );
}
