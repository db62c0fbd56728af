import type { EquipmentDetail, EquipmentFields, EquipmentTypeCode } from '@portal/contract';
import { EQUIPMENT_FIELD_LABELS, LOAD_TEST_TYPES, requiredFields } from '@portal/contract/api/equipment';

import { paramsFor, TECH_PARAMS } from '@portal/contract/domain/equipment-params';

import type { EquipmentInput } from '../../../api/equipment';
import { DEFAULT_AREA } from '../../../components/area-cascader';
import { emptyRow } from './param-rules';

export type CommonField = Exclude<keyof EquipmentFields, 'params'>;
/** The record as the form holds it: every common field as text, parameters as typed. */
export type RecordValues = Record<CommonField, string> & { params: Record<string, unknown> };

export const COMMON_FIELDS = Object.keys(EQUIPMENT_FIELD_LABELS) as CommonField[];

export type FieldKind = 'text' | 'date' | 'year' | 'catalogue' | 'area' | 'dict';

export interface FieldSpec {
  name: CommonField;
  kind?: FieldKind;
  /** Dictionary type of a 'dict' field. */
  dict?: string;
  /** Takes a whole row. */
  wide?: boolean;
  maxLength?: number;
  placeholder?: string;
  /** Only these categories carry the field. */
  only?: readonly EquipmentTypeCode[];
}

/** Marked required exactly where the contract's rules refuse a blank (elevators need more): the import template stars the same. */
export const isRequired = (f: FieldSpec, typeCode: EquipmentTypeCode): boolean => requiredFields(typeCode).has(f.name);

/** The record in groups (domain/equipment-fields.md §1); the form and the detail page both follow it. */
export const RECORD_SECTIONS: Array<{ title: string; fields: FieldSpec[] }> = [
  {
    title: '基本信息',
    fields: [
      { name: 'catalogueCode', kind: 'catalogue' },
      { name: 'productName', maxLength: 100 },
      { name: 'model', maxLength: 100 },
      { name: 'productNo', maxLength: 60 },
      { name: 'manufacturer', maxLength: 100, placeholder: '制造单位全称' },
      { name: 'manufactureDate', maxLength: 10, placeholder: 'YYYY-MM 或 YYYY-MM-DD' },
      { name: 'deviceCode', maxLength: 18, placeholder: '18位设备代码，如 311010339201203353' },
      { name: 'registerCode', maxLength: 20, placeholder: '20位注册代码，已办理使用登记的按证填写' },
      { name: 'certNo', maxLength: 30, placeholder: '如 梯11浙B00123(19)' },
      { name: 'installer', maxLength: 100 },
      { name: 'putIntoUseDate', kind: 'date' },
    ],
  },
  {
    title: '使用信息',
    fields: [
      { name: 'useStatus', kind: 'dict', dict: 'equipment_use_status' },
      { name: 'areaCode', kind: 'area' },
      { name: 'address', wide: true, maxLength: 200, placeholder: '详细地址，如 宁波市海曙区中山西路138号' },
      { name: 'location', maxLength: 100, placeholder: '如 地下一层设备间' },
      { name: 'internalNo', maxLength: 50, placeholder: '如 3号楼1号梯' },
      { name: 'safetyManager', maxLength: 32 },
      { name: 'safetyManagerMobile', maxLength: 11, placeholder: '11位手机号码' },
      { name: 'maintenanceUnit', maxLength: 100 },
      { name: 'maintenancePhone', maxLength: 32, placeholder: '手机号或座机号，如 0574-87000000' },
    ],
  },
  {
    title: '检验信息',
    fields: [
      { name: 'lastInspectionDate', kind: 'date' },
      { name: 'nextInspectionDate', kind: 'date' },
      { name: 'lastConclusion', kind: 'dict', dict: 'inspection_conclusion' },
      { name: 'inspectionOrg', maxLength: 100 },
      { name: 'loadTestYear', kind: 'year', only: LOAD_TEST_TYPES },
    ],
  },
];

/** The fields of a section that a category carries. */
export const fieldsFor = (fields: readonly FieldSpec[], typeCode: EquipmentTypeCode): FieldSpec[] => fields.filter((f) => !f.only || f.only.includes(typeCode));

/** A new record of a category: in use, in the default city, with the blank rows its tables must have. */
export function blankValues(typeCode: EquipmentTypeCode): RecordValues {
  const common = Object.fromEntries(COMMON_FIELDS.map((f) => [f, ''])) as Record<CommonField, string>;
  const params = Object.fromEntries(
    TECH_PARAMS[typeCode].filter((p) => p.type === 'rows' && (p.minRows ?? 0) > 0).map((p) => [p.key, Array.from({ length: p.minRows ?? 0 }, () => emptyRow(p))]),
  );
  return { ...common, typeCode, useStatus: 'inUse', areaCode: DEFAULT_AREA, params };
}

/** A stored record as form values; dates the server keeps as null become blank. */
export function valuesOf(d: EquipmentDetail): RecordValues {
  const common = Object.fromEntries(COMMON_FIELDS.map((f) => [f, String(d[f] ?? '')])) as Record<CommonField, string>;
  return { ...common, params: { ...d.params } };
}

/** What is sent: trimmed fields and the parameters that apply to the chosen catalogue code only. */
export function toInput(v: RecordValues, typeCode: EquipmentTypeCode): EquipmentInput {
  const common = Object.fromEntries(COMMON_FIELDS.map((f) => [f, (v[f] ?? '').trim()])) as Record<CommonField, string>;
  const params = Object.fromEntries(paramsFor(typeCode, common.catalogueCode).flatMap((p) => (v.params?.[p.key] === undefined ? [] : [[p.key, v.params[p.key]]])));
  return { ...common, typeCode, params };
}
