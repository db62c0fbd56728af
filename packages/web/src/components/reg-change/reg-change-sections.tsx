import type { RegChangeRecord } from '@portal/contract';
import { REG_CHANGE_KINDS, deadlineKindOf, regStateLabel } from '@portal/contract/api/reg-change';
import { EQUIPMENT_TYPE_NAMES } from '@portal/contract/domain/codes';
import { TERMS } from '@portal/contract/domain/glossary';

import { Table } from 'antd';
import { AreaLabel } from '../area-cascader';
import { DictLabel } from '../dict-label';
import { formatTime } from '../format';
import { DecisionDeadline } from '../review/decision-deadline';
import type { ReviewSection } from '../review/review-detail';

const or = (v: string) => v || '—';

/** The devices an application lists, as they are now and with the certificate number each had when filed. */
export function RegChangeItems({ record }: { record: RegChangeRecord }) {
  return (
    <Table
      size="small"
      rowKey="equipmentId"
      pagination={false}
      dataSource={record.items}
      columns={[
        { key: 'type', title: '设备种类', width: 110, render: (_, i) => EQUIPMENT_TYPE_NAMES[i.typeCode as keyof typeof EQUIPMENT_TYPE_NAMES] ?? i.typeCode },
        { key: 'productName', title: '设备名称', dataIndex: 'productName', width: 120 },
        { key: 'deviceCode', title: '设备代码', dataIndex: 'deviceCode', width: 190, render: (v: string) => or(v) },
        { key: 'certNo', title: TERMS.certNo, dataIndex: 'certNo', width: 170, render: (v: string) => or(v) },
        { key: 'address', title: '设备使用地点', dataIndex: 'address', ellipsis: true },
        { key: 'useStatus', title: '使用状态', dataIndex: 'useStatus', width: 90, render: (v: string) => <DictLabel type="equipment_use_status" value={v} /> },
        { key: 'regState', title: '登记状态', dataIndex: 'regState', width: 90, render: (v: string) => regStateLabel(v) },
      ]}
    />
  );
}

/** What the kind adds to the common fields. */
function kindFields(r: RegChangeRecord) {
  switch (r.kind) {
    case 'modify':
      return [
        { label: '改造施工单位', value: r.workUnit },
        { label: '监督检验机构', value: r.supervisionBody },
      ];
    case 'relocate':
      return [
        { label: '移装后所在区域', value: <AreaLabel code={r.newAreaCode} /> },
        { label: '移装后使用地点', value: r.newAddress },
      ];
    case 'address':
      return [{ label: '变更后使用地点', value: r.newAddress, span: 2 }];
    case 'transfer':
      return [
        { label: '受让单位', value: r.targetUnitName },
        { label: '受让单位统一社会信用代码', value: r.targetUscc },
      ];
    case 'rename':
      return [{ label: '原使用单位名称', value: r.formerName, span: 2 }];
    case 'designLife':
      return [{ label: '允许继续使用至', value: r.allowedUntil }];
    default:
      return r.measures ? [{ label: r.kind === 'stop' ? '停用期间安全措施' : '处置措施', value: r.measures, span: 2 }] : [];
  }
}

/** An application as the unit and the registry read it. */
export function regChangeSections(r: RegChangeRecord): ReviewSection[] {
  const rule = REG_CHANGE_KINDS[r.kind];
  return [
    {
      title: '申请信息',
      fields: [
        { label: '申请编号', value: r.changeNo },
        { label: '办理事项', value: rule.label },
        { label: '使用单位', value: r.unitName },
        { label: '登记机关', value: r.registryName },
        { label: '提交时间', value: r.submittedAt ? formatTime(r.submittedAt) : '尚未提交' },
        { label: '受理时间', value: r.acceptedAt ? formatTime(r.acceptedAt) : '—' },
        ...(r.deadline ? [{ label: '办理期限', value: <DecisionDeadline kind={deadlineKindOf(r.kind)} record={r} /> }] : []),
      ],
    },
    {
      title: '办理内容',
      fields: [
        { label: rule.dateLabel, value: r.effectiveDate },
        ...kindFields(r),
        { label: '申请原因', value: r.reason, span: 2 },
        { label: '联系人', value: r.contactPerson },
        { label: '联系电话', value: r.contactPhone },
      ],
    },
    { title: `办理设备（${r.items.length}台）`, content: <RegChangeItems record={r} /> },
  ];
}
