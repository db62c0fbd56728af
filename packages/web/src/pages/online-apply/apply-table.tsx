import type { InspectionApplyRecord, InspectionState } from '@portal/contract';
import { isSupervision } from '@portal/contract/api/fee';
import { INSPECTION_EDITABLE, INSPECTION_FLOW } from '@portal/contract/api/online-apply';

import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useDeleteInspectionApply, useRevokeInspectionApply, type InspectionQuery } from '../../api/online-apply';
import { devicesText } from '../../components/devices-text';
import { DraftRowActions } from '../../components/draft-row-actions';
import { formatTime } from '../../components/format';
import { flowStates, keywordField, stateField } from '../../components/search-table/list-fields';
import { actionsColumn, openOnDoubleClick, RowLink } from '../../components/search-table/row-actions';
import { SearchTable, type SearchColumn, type SearchResult } from '../../components/search-table/search-table';
import { useSearchTable } from '../../components/search-table/use-search-table';
import { StateTag } from '../../components/state-tag';
import { PATHS, recordPath } from '../../routes/paths';
import { FiledBy } from '../../components/entrust-select';
import { yuan } from '../../components/money';

interface Filters {
  state?: InspectionState;
  keyword?: string;
}

/** Where the unit continues a saved or returned application: a supervision has its own form. */
export const editPathOf = (r: Pick<InspectionApplyRecord, 'id' | 'inspectionKind'>) =>
  recordPath(isSupervision(r.inspectionKind) ? PATHS.superintendEdit : PATHS.onlineApplyEdit, r.id);

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
    { key: 'devices', title: '设备', ellipsis: true, render: (_, r) => devicesText(r.items) },
    { key: 'payable', title: '应缴金额', width: 110, render: (_, r) => (r.feeSetAt ? yuan(r.payableFen) : '—') },
    { key: 'updatedAt', title: '更新时间', dataIndex: 'updatedAt', width: 160, render: (v: string) => formatTime(v) },
    { key: 'state', title: '状态', dataIndex: 'state', width: 100, render: (_, r) => <StateTag flow={INSPECTION_FLOW} state={r.state} /> },
    actionsColumn(190, actions),
  ];
  return (
    <SearchTable<InspectionApplyRecord, Filters>
      table={table}
      result={result}
      fields={[...(state ? [] : [stateField<Filters>(flowStates(INSPECTION_FLOW))]), keywordField('申请编号、受理编号、设备代码或设备名称')]}
      columns={columns}
      rowKey="id"
      empty={empty}
      tableProps={openOnDoubleClick(onOpen)}
    />
  );
}

/** The unit's buttons on a row of its own applications, with 缴费 once the fee is set (`pay` false where the fee is another unit's to pay). */
export function ApplyRowActions({ record: r, onOpen, pay = true }: { record: InspectionApplyRecord; onOpen: () => void; pay?: boolean }) {
  const navigate = useNavigate();
  const revoke = useRevokeInspectionApply();
  const remove = useDeleteInspectionApply();
  return (
    <DraftRowActions
      record={r}
      no={r.applyNo}
      noun="申请"
      editable={INSPECTION_EDITABLE.includes(r.state)}
      withdrawable={r.state === 'submitted'}
      onOpen={onOpen}
      onEdit={() => void navigate(editPathOf(r))}
      withdraw={revoke.mutateAsync}
      remove={remove.mutateAsync}
    >
      {r.state === 'feeSet' && pay && <RowLink onClick={() => void navigate(recordPath(PATHS.onlineApplyPay, r.id))}>缴费</RowLink>}
    </DraftRowActions>
  );
}
