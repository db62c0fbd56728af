import type { AccountApplication } from '@portal/contract';
import { ACCOUNT_APPLY_FIELD_LABELS, accountApplyInput, ACCOUNT_APPLY_REQUIRED_KINDS, type SELF_REGISTER_UNIT_TYPES } from '@portal/contract/api/registration';

import { ATTACHMENT_BIZ_TYPES } from '@portal/contract/domain/attachments';

import type { FormRule } from 'antd';
import { fromSchema } from '../../components/form-rules';

/** Everything the application form holds, across its steps. */
export interface RegisterValues {
  unitName: string;
  uscc: string;
  unitType: (typeof SELF_REGISTER_UNIT_TYPES)[number];
  areaCode: string;
  address: string;
  postalCode: string;
  legalPerson: string;
  contactPerson: string;
  mobile: string;
  phone: string;
  email: string;
  loginName: string;
  password: string;
  confirmPassword: string;
  smsCode: string;
  /** Files stored per kind of material, kept by the upload boxes so a rule can ask for one. */
  material: Record<string, number>;
}

export const FIELD_LABELS = ACCOUNT_APPLY_FIELD_LABELS;

export type LabelledField = keyof typeof FIELD_LABELS;

/** The rules of a field are the server's own schema, so both say the same words. */
export const ruleOf = (name: LabelledField): FormRule[] => [fromSchema(accountApplyInput.shape[name])];

export const IDENTITY_FIELDS = ['unitName', 'uscc', 'unitType'] as const;
/** The unit being applied for, as checked at step one. */
export type IdentityValues = Pick<RegisterValues, (typeof IDENTITY_FIELDS)[number]>;
export const DETAIL_FIELDS = ['areaCode', 'address', 'postalCode', 'legalPerson', 'contactPerson', 'mobile', 'phone', 'email'] as const;

/** Material kinds in the order the form asks for them; the required ones first. */
export const MATERIAL_KINDS = ATTACHMENT_BIZ_TYPES.register.kinds;
export const REQUIRED_KINDS = Object.keys(ACCOUNT_APPLY_REQUIRED_KINDS);

/** A returned application as the form's starting values (the password is never sent back). */
export const valuesOf = (a: AccountApplication): Partial<RegisterValues> => ({
  unitName: a.unitName,
  uscc: a.uscc,
  // The server took it from the same list.
  unitType: a.unitType as RegisterValues['unitType'],
  areaCode: a.areaCode,
  address: a.address,
  postalCode: a.postalCode,
  legalPerson: a.legalPerson,
  contactPerson: a.contactPerson,
  mobile: a.mobile,
  phone: a.phone,
  email: a.email,
  loginName: a.loginName,
});

const trimmed = (v: string | undefined) => (v ?? '').trim();

/** The unit and contact fields as the server takes them. */
export const applicationFields = (v: RegisterValues) => ({
  unitName: trimmed(v.unitName),
  uscc: trimmed(v.uscc),
  unitType: v.unitType,
  areaCode: v.areaCode,
  address: trimmed(v.address),
  postalCode: trimmed(v.postalCode),
  legalPerson: trimmed(v.legalPerson),
  contactPerson: trimmed(v.contactPerson),
  mobile: trimmed(v.mobile),
  phone: trimmed(v.phone),
  email: trimmed(v.email),
  loginName: trimmed(v.loginName),
});
