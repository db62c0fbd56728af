import type { SelfMaintRecord } from '@portal/contract';
import { SELF_MAINT_CATEGORIES, SELF_MAINT_FLOW, isSelfMaintCategory } from '@portal/contract/api/self-maint';

import { Table, Tag } from 'antd';
import { AttachmentUpload } from '../../components/attachment-upload/attachment-upload';
import { formatTime } from '../../components/format';
import type { ReviewSection } from '../../components/review/review-detail';
import { StateTag } from '../../components/state-tag';
import { StaffTable } from '../../components/maint-change/maintenance-sections';

type Device = SelfMaintRecord['devices'][number];

export function SelfMaintStateTag({ state }: { state: SelfMaintRecord['state'] }) {
  return <StateTag flow={SELF_MAINT_FLOW} state={state} />;
}

export const categoryName = (typeCode: string): string => (isSelfMaintCategory(typeCode) ? SELF_MAINT_CATEGORIES[typeCode].name : typeCode);

/** The devices in a list cell: how many, and the first codes. */
export function devicesText(devices: readonly Pick<Device, 'deviceCode' | 'internalNo'>[]): string {
  const codes = devices.slice(0, 2).map((d) => d.deviceCode || d.internalNo || '—');
  return `${devices.length}台：${codes.join('、')}${devices.length > 2 ? ' 等' : ''}`;
}

/** The period: from the approval, which sets its first day. */
export function periodText(r: Pick<SelfMaintRecord, 'validFrom' | 'validTo'>): string {
  return r.validFrom ? `${r.validFrom} 至 ${r.validTo}` : `审核通过之日起至 ${r.validTo}`;
}

/** The devices named; while approved, whether each is still maintained by the unit under this application. */
export function SelfMaintDeviceTable({ devices, showHeld }: { devices: readonly Device[]; showHeld: boolean }) {
  return (
    <Table<Device>
      size="small"
      rowKey="equipmentId"
      pagination={false}
      dataSource={[...devices]}
      columns={[
        { key: 'type', title: '设备类别', dataIndex: 'typeCode', width: 120, render: (v: string) => categoryName(v) },
        { key: 'deviceCode', title: '设备代码', dataIndex: 'deviceCode', width: 190, render: (v: string) => v || '—' },
        { key: 'productName', title: '设备名称', dataIndex: 'productName', width: 170 },
        { key: 'internalNo', title: '单位内编号', dataIndex: 'internalNo', width: 120, render: (v: string) => v || '—' },
        { key: 'certNo', title: '使用登记证编号', dataIndex: 'certNo', width: 150, render: (v: string) => v || '未登记' },
        { key: 'address', title: '使用地点', dataIndex: 'address', ellipsis: true },
        ...(showHeld
          ? [
              {
                key: 'held',
                title: '维保',
                width: 130,
                render: (_: unknown, d: Device) => (d.held ? <Tag color="success">仍由本单位维保</Tag> : <Tag>已转出</Tag>),
              },
            ]
          : []),
      ]}
    />
  );
}

/** The unit's two kinds of document: the rules (needed before submitting) and anything else. */
export function SelfMaintDocuments({ id, readOnly }: { id: string; readOnly: boolean }) {
  return (
    <>
      <AttachmentUpload
        bizType="selfMaint"
        bizId={id}
        kind="rules"
        readOnly={readOnly}
        mobile={!readOnly}
        title={readOnly ? '自行维保管理制度及应急救援预案' : '自行维保管理制度及应急救援预案（必传）'}
      />
      <AttachmentUpload bizType="selfMaint" bizId={id} kind="other" readOnly={readOnly} mobile={!readOnly} title={readOnly ? '其他材料' : '其他材料（选传）'} />
    </>
  );
}

/** The states a decision of the registry led to; an earlier return stays on the record after a resubmission, so only these show it. */
const DECIDED: readonly SelfMaintRecord['state'][] = ['returned', 'approved', 'ended', 'revoked'];

/** How it ended, when it did: by the unit (终止) or by the registry (撤销). */
function closing(r: SelfMaintRecord) {
  if (r.state === 'ended')
    return [
      { label: '终止时间', value: formatTime(r.endedAt) },
      { label: '终止原因', value: r.endReason },
    ];
  if (r.state === 'revoked')
    return [
      { label: '撤销时间', value: formatTime(r.endedAt) },
      { label: '撤销原因', value: r.endReason },
    ];
  return [];
}

/** An application as the unit and the registry read it. */
export function selfMaintSections(r: SelfMaintRecord): ReviewSection[] {
  return [
    {
      title: '申请单位与期限',
      fields: [
        { label: '申请单位', value: r.unitName },
        { label: '申请编号', value: r.applyNo },
        { label: '状态', value: <SelfMaintStateTag state={r.state} /> },
        { label: '24小时值班电话', value: r.dutyPhone },
        {
          label: '自行维保期限',
          value: (
            <>
              {periodText(r)}
              {r.expired && (
                <Tag color="error" style={{ marginLeft: 6 }}>
                  已到期
                </Tag>
              )}
            </>
          ),
          span: 2,
        },
        { label: '备注', value: r.remark || '—', span: 2 },
      ],
    },
    { title: `维保人员（${r.staff.length}名）`, content: <StaffTable staff={r.staff} /> },
    { title: `设备（${r.devices.length}台）`, content: <SelfMaintDeviceTable devices={r.devices} showHeld={r.state === 'approved'} /> },
    {
      title: '办理进度',
      fields: [
        { label: '提交时间', value: formatTime(r.submittedAt) || '—' },
        ...(DECIDED.includes(r.state)
          ? [
              { label: '审核人', value: r.reviewerName },
              { label: '审核时间', value: formatTime(r.reviewedAt) },
              { label: r.state === 'returned' ? '退回原因' : '审核意见', value: r.opinion || '无', span: 2 },
            ]
          : []),
        ...closing(r),
      ],
    },
  ];
}
