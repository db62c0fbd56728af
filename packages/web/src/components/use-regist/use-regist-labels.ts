import type { UseRegistForm } from '@portal/contract';
import { TERMS } from '@portal/contract/domain/glossary';

/** The registration form's words, for the form, the detail and the reviewer's view alike. */
export const USE_REGIST_LABELS: Record<Exclude<keyof UseRegistForm, 'equipmentId'>, string> = {
  putIntoUseDate: '投入使用日期',
  areaCode: '使用地点所在区域',
  address: '设备使用地点',
  internalNo: '单位内编号',
  safetyManager: '安全管理人员',
  safetyManagerMobile: '安全管理人员手机',
  maintenanceUnit: TERMS.maintenanceUnit,
  maintenancePhone: `${TERMS.maintenanceUnit}电话`,
  propertyUnit: '产权单位',
  contactPerson: '联系人',
  contactPhone: '联系电话',
  fillerName: '填表人员',
  fillDate: '填表日期',
  remark: '备注',
};
