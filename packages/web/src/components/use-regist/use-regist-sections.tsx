import type { UseRegistRecord } from '@portal/contract';
import { EQUIPMENT_TYPE_NAMES } from '@portal/contract/domain/codes';
import { TERMS } from '@portal/contract/domain/glossary';

import { AreaLabel } from '../area-cascader';
import { DictLabel } from '../dict-label';
import { formatTime } from '../format';
import type { ReviewSection } from '../review/review-detail';
import { DecisionDeadline } from '../review/decision-deadline';
import { USE_REGIST_LABELS as L } from './use-regist-labels';

const or = (v: string) => v || '—';

/** An application as the unit and the registry read it: the application, the equipment, the form's fields. */
export function registSections(r: UseRegistRecord): ReviewSection[] {
  return [
    {
      title: '申请信息',
      fields: [
        { label: '申请编号', value: r.applyNo },
        { label: '登记类别', value: r.regKind },
        { label: '使用单位', value: r.unitName },
        ...(r.agentName ? [{ label: '委托申报', value: `${r.agentName}代为申报` }] : []),
        { label: '登记机关', value: r.registryName },
        { label: '提交时间', value: r.submittedAt ? formatTime(r.submittedAt) : '尚未提交' },
        { label: '受理时间', value: r.acceptedAt ? formatTime(r.acceptedAt) : '—' },
        ...(r.deadline ? [{ label: '办理期限', value: <DecisionDeadline kind="useRegist" record={r} /> }] : []),
        ...(r.certNo ? [{ label: TERMS.certNo, value: <strong className="ur-cert">{r.certNo}</strong>, span: 2 }] : []),
      ],
    },
    {
      title: '设备信息',
      fields: [
        { label: '设备种类', value: EQUIPMENT_TYPE_NAMES[r.equipment.typeCode as keyof typeof EQUIPMENT_TYPE_NAMES] ?? r.equipment.typeCode },
        { label: '设备品种', value: <DictLabel type="equipment_catalogue" value={r.equipment.catalogueCode} /> },
        { label: '设备名称', value: r.equipment.productName },
        { label: '型号（规格）', value: r.equipment.model },
        { label: '产品编号', value: r.equipment.productNo },
        { label: '设备代码', value: or(r.equipment.deviceCode) },
        { label: '制造单位', value: r.equipment.manufacturer, span: 2 },
      ],
    },
    {
      title: '使用信息',
      fields: [
        { label: L.putIntoUseDate, value: r.putIntoUseDate },
        { label: L.areaCode, value: <AreaLabel code={r.areaCode} /> },
        { label: L.address, value: r.address, span: 2 },
        { label: L.internalNo, value: or(r.internalNo) },
        { label: L.propertyUnit, value: or(r.propertyUnit) },
        { label: L.safetyManager, value: r.safetyManager },
        { label: L.safetyManagerMobile, value: r.safetyManagerMobile },
        { label: L.maintenanceUnit, value: or(r.maintenanceUnit) },
        { label: L.maintenancePhone, value: or(r.maintenancePhone) },
        { label: L.contactPerson, value: r.contactPerson },
        { label: L.contactPhone, value: r.contactPhone },
        { label: L.fillerName, value: r.fillerName },
        { label: L.fillDate, value: r.fillDate },
        { label: L.remark, value: or(r.remark), span: 2 },
      ],
    },
  ];
}
