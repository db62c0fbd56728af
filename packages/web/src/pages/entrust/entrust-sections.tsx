import type { EntrustDevice, EntrustRecord } from '@portal/contract';
import { ENTRUST_EXPIRED, ENTRUST_FLOW, ENTRUST_SCOPES, type EntrustScope } from '@portal/contract/api/entrust';
import { REG_STATES } from '@portal/contract/api/use-regist';
import { EQUIPMENT_TYPE_NAMES } from '@portal/contract/domain/codes';

import { Table, Tag } from 'antd';
import type { ReactNode } from 'react';
import { formatTime } from '../../components/format';
import type { ReviewSection } from '../../components/review/review-detail';

export const scopeText = (scopes: readonly EntrustScope[]) => scopes.map((s) => ENTRUST_SCOPES[s]).join('、');

/** The state as the flow names it; an accepted letter past its last day shows 已过期 (expiry is read from the date, not a step). */
export function EntrustStateTag({ record: r }: { record: Pick<EntrustRecord, 'state' | 'expired'> }) {
  const s = r.expired ? ENTRUST_EXPIRED : ENTRUST_FLOW.states[r.state];
  return <Tag color={s.color}>{s.label}</Tag>;
}

/** The devices a letter covers, as both sides read them. */
export function EntrustDevices({ devices, extra }: { devices: readonly EntrustDevice[]; extra?: { title: string; render: (d: EntrustDevice) => ReactNode } }) {
  return (
    <Table<EntrustDevice>
      size="small"
      rowKey="equipmentId"
      pagination={false}
      dataSource={[...devices]}
      columns={[
        { key: 'type', title: '种类', dataIndex: 'typeCode', width: 90, render: (v: string) => EQUIPMENT_TYPE_NAMES[v as keyof typeof EQUIPMENT_TYPE_NAMES] ?? v },
        { key: 'productName', title: '设备名称', dataIndex: 'productName', width: 140 },
        { key: 'deviceCode', title: '设备代码', dataIndex: 'deviceCode', width: 190, render: (v: string) => v || '—' },
        { key: 'certNo', title: '使用登记证编号', dataIndex: 'certNo', width: 170, render: (v: string) => v || '—' },
        { key: 'regState', title: '登记状态', dataIndex: 'regState', width: 100, render: (v: string) => REG_STATES[v as keyof typeof REG_STATES] ?? v },
        { key: 'address', title: '使用地点', dataIndex: 'address', ellipsis: true },
        ...(extra ? [{ key: 'extra', title: extra.title, width: 150, render: (_: unknown, d: EntrustDevice) => extra.render(d) }] : []),
      ]}
    />
  );
}

/** An authorisation as both sides read it. */
export function entrustSections(r: EntrustRecord): ReviewSection[] {
  return [
    {
      title: '委托信息',
      fields: [
        { label: '委托书编号', value: r.entrustNo },
        { label: '委托事项', value: scopeText(r.scopes) },
        { label: '委托单位', value: `${r.principalName}（${r.principalUscc}）`, span: 2 },
        { label: '受托单位', value: `${r.agentName}（${r.agentUscc}）`, span: 2 },
        { label: '委托期限', value: `${r.validFrom} 至 ${r.validTo}` },
        { label: '状态', value: <EntrustStateTag record={r} /> },
        { label: '联系人', value: r.contact },
        { label: '联系人手机', value: r.contactMobile },
        { label: '备注', value: r.remark || '—', span: 2 },
      ],
    },
    {
      title: '办理进度',
      fields: [
        { label: '提交时间', value: formatTime(r.submittedAt) || '—' },
        { label: '接受时间', value: formatTime(r.acceptedAt) || '—' },
        ...(r.state === 'declined' ? [{ label: '谢绝原因', value: r.opinion, span: 2 }] : []),
        ...(r.state === 'revoked'
          ? [
              { label: '撤销时间', value: formatTime(r.revokedAt) },
              { label: '撤销原因', value: r.revokeReason },
            ]
          : []),
      ],
    },
    { title: `委托办理的设备（${r.devices.length}台）`, content: <EntrustDevices devices={r.devices} /> },
  ];
}
