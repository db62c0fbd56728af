import type { InspectionApplyRecord, InspectionState } from '@portal/contract';
import { fenToYuan, isSupervision } from '@portal/contract/api/fee';
import { INSPECTION_FLOW } from '@portal/contract/api/online-apply';

import { Input, Select } from 'antd';
import type { ReactNode } from 'react';
import type { InspectionQuery } from '../../api/online-apply';
import { formatTime } from '../../components/format';
import { SearchTable, type SearchColumn, type SearchResult } from '../../components/search-table/search-table';
import { useSearchTable } from '../../components/search-table/use-search-table';
import { StateTag } from '../../components/state-tag';
import { PATHS, recordPath } from '../../routes/paths';
import { FiledBy } from '../../components/entrust-select';

interface Filters {
  state?: InspectionState;
  keyword?: string;
}

export const devicesText = (r: InspectionApplyRecord) =>
  r.items.length === 1 ? `${r.items[0].productName} ${r.items[0].deviceCode}`.trim() : `${r.items[0]?.productName ?? ''}等${r.items.length}台`;

/** Where the unit continues a saved or returned application: a supervision has its own form. */
export const editPathOf = (r: Pick<InspectionApplyRecord, 'id' | 'inspectionKind'>) =>
  recordPath(isSupervision(r.inspectionKind) ? PATHS.superintendEdit : PATHS.onlineApplyEdit, r.id);

/** Money in fen as the lists and notices show it. */
export const yuan = (fen: number) => `¥${fenToYuan(fen)}`;

/** Applications with their filters; what each row offers is the page's. */
export function ApplyTable({
  useList,
  actions,
  onOpen,
  empty,
  state,
  group,
  initialKeyword = '',
  showUnit = false,
}: {
  useList: (q: InspectionQuery) => SearchResult<InspectionApplyRecord>;
  actions: (r: InspectionApplyRecord) => ReactNode;
  onOpen: (r: InspectionApplyRecord) => void;
  empty: string;
  /** A list fixed to one state (the pay list) has no state filter. */
  state?: InspectionState;
  /** Supervision applications only, or none of them. */
  group?: InspectionQuery['group'];
  /** A list opened for one application (?keyword=) starts filtered to it. */
  initialKeyword?: string;
  /** The body's lists name the applying unit. */
  showUnit?: boolean;
}) {
  const table = useSearchTable<Filters>({ initial: initialKeyword ? { keyword: initialKeyword } : {} });
  const result = useList({ pageNo: table.pageNo, pageSize: table.pageSize, state: state ?? table.filters.state, group, keyword: table.filters.keyword?.trim() || undefined });
  const columns: SearchColumn<InspectionApplyRecord>[] = [
    { key: 'applyNo', title: '申请编号', dataIndex: 'applyNo', width: 150 },
    { key: 'acceptNo', title: '受理编号', dataIndex: 'acceptNo', width: 150, render: (v: string) => v || '—' },
    ...(showUnit
      ? [{ key: 'unitName', title: '申请单位', dataIndex: 'unitName', width: 200, ellipsis: true } as SearchColumn<InspectionApplyRecord>]
      : [{ key: 'filedBy', title: '申报方式', width: 220, ellipsis: true, render: (_, r) => <FiledBy record={r} /> } as SearchColumn<InspectionApplyRecord>]),
    { key: 'orgName', title: '检验机构', dataIndex: 'orgName', width: 180, ellipsis: true },
    { key: 'devices', title: '设备', ellipsis: true, render: (_, r) => devicesText(r) },
    { key: 'payable', title: '应缴金额', width: 110, render: (_, r) => (r.feeSetAt ? yuan(r.payableFen) : '—') },
    { key: 'updatedAt', title: '更新时间', dataIndex: 'updatedAt', width: 160, render: (v: string) => formatTime(v) },
    { key: 'state', title: '状态', dataIndex: 'state', width: 100, render: (_, r) => <StateTag flow={INSPECTION_FLOW} state={r.state} /> },
    { key: 'actions', title: '操作', width: 190, always: true, render: (_, r) => actions(r) },
  ];
  return (
    <SearchTable<InspectionApplyRecord, Filters>
      table={table}
      result={result}
      fields={[
        ...(state
          ? []
          : [
              {
                name: 'state' as const,
                label: '状态',
                input: <Select allowClear placeholder="全部" options={Object.entries(INSPECTION_FLOW.states).map(([value, s]) => ({ value, label: s.label }))} />,
              },
            ]),
        { name: 'keyword', label: '关键字', input: <Input allowClear maxLength={50} placeholder="申请编号、受理编号、设备代码或设备名称" /> },
      ]}
      columns={columns}
      rowKey="id"
      empty={empty}
      tableProps={{ onRow: (r) => ({ onDoubleClick: () => onOpen(r) }) }}
    />
  );
}
