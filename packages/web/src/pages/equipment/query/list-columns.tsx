import type { DictNode, EquipmentListKind, EquipmentRow } from '@portal/contract';
import { awaitsFirstInspection, FAILING_CONCLUSIONS, LOAD_TEST_TYPES, OUT_OF_SERVICE } from '@portal/contract/api/equipment';

import { REG_STATES, REGISTRABLE_STATES, type RegState } from '@portal/contract/api/use-regist';
import { EQUIPMENT_TYPE_NAMES } from '@portal/contract/domain/codes';

import { Button, Space, Tag, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useDictList, useDictTree } from '../../../api/dict';
import { AreaLabel } from '../../../components/area-cascader';
import { chinaToday, formatTime } from '../../../components/format';
import type { SearchColumn } from '../../../components/search-table/search-table';
import { useAccess } from '../../../state/session-store';
import type { EquipmentSortField } from './list-query';

const STATUS_COLORS: Record<string, string> = { inUse: 'success', stopped: 'warning', relocated: 'processing' };
const FAILING: readonly string[] = FAILING_CONCLUSIONS;
const RESTING: readonly string[] = OUT_OF_SERVICE;
const LOAD_TESTED: readonly string[] = LOAD_TEST_TYPES;
/** Days ahead within which a coming inspection is marked, as the 即将到期 list's default window. */
const DUE_SOON_DAYS = 30;

function labelMap(items: Array<{ value: string; label: string }> | undefined): Map<string, string> {
  return new Map((items ?? []).map((i) => [i.value, i.label]));
}

function flatten(nodes: readonly DictNode[], into = new Map<string, string>()): Map<string, string> {
  for (const n of nodes) {
    into.set(n.value, n.label);
    flatten(n.children ?? [], into);
  }
  return into;
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A next-inspection date in red once passed (or missing) and in orange when near, for equipment still
 * in service; equipment not yet in use without a date awaits its first inspection instead.
 */
export function NextDate({ row, today }: { row: EquipmentRow; today: string }) {
  const date = row.nextInspectionDate;
  if (RESTING.includes(row.useStatus)) return <>{date ?? '—'}</>;
  if (awaitsFirstInspection(row)) return <Tag color="processing">待首检</Tag>;
  if (!date || date < today)
    return (
      <span className="equipment-date-overdue">
        {date ?? '未填写'}
        <Tag color="error">超期</Tag>
      </span>
    );
  if (date <= addDays(today, DUE_SOON_DAYS)) return <span className="equipment-date-soon">{date}</span>;
  return <>{date}</>;
}

interface ColumnOptions {
  kind: EquipmentListKind;
  /** Staff who see many units get the unit column. */
  manyUnits: boolean;
  onOpen: (row: EquipmentRow) => void;
  /** The vehicle list's 使用登记 for a vehicle not registered yet (offered to roles that may apply). */
  onRegister?: (row: EquipmentRow) => void;
}

const REGISTRABLE: readonly string[] = REGISTRABLE_STATES;

/** The field-vehicle list's own columns: the plate issued at registration, the first inspection and the registration state. */
function vehicleColumns(today: string): SearchColumn<EquipmentRow, EquipmentSortField>[] {
  return [
    { key: 'plateNumber', title: '厂车牌照编号', dataIndex: 'plateNumber', width: 130, render: (v: string) => v || <span className="equipment-muted">未核发</span> },
    {
      key: 'firstInspection',
      title: '首次检验',
      width: 110,
      render: (_, r) =>
        r.lastInspectionDate ? (
          <Tag color="success">已检验</Tag>
        ) : awaitsFirstInspection(r) || !r.nextInspectionDate ? (
          <Tag color="processing">待首检</Tag>
        ) : (
          <NextDate row={r} today={today} />
        ),
    },
    {
      key: 'regState',
      title: '登记状态',
      dataIndex: 'regState',
      width: 110,
      render: (s: string) => <Tag color={s === 'registered' ? 'success' : REGISTRABLE.includes(s) ? 'warning' : 'default'}>{REG_STATES[s as RegState] ?? s}</Tag>,
    },
  ];
}

/** The columns of a query list, labels read from the dictionaries once per page rather than per row. */
export function useListColumns({ kind, manyUnits, onOpen, onRegister }: ColumnOptions): SearchColumn<EquipmentRow, EquipmentSortField>[] {
  const statuses = useDictList('equipment_use_status').data;
  const conclusions = useDictList('inspection_conclusion').data;
  const catalogue = useDictTree('equipment_catalogue').data;
  const names = useMemo(() => ({ status: labelMap(statuses), conclusion: labelMap(conclusions), catalogue: flatten(catalogue ?? []) }), [statuses, conclusions, catalogue]);
  const today = chinaToday();
  const mayApply = useAccess('useRecord.apply');

  // What decides the next step comes first (status, dates, conclusion); the rest scrolls in from the right.
  return [
    { key: 'deviceCode', title: '设备代码', dataIndex: 'deviceCode', width: 170, fixed: 'left', sortField: 'deviceCode', render: (v: string) => v || '—' },
    { key: 'productName', title: '设备名称', dataIndex: 'productName', width: 140, ellipsis: true },
    ...(kind === 'fieldVehicle' ? vehicleColumns(today) : []),
    {
      key: 'catalogue',
      title: '种类 / 品种',
      width: 180,
      ellipsis: { showTitle: false },
      render: (_, r) => {
        const text = `${EQUIPMENT_TYPE_NAMES[r.typeCode] ?? r.typeCode} / ${names.catalogue.get(r.catalogueCode) ?? r.catalogueCode}`;
        return <Tooltip title={text}>{text}</Tooltip>;
      },
    },
    {
      key: 'useStatus',
      title: '使用状态',
      dataIndex: 'useStatus',
      width: 90,
      render: (s: string) => <Tag color={STATUS_COLORS[s] ?? 'default'}>{names.status.get(s) ?? s}</Tag>,
    },
    { key: 'nextInspectionDate', title: '下次检验日期', width: 150, sortField: 'nextInspectionDate', render: (_, r) => <NextDate row={r} today={today} /> },
    {
      key: 'lastInspectionDate',
      title: '上次检验日期',
      dataIndex: 'lastInspectionDate',
      width: 120,
      sortField: 'lastInspectionDate',
      render: (v: string | null) => v ?? '—',
    },
    {
      key: 'lastConclusion',
      title: '检验结论',
      dataIndex: 'lastConclusion',
      width: 100,
      render: (c: string) => (c ? <span className={FAILING.includes(c) ? 'equipment-conclusion-fail' : undefined}>{names.conclusion.get(c) ?? c}</span> : '—'),
    },
    {
      key: 'loadTestYear',
      title: '上次载荷试验',
      dataIndex: 'loadTestYear',
      width: 120,
      extra: kind !== 'payloadTime',
      render: (v: string, r) => (LOAD_TESTED.includes(r.typeCode) ? (v ? `${v}年` : '未做过') : '—'),
    },
    ...(manyUnits ? [{ key: 'unitName', title: '使用单位', dataIndex: 'unitName', width: 200, ellipsis: true }] : []),
    { key: 'registerCode', title: '注册代码', dataIndex: 'registerCode', width: 190, render: (v: string) => v || '—' },
    { key: 'internalNo', title: '单位内编号', dataIndex: 'internalNo', width: 110, render: (v: string) => v || '—' },
    { key: 'address', title: '使用地点', dataIndex: 'address', width: 200, ellipsis: true },
    { key: 'certNo', title: '使用登记证编号', dataIndex: 'certNo', width: 170, extra: true, render: (v: string) => v || '—' },
    { key: 'model', title: '型号（规格）', dataIndex: 'model', width: 140, ellipsis: true, extra: true },
    { key: 'areaCode', title: '所在区域', dataIndex: 'areaCode', width: 200, extra: true, render: (v: string) => <AreaLabel code={v} /> },
    { key: 'updatedAt', title: '更新时间', dataIndex: 'updatedAt', width: 170, sortField: 'updatedAt', extra: true, render: (t: string) => formatTime(t) },
    {
      key: 'actions',
      title: '操作',
      width: kind === 'fieldVehicle' ? 130 : 64,
      always: true,
      render: (_, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => onOpen(r)}>
            查看
          </Button>
          {kind === 'fieldVehicle' && onRegister && mayApply && REGISTRABLE.includes(r.regState) && (
            <Button type="link" size="small" onClick={() => onRegister(r)}>
              使用登记
            </Button>
          )}
        </Space>
      ),
    },
  ];
}
