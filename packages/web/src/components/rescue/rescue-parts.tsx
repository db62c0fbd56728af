import type { FaultRecord, RescueElevator, RescueRecord } from '@portal/contract';
import { ARRIVAL_FLAG_LABELS, RESCUE_CAUSES, RESCUE_DURATION_LIMIT_MINUTES, RESCUE_FLOW, RESCUE_LEVELS, RESCUE_SOURCES } from '@portal/contract/api/rescue';
import { FAULT_COMPONENTS, FAULT_FLOW } from '@portal/contract/api/fault';

import { DatePicker, Descriptions, Form, Select, Space, Tag, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useRescueElevators } from '../../api/rescue';
import { AttachmentUpload } from '../attachment-upload/attachment-upload';
import { formatTime } from '../format';
import { RecordView } from '../record-page';
import type { ReviewSection } from '../review/review-detail';
import type { SearchColumn, SearchField } from '../search-table/search-table';
import { fromSchema } from '../form-rules';
import { StateTag } from '../state-tag';
import { PATHS, recordPath } from '../../routes/paths';

export const MOMENT_FORMAT = 'YYYY-MM-DD HH:mm';

/** Form.Item props that keep a DatePicker with time as the contract's 'YYYY-MM-DD HH:mm' text. */
export const momentProps = {
  getValueProps: (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v, MOMENT_FORMAT) : null }),
  normalize: (d: Dayjs | null | undefined) => (d ? d.format(MOMENT_FORMAT) : ''),
};

/** A time to the minute, with the contract's rule for it; `rules` adds the form's own checks. */
export function MomentField({
  name,
  label,
  rule,
  rules = [],
  dependencies,
}: {
  name: string;
  label: string;
  rule: Parameters<typeof fromSchema>[0];
  rules?: FormRule[];
  dependencies?: string[];
}) {
  return (
    <Form.Item name={name} label={label} required dependencies={dependencies} rules={[fromSchema(rule), ...rules]} {...momentProps}>
      <DatePicker showTime={{ format: 'HH:mm' }} format={MOMENT_FORMAT} style={{ width: '100%' }} />
    </Form.Item>
  );
}

/** A list's month filter, kept as 'YYYY-MM' text. */
export const monthField = <F extends { month?: string }>(label: string): SearchField<F> => ({
  name: 'month',
  label,
  input: <DatePicker picker="month" placeholder="全部月份" />,
  itemProps: {
    getValueProps: (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(`${v}-01`) : null }),
    normalize: (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM') : ''),
  },
});

/** Now in China time, to the minute, as the forms send it. */
export const chinaNow = () => formatTime(new Date().toISOString()).slice(0, 16);
/** A stored instant as people read it, to the minute. */
export const shownTime = (iso: string | null) => (iso ? formatTime(iso).slice(0, 16) : '—');

export const RescueStateTag = ({ state }: { state: RescueRecord['state'] }) => <StateTag flow={RESCUE_FLOW} state={state} />;
export const FaultStateTag = ({ state }: { state: FaultRecord['state'] }) => <StateTag flow={FAULT_FLOW} state={state} />;

/** Minutes from the alarm to the arrival, with the flag past 30 minutes and past an hour. */
export function ArrivalValue({ r }: { r: Pick<RescueRecord, 'arrivalMinutes' | 'arrivalFlag'> }) {
  if (r.arrivalMinutes === null) return <>—</>;
  return (
    <Space size={4}>
      <span>{r.arrivalMinutes}分钟</span>
      {r.arrivalFlag !== 'none' && (
        <Tag color={r.arrivalFlag === 'over60' ? 'red' : 'orange'} className="rescue-flag">
          {ARRIVAL_FLAG_LABELS[r.arrivalFlag]}
        </Tag>
      )}
    </Space>
  );
}

/** Minutes from the alarm to the release, flagged past an hour. */
export function DurationValue({ r }: { r: Pick<RescueRecord, 'durationMinutes' | 'durationFlag'> }) {
  if (r.durationMinutes === null) return <>—</>;
  return (
    <Space size={4}>
      <span>{r.durationMinutes}分钟</span>
      {r.durationFlag && <Tag color="red">{`超${RESCUE_DURATION_LIMIT_MINUTES}分钟`}</Tag>}
    </Space>
  );
}

/** The elevator in a list: where it is, with its device code under it. */
export function ElevatorCell({ r }: { r: Pick<RescueElevator, 'address' | 'internalNo' | 'deviceCode'> }) {
  return (
    <div className="rescue-elevator">
      <div className="rescue-elevator-place">{`${r.address}${r.internalNo ? ` ${r.internalNo}` : ''}`}</div>
      <div className="rescue-elevator-code">{r.deviceCode || '—'}</div>
    </div>
  );
}

/**
 * The elevator of a list's row, and the other side's unit: the maintenance unit for a use unit, the use unit for a
 * maintenance unit (or an administrator).
 */
export const elevatorColumns = <R extends Pick<RescueElevator, 'address' | 'internalNo' | 'deviceCode' | 'useUnitName' | 'maintainUnitName'>>(
  useSide: boolean,
): SearchColumn<R>[] => [
  { key: 'place', title: '电梯', width: 260, render: (_, r) => <ElevatorCell r={r} /> },
  { key: 'otherUnit', title: useSide ? '维保单位' : '使用单位', width: 200, ellipsis: true, render: (_, r) => (useSide ? r.maintainUnitName : r.useUnitName) },
];

const elevatorLabel = (e: Pick<RescueElevator, 'address' | 'internalNo' | 'deviceCode'>) =>
  `${e.address}${e.internalNo ? ` ${e.internalNo}` : ''}（${e.deviceCode || '无设备代码'}）`;

/** The elevator's identity as both sides read it. */
export function elevatorFields(e: RescueElevator): { label: string; value: ReactNode; span?: number }[] {
  return [
    { label: '使用地点', value: `${e.address}${e.internalNo ? ` ${e.internalNo}` : ''}`, span: 2 },
    { label: '设备代码', value: e.deviceCode || '—' },
    { label: '注册代码', value: e.registerCode || '—' },
    { label: '使用登记证编号', value: e.certNo || '—' },
    { label: '设备名称', value: e.productName },
    { label: '使用单位', value: e.useUnitName },
    { label: '维保单位', value: e.maintainUnitName },
  ];
}

/** Picks an elevator the caller may report on (the use unit's own, or those its maintenance unit holds), and shows it. */
export function ElevatorPicker({ id, value, onChange }: { id?: string; value?: string; onChange?: (v: string) => void }) {
  const [keyword, setKeyword] = useState('');
  const query = useRescueElevators(keyword);
  const [chosen, setChosen] = useState<RescueElevator | null>(null);
  const list = query.data?.list ?? [];
  return (
    <div>
      <Select
        id={id}
        showSearch={{ filterOption: false, onSearch: setKeyword }}
        value={value || undefined}
        placeholder="输入使用地点、设备代码或注册代码查找"
        loading={query.isFetching}
        notFoundContent={query.isFetching ? '查找中…' : '没有可登记的电梯（须由维保单位在平台认领）'}
        options={list.map((e) => ({ value: e.equipmentId, label: elevatorLabel(e) }))}
        onChange={(v: string) => {
          setChosen(list.find((e) => e.equipmentId === v) ?? null);
          onChange?.(v);
        }}
        style={{ width: '100%' }}
      />
      {chosen && (
        <Descriptions
          size="small"
          bordered
          column={2}
          style={{ marginTop: 8 }}
          items={elevatorFields(chosen).map((f) => ({ key: f.label, label: f.label, children: f.value, span: f.span }))}
        />
      )}
    </div>
  );
}

/** A rescue as both sides read it. */
export function rescueSections(r: RescueRecord): ReviewSection[] {
  return [
    { title: '电梯信息', fields: elevatorFields(r) },
    {
      title: '报警信息',
      fields: [
        { label: '救援编号', value: r.rescueNo },
        { label: '报警来源', value: RESCUE_SOURCES[r.source] },
        { label: '被困时间', value: shownTime(r.trappedAt) },
        { label: '接警时间', value: shownTime(r.alarmAt) },
        { label: '被困人数', value: `${r.trappedCount}人` },
        { label: '报告人', value: `${r.reportedByName}（${r.reportedUnitName}）` },
        ...(r.faultId ? [{ label: '来自故障登记', value: <Link to={recordPath(PATHS.faultDetail, r.faultId)}>{r.faultNo}</Link>, span: 2 }] : []),
        { label: '情况说明', value: r.description || '—', span: 2 },
      ],
    },
    {
      title: '救援过程',
      fields: [
        { label: '派遣时间', value: shownTime(r.dispatchedAt) },
        { label: '救援级别', value: RESCUE_LEVELS[r.rescueLevel as keyof typeof RESCUE_LEVELS] ?? '—' },
        { label: '救援人员', value: r.rescuers || '—', span: 2 },
        { label: '到达现场时间', value: shownTime(r.arrivedAt) },
        { label: '到达用时', value: <ArrivalValue r={r} /> },
        { label: '解困时间', value: shownTime(r.releasedAt) },
        { label: '救援用时', value: <DurationValue r={r} /> },
        { label: '解困人数', value: r.releasedCount === null ? '—' : `${r.releasedCount}人` },
        { label: '人员受伤情况', value: r.releasedAt ? r.injuries || '无' : '—' },
      ],
    },
    {
      title: '结案',
      fields: [
        { label: '困人原因', value: RESCUE_CAUSES[r.cause as keyof typeof RESCUE_CAUSES] ?? '—' },
        { label: '状态', value: <RescueStateTag state={r.state} /> },
        { label: '处置情况', value: r.handling || '—', span: 2 },
        ...(r.state === 'cancelled' ? [{ label: '误报原因', value: r.cancelReason, span: 2 }] : []),
      ],
    },
  ];
}

/** A fault as both sides read it. */
export function faultSections(r: FaultRecord): ReviewSection[] {
  return [
    { title: '电梯信息', fields: elevatorFields(r) },
    {
      title: '故障信息',
      fields: [
        { label: '故障编号', value: r.faultNo },
        { label: '故障发生时间', value: shownTime(r.faultAt) },
        { label: '故障部件', value: FAULT_COMPONENTS[r.component] },
        { label: '是否困人', value: r.peopleTrapped ? <Tag color="red">有人被困</Tag> : '否' },
        { label: '故障现象', value: r.phenomenon, span: 2 },
        { label: '情况说明', value: r.description || '—', span: 2 },
        { label: '报告人', value: `${r.reportedByName}（${r.reportedUnitName}）`, span: 2 },
        ...(r.rescueId ? [{ label: '困人救援记录', value: <Link to={recordPath(PATHS.rescueDetail, r.rescueId)}>{r.rescueNo}</Link>, span: 2 }] : []),
      ],
    },
    {
      title: '维修处理',
      fields: [
        { label: '维修人员', value: r.repairer || '—' },
        { label: '恢复运行时间', value: shownTime(r.backInServiceAt) },
        { label: '故障原因', value: r.cause || '—', span: 2 },
        { label: '处理情况', value: r.handling || '—', span: 2 },
        { label: '更换部件', value: r.partsReplaced || '—', span: 2 },
        ...(r.state === 'cancelled' ? [{ label: '取消原因', value: r.cancelReason, span: 2 }] : []),
      ],
    },
  ];
}

interface IncidentViewProps {
  kind: 'rescue' | 'fault';
  record: { id: string; state: string; version: number; side: RescueRecord['side'] };
  title: string;
  tag: ReactNode;
  sections: ReviewSection[];
  /** Whether the record is still open: its photos are then added from a phone, by the sides that act on it. */
  open: boolean;
  /** The photos' heading, and what stands there without any. */
  photos: { title: string; empty: string };
  /** Where the record stands and the steps the viewer may take. */
  children: ReactNode;
}

/** A rescue or a fault as both sides read it: where it stands and its steps, its sections, its photos and every step. */
export function IncidentView({ kind, record: r, title, tag, sections, open, photos, children }: IncidentViewProps) {
  return (
    <RecordView
      title={title}
      tag={tag}
      sections={sections}
      documents={{
        title: photos.title,
        content: <AttachmentUpload bizType={kind} bizId={r.id} kind="photo" readOnly={!open || r.side === 'viewer'} mobile={open} title={photos.title} emptyText={photos.empty} />,
      }}
      flow={{ kind, record: r }}
    >
      {children}
    </RecordView>
  );
}
