import type { ConstructionRecord, ConstructionState, WorkType } from '@portal/contract';
import { CONSTRUCTION_FLOW } from '@portal/contract/api/construction';
import { WORK_TYPES } from '@portal/contract/domain/licences';

import type { ReactNode } from 'react';
import type { ConstructionQuery } from '../../api/construction';
import { choicesOf } from '../../components/choices';
import { formatTime } from '../../components/format';
import { devicesText as itemsText } from '../../components/devices-text';
import { RecordList } from '../../components/search-table/record-list';
import { actionsColumn } from '../../components/search-table/row-actions';
import type { SearchColumn, SearchResult } from '../../components/search-table/search-table';
import { StateTag } from '../../components/state-tag';
import { choiceField, flowStates } from '../../components/search-table/list-fields';

interface Filters {
  state?: ConstructionState;
  workType?: WorkType;
  keyword?: string;
}

export const devicesText = (r: ConstructionRecord) => itemsText(r.items);

/** Notices with their filters; what each row offers is the page's. */
export function ConstructionTable({
  useList,
  actions,
  onOpen,
  empty,
  showUnit = false,
}: {
  useList: (q: ConstructionQuery) => SearchResult<ConstructionRecord>;
  actions: (r: ConstructionRecord) => ReactNode;
  onOpen: (r: ConstructionRecord) => void;
  empty: string;
  /** Lists that hold other units' notices name the construction unit. */
  showUnit?: boolean;
}) {
  const columns: SearchColumn<ConstructionRecord>[] = [
    { key: 'number', title: '告知编号 / 申请编号', width: 190, render: (_, r) => r.noticeNo || r.applyNo },
    { key: 'workType', title: '施工类别', dataIndex: 'workType', width: 90, render: (v: WorkType) => WORK_TYPES[v] },
    ...(showUnit ? [{ key: 'unitName', title: '施工单位', dataIndex: 'unitName', width: 180, ellipsis: true } as SearchColumn<ConstructionRecord>] : []),
    { key: 'useUnitName', title: '使用单位', dataIndex: 'useUnitName', width: showUnit ? 180 : 200, ellipsis: true },
    { key: 'devices', title: '设备', ellipsis: true, render: (_, r) => devicesText(r) },
    ...(showUnit ? [] : [{ key: 'plannedStart', title: '计划开工', dataIndex: 'plannedStart', width: 110 } as SearchColumn<ConstructionRecord>]),
    { key: 'updatedAt', title: '更新时间', dataIndex: 'updatedAt', width: 160, render: (v: string) => formatTime(v) },
    { key: 'state', title: '状态', dataIndex: 'state', width: 100, render: (_, r) => <StateTag flow={CONSTRUCTION_FLOW} state={r.state} /> },
    actionsColumn(showUnit ? 80 : 170, actions),
  ];
  return (
    <RecordList<ConstructionRecord, Filters>
      useList={useList}
      fields={[choiceField('workType', '施工类别', choicesOf(WORK_TYPES))]}
      states={flowStates(CONSTRUCTION_FLOW)}
      keywordHint="告知编号、使用单位、设备代码或产品编号"
      empty={empty}
      onOpen={onOpen}
      columns={columns}
    />
  );
}
