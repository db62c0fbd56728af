import type { SelfTestRecord } from '@portal/contract';
import { NEXT_CHECK_KINDS, SELF_TEST_CONCLUSIONS, SELF_TEST_FLOW } from '@portal/contract/api/self-test';

import { Space, Tag } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { SelfTestQuery } from '../../api/self-test';
import { choicesOf } from '../../components/choices';
import { formatTime } from '../../components/format';
import type { ReviewSection } from '../../components/review/review-detail';
import { SearchTable, type SearchColumn } from '../../components/search-table/search-table';
import { useSearchTable } from '../../components/search-table/use-search-table';
import { PATHS, recordPath } from '../../routes/paths';
import { actionsColumn, openOnDoubleClick, RowLink } from '../../components/search-table/row-actions';
import { choiceField, flowStates, keywordField, listQuery, stateField } from '../../components/search-table/list-fields';

interface SelfTestFilters {
  state?: SelfTestQuery['state'];
  conclusion?: SelfTestQuery['conclusion'];
  keyword?: string;
}

export function SelfTestStateTag({ record: r }: { record: Pick<SelfTestRecord, 'state'> }) {
  const s = SELF_TEST_FLOW.states[r.state];
  return <Tag color={s.color}>{s.label}</Tag>;
}

export function ConclusionTag({ conclusion }: { conclusion: SelfTestRecord['conclusion'] }) {
  return <Tag color={conclusion === 'pass' ? 'success' : 'error'}>{SELF_TEST_CONCLUSIONS[conclusion]}</Tag>;
}

const elevatorName = (r: SelfTestRecord) => r.elevator.certNo || r.elevator.deviceCode;

/** One side's list of results, holding its own filters and page; `actions` adds the page's own buttons beside 查看. */
export function SelfTestTable({
  side,
  useList,
  states,
  empty,
  actions,
}: {
  side: 'detect' | 'use';
  /** The list query (a hook from src/api), asked with the applied filters and page. */
  useList: (q: SelfTestQuery) => UseQueryResult<{ list: SelfTestRecord[]; count: number; pageNo: number; pageSize: number }>;
  states: readonly SelfTestRecord['state'][];
  empty: string;
  actions?: (r: SelfTestRecord) => ReactNode;
}) {
  const navigate = useNavigate();
  const table = useSearchTable<SelfTestFilters>({ initial: {} });
  const result = useList(listQuery(table));
  const columns: SearchColumn<SelfTestRecord>[] = [
    { key: 'certNo', title: '使用登记证编号', width: 170, render: (_, r) => elevatorName(r) },
    { key: 'internalNo', title: '单位内编号', width: 120, render: (_, r) => r.elevator.internalNo || '—' },
    side === 'detect'
      ? { key: 'unit', title: '使用单位', ellipsis: true, render: (_, r) => r.elevator.useUnitName }
      : { key: 'org', title: '检测机构', ellipsis: true, render: (_, r) => r.detectUnitName },
    { key: 'reportNo', title: '报告编号', dataIndex: 'reportNo', width: 150 },
    { key: 'testDate', title: '检测日期', dataIndex: 'testDate', width: 110 },
    { key: 'conclusion', title: '结论', width: 80, render: (_, r) => <ConclusionTag conclusion={r.conclusion} /> },
    { key: 'nextDate', title: '下次检验（检测）', width: 170, render: (_, r) => `${r.nextDate}（${NEXT_CHECK_KINDS[r.nextKind]}）` },
    { key: 'state', title: '状态', width: 110, render: (_, r) => <SelfTestStateTag record={r} /> },
    actionsColumn(200, (r) => (
      <Space size={0}>
        <RowLink onClick={() => void navigate(recordPath(PATHS.selfTestDetail, r.id))}>查看</RowLink>
        {actions?.(r)}
      </Space>
    )),
  ];
  return (
    <SearchTable<SelfTestRecord, SelfTestFilters>
      table={table}
      result={result}
      fields={[
        ...(states.length > 1 ? [stateField<SelfTestFilters>(flowStates(SELF_TEST_FLOW, states), 140)] : []),
        choiceField('conclusion', '结论', choicesOf(SELF_TEST_CONCLUSIONS), 110),
        keywordField(`登记证编号、设备代码、报告编号或${side === 'detect' ? '使用单位' : '检测机构'}`),
      ]}
      columns={columns}
      rowKey="id"
      empty={empty}
      tableProps={openOnDoubleClick((r: SelfTestRecord) => void navigate(recordPath(PATHS.selfTestDetail, r.id)))}
    />
  );
}

/** A result as both sides read it. */
export function selfTestSections(r: SelfTestRecord): ReviewSection[] {
  const e = r.elevator;
  return [
    {
      title: '电梯',
      fields: [
        { label: '使用登记证编号', value: e.certNo || '—' },
        { label: '设备代码', value: e.deviceCode || '—' },
        { label: '注册代码', value: e.registerCode || '—' },
        { label: '单位内编号', value: e.internalNo || '—' },
        { label: '使用单位', value: e.useUnitName, span: 2 },
        { label: '使用地点', value: e.address, span: 2 },
      ],
    },
    {
      title: '自行检测结果',
      fields: [
        { label: '检测机构', value: r.detectUnitName },
        { label: '检测报告编号', value: r.reportNo },
        { label: '检测日期', value: r.testDate },
        { label: '检测人员', value: r.tester },
        { label: '检测结论', value: <ConclusionTag conclusion={r.conclusion} /> },
        { label: '下次检验（检测）日期', value: `${r.nextDate}（${NEXT_CHECK_KINDS[r.nextKind]}）` },
        ...(r.conclusion === 'fail' ? [{ label: '不符合项目', value: r.nonconformities, span: 2 }] : []),
        { label: '备注', value: r.remark || '—', span: 2 },
      ],
    },
    {
      title: '办理进度',
      fields: [
        { label: '状态', value: <SelfTestStateTag record={r} /> },
        { label: '出具时间', value: formatTime(r.issuedAt) || '—' },
        { label: '声明时间', value: formatTime(r.declaredAt) || '—' },
        { label: '声明人', value: r.declarerName || '—' },
        ...(r.state === 'revoked'
          ? [
              { label: '撤回时间', value: formatTime(r.revokedAt) },
              { label: '撤回原因', value: r.revokeReason },
            ]
          : []),
        ...(r.markPrintedAt
          ? [
              { label: '使用标志首次打印', value: formatTime(r.markPrintedAt) },
              { label: '标志文件 SM3', value: <code style={{ wordBreak: 'break-all' }}>{r.markSm3}</code> },
            ]
          : []),
      ],
    },
  ];
}
