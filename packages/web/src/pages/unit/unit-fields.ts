import type { UnitProfile } from '@portal/contract';
import { UNIT_FIELD_LABELS } from '@portal/contract/api/unit';

export type UnitField = keyof typeof UNIT_FIELD_LABELS;
export type UnitValues = Record<UnitField, string>;

export interface FieldSpec {
  name: UnitField;
  required?: boolean;
  /** Takes two of the three columns. */
  wide?: boolean;
  maxLength?: number;
  placeholder?: string;
}

/** The record in three groups, in the order of UNIT_FIELD_LABELS; the view and the form both follow it. */
export const UNIT_SECTIONS: Array<{ title: string; fields: FieldSpec[] }> = [
  {
    title: '基本信息',
    fields: [
      { name: 'orgname', required: true, maxLength: 100, placeholder: '与营业执照上的名称一致' },
      { name: 'uscc', required: true, maxLength: 18, placeholder: '18位统一社会信用代码' },
      { name: 'unitType', required: true },
      { name: 'areaCode', required: true },
      { name: 'address', required: true, wide: true, maxLength: 200, placeholder: '详细地址，如 宁波市海曙区中山西路138号' },
      { name: 'postalCode', maxLength: 6, placeholder: '6位邮政编码' },
      { name: 'fixedAssets', maxLength: 12, placeholder: '正整数，单位万元' },
    ],
  },
  {
    title: '法定代表人与联系人',
    fields: [
      { name: 'legalPerson', required: true, maxLength: 32 },
      { name: 'legalPersonPhone', maxLength: 32, placeholder: '手机号或座机号，如 0574-87000000' },
      { name: 'contactPerson', required: true, maxLength: 32 },
      { name: 'contactMobile', required: true, maxLength: 11, placeholder: '11位手机号码' },
      { name: 'phone', maxLength: 32, placeholder: '手机号或座机号，如 0574-87000000' },
      { name: 'email', maxLength: 100, placeholder: '如 name@example.cn' },
      { name: 'website', maxLength: 200, placeholder: '以 http:// 或 https:// 开头' },
    ],
  },
  {
    title: '安全管理',
    fields: [
      { name: 'safetyManager', maxLength: 32 },
      { name: 'safetyManagerMobile', maxLength: 11, placeholder: '11位手机号码' },
    ],
  },
];

export const UNIT_FIELDS = Object.keys(UNIT_FIELD_LABELS) as UnitField[];

/** The editable fields of a record. */
export const valuesOf = (unit: UnitProfile): UnitValues => Object.fromEntries(UNIT_FIELDS.map((f) => [f, unit[f] ?? ''])) as UnitValues;

/** Fields whose trimmed value differs from the record. */
export const changedFields = (unit: UnitProfile, values: UnitValues): UnitField[] => UNIT_FIELDS.filter((f) => (values[f] ?? '').trim() !== (unit[f] ?? ''));
