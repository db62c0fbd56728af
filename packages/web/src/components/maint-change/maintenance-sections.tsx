import type { LicenceItemEntry, MaintChangeRecord, MaintRegRecord, MaintStaff } from '@portal/contract';
import { MAINT_CHANGE_FLOW } from '@portal/contract/api/maint-change';
import { MAINT_STAFF_ITEM } from '@portal/contract/api/maint-reg';
import { SELF_MAINT_CATEGORIES } from '@portal/contract/api/self-maint';
import { licenceItemText } from '@portal/contract/domain/licences';

import { Table, Tag } from 'antd';
import { formatTime } from '../format';
import type { ReviewSection } from '../review/review-detail';

/** How a maintenance unit only declared by the use unit reads beside one a claim set. */
export const DECLARED = '自行填报';

export function MaintChangeStateTag({ state }: { state: MaintChangeRecord['state'] }) {
  const s = MAINT_CHANGE_FLOW.states[state];
  return <Tag color={s.color}>{s.label}</Tag>;
}

/** A device's maintenance unit as the record shows it: set by a claim, or declared by the use unit (marked). */
export function MaintenanceText({ name, phone, assigned }: { name: string; phone?: string; assigned: boolean }) {
  if (!name) return <>—</>;
  return (
    <>
      {name}
      {phone ? `（${phone}）` : ''}
      {!assigned && (
        <Tag style={{ marginLeft: 6 }} color="default">
          {DECLARED}
        </Tag>
      )}
    </>
  );
}

export const licenceItemsText = (items: readonly LicenceItemEntry[]) => items.map((e) => licenceItemText(e.item, e.level)).join('、');

/** A repair item as the certificate names it, e.g. 电梯修理（T）. */
export function itemText(item: string): string {
  const c = Object.values(SELF_MAINT_CATEGORIES).find((x) => x.item === item);
  return c ? `${c.itemName}（${item}）` : item;
}

/** Staff as filed: a maintenance unit's hold item T; a self-maintenance application's each name their repair item. */
export function StaffTable({ staff }: { staff: readonly (MaintStaff & { item?: string })[] }) {
  return (
    <Table<MaintStaff & { item?: string }>
      size="small"
      rowKey="operatorId"
      pagination={false}
      dataSource={[...staff]}
      columns={[
        { key: 'name', title: '姓名', dataIndex: 'name', width: 140 },
        { key: 'item', title: '作业项目', width: 180, render: (_, p) => itemText(p.item ?? MAINT_STAFF_ITEM) },
        { key: 'certNo', title: '证书编号', dataIndex: 'certNo', width: 220 },
        { key: 'expiryDate', title: '有效期至', dataIndex: 'expiryDate', width: 120 },
      ]}
    />
  );
}

/** A registration as its unit and the registry read it. */
export function regSections(r: MaintRegRecord): ReviewSection[] {
  return [
    {
      title: '维保单位',
      fields: [
        { label: '单位名称', value: r.unitName },
        { label: '统一社会信用代码', value: r.unitUscc },
        { label: '24小时值班电话', value: r.dutyPhone },
        { label: '申报人', value: `${r.createdByName}（${formatTime(r.createdAt)}）` },
        { label: '备注', value: r.remark || '—', span: 2 },
      ],
    },
    {
      title: '许可证（申报时）',
      fields: [
        { label: '许可证编号', value: r.licenceNo },
        { label: '有效期', value: `${r.licenceValidFrom} 至 ${r.licenceValidTo}` },
        { label: '许可项目', value: licenceItemsText(r.licenceItems), span: 2 },
      ],
    },
    { title: `持证维保人员（${r.staff.length}名）`, content: <StaffTable staff={r.staff} /> },
  ];
}

/** An application as both sides read it. */
export function changeSections(r: MaintChangeRecord): ReviewSection[] {
  const d = r.device;
  return [
    {
      title: '设备',
      fields: [
        { label: '设备代码', value: d.deviceCode || '—' },
        { label: '设备名称', value: d.productName },
        { label: '单位内编号', value: d.internalNo || '—' },
        { label: '使用登记证编号', value: d.certNo || '未登记' },
        { label: '使用地点', value: d.address, span: 2 },
        { label: '使用单位', value: r.unitName, span: 2 },
        { label: '当前维保单位', value: <MaintenanceText name={d.maintenanceUnit} phone={d.maintenancePhone} assigned={d.assigned} />, span: 2 },
      ],
    },
    {
      title: '变更内容',
      fields: [
        { label: '申请编号', value: r.changeNo },
        { label: '状态', value: <MaintChangeStateTag state={r.state} /> },
        { label: '原维保单位', value: <MaintenanceText name={r.fromName} assigned={r.fromAssigned} />, span: 2 },
        { label: '新维保单位', value: `${r.toName}（${r.toUscc}）`, span: 2 },
        { label: '24小时值班电话', value: r.toDutyPhone || '—' },
        { label: '维保合同编号', value: r.contractNo },
        { label: '合同期限', value: `${r.contractFrom} 至 ${r.contractTo}`, span: 2 },
        { label: '备注', value: r.remark || '—', span: 2 },
      ],
    },
    {
      title: '办理进度',
      fields: [
        { label: '提交时间', value: formatTime(r.submittedAt) || '—' },
        { label: '认领时间', value: formatTime(r.claimedAt) || '—' },
        ...(r.state === 'declined' ? [{ label: '谢绝原因', value: r.opinion, span: 2 }] : []),
      ],
    },
  ];
}
