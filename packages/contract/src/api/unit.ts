import { z } from 'zod';
import { email, fixedAssets, mobile, phoneOrMobile, postalCode, url, uscc } from '../validators/rules';
import { TERMS } from '../domain/glossary';
import { optionalRuled, pickedArea, recordVersion, requiredRuled, requiredText } from '../validators/zod';
import { pageInput } from './envelope';
import { endpointsWith, nothing, pageOf, queryGet } from './endpoint';
import { decisionFields, reasonGiven, reviewOutcome, type UnitChangeState } from '../domain/workflow';
import { ATTACHMENT_BIZ_TYPES } from '../domain/attachments';
import { attachment } from './attachment';

const UNIT_CHANGE_STATES = ['pending', 'approved', 'rejected', 'withdrawn'] as const satisfies readonly UnitChangeState[];

/** A unit's credit code, type, place and legal representative, as its record and an application for an account show them. */
export const unitColumns = {
  uscc: z.string(),
  unitType: z.string(),
  areaCode: z.string(),
  address: z.string(),
  postalCode: z.string(),
  legalPerson: z.string(),
};

/** Chinese labels of unitColumns: the unit's record and an application for an account use the same words. */
export const UNIT_COLUMN_LABELS = {
  uscc: '统一社会信用代码',
  unitType: '单位类型',
  areaCode: '所在区域',
  address: '单位地址',
  postalCode: '邮政编码',
  legalPerson: '法定代表人',
} as const;

/** A unit's place and legal representative, as the company-info form and the application for an account take them. */
export const unitPlaceFields = {
  areaCode: pickedArea('所在区域'),
  address: requiredText('单位地址', 200),
  postalCode: optionalRuled(postalCode, 6),
  legalPerson: requiredText('法定代表人', 32),
};

/** A unit's full record (company info), as shown and edited on /company-info/maintain. */
export const unitProfile = z.object({
  id: z.string(),
  orgname: z.string(),
  ...unitColumns,
  legalPersonPhone: z.string(),
  contactPerson: z.string(),
  contactMobile: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  safetyManager: z.string(),
  safetyManagerMobile: z.string(),
  /** 万元 */
  fixedAssets: z.string(),
  status: z.string(),
  version: z.number(),
});
export type UnitProfile = z.output<typeof unitProfile>;

/** Field names and their Chinese labels, in form order: the history and the forms use the same words. */
export const UNIT_FIELD_LABELS: Record<Exclude<keyof UnitProfile, 'id' | 'status' | 'version'>, string> = {
  orgname: '单位名称',
  ...UNIT_COLUMN_LABELS,
  legalPersonPhone: '法定代表人电话',
  contactPerson: '联系人',
  contactMobile: '联系人手机',
  phone: '单位电话',
  email: '电子邮箱',
  website: '单位网址',
  safetyManager: '安全管理人员',
  safetyManagerMobile: '安全管理人员手机',
  fixedAssets: '固定资产（万元）',
};

/** Name and credit code change only after an administrator approves. */
export const UNIT_FIELDS_NEEDING_APPROVAL = ['orgname', 'uscc'] as const;

/** The files a name or credit code change is submitted with (kinds of the unit's attachments): the licence under the new name or code and the registry's notice of the change. */
export const UNIT_CHANGE_EVIDENCE = ['changeLicence', 'changeNotice'] as const;

/** Why a change of these fields cannot be submitted with files of these kinds, or null when the evidence is complete: the form and the server say the same. */
export function missingChangeEvidence(fields: readonly (typeof UNIT_FIELDS_NEEDING_APPROVAL)[number][], kinds: readonly string[]): string | null {
  const missing = UNIT_CHANGE_EVIDENCE.filter((k) => !kinds.includes(k));
  if (!missing.length) return null;
  return `变更${fields.map((f) => UNIT_FIELD_LABELS[f]).join('、')}须上传${missing.map((k) => ATTACHMENT_BIZ_TYPES.unit.kinds[k]).join('和')}`;
}

export const saveUnitInput = z.object({
  orgname: requiredText('单位名称', 100),
  uscc: requiredRuled('统一社会信用代码', uscc, 18),
  unitType: requiredText('单位类型', 32),
  ...unitPlaceFields,
  legalPersonPhone: optionalRuled(phoneOrMobile, 32),
  contactPerson: requiredText('联系人', 32),
  contactMobile: requiredRuled('联系人手机', mobile, 11),
  phone: optionalRuled(phoneOrMobile, 32),
  email: optionalRuled(email, 100),
  website: optionalRuled(url, 200),
  safetyManager: z.string().trim().max(32, '安全管理人员不能超过32个字符').default(''),
  safetyManagerMobile: optionalRuled(mobile, 11),
  fixedAssets: optionalRuled(fixedAssets, 12),
  version: recordVersion,
});
export type SaveUnitInput = z.input<typeof saveUnitInput>;

export const fieldChange = z.object({
  field: z.string(),
  label: z.string(),
  from: z.string(),
  to: z.string(),
});
export type FieldChange = z.output<typeof fieldChange>;

export const unitChangeRecord = z.object({
  id: z.string(),
  unitId: z.string(),
  unitName: z.string(),
  /** 'edit': applied at once; 'approval': name or credit code, through review. */
  kind: z.enum(['edit', 'approval']),
  /** A workflow state, or 'applied' for an edit that needed no review. */
  state: z.enum([...UNIT_CHANGE_STATES, 'applied']),
  changes: z.array(fieldChange),
  changedById: z.string(),
  changedByName: z.string(),
  changedAt: z.string(),
  ...reviewOutcome,
});
export type UnitChangeRecord = z.output<typeof unitChangeRecord>;

export const saveUnitResult = z.object({
  unit: unitProfile,
  /** Set when the save asked for a name or credit code change that now waits for review. */
  pendingChange: unitChangeRecord.nullable(),
});
export type SaveUnitResult = z.output<typeof saveUnitResult>;

export const findUnitHistoryInput = pageInput;

export const findUnitChangeRequestsInput = pageInput.extend({
  state: z.enum(['pending', 'approved', 'rejected', 'withdrawn']).optional(),
  keyword: z.string().trim().max(50).optional(),
});

export const unitChangeIdInput = z.object({ id: z.string({ error: '请选择变更申请' }).min(1, '请选择变更申请').max(64) });

export const auditUnitChangeInput = unitChangeIdInput.extend(decisionFields('reject')).refine(...reasonGiven('reject'));

/** A request under review: what it asks, the unit as it stands, and the files the request was submitted with. */
export const unitChangeRequest = z.object({ request: unitChangeRecord, unit: unitProfile, evidence: z.array(attachment) });
export type UnitChangeRequest = z.output<typeof unitChangeRequest>;

const SPEC = '§7 /a/stone/unit/*: company info, its history, and the review of name and credit code changes';
const maintain = 'companyInfo.maintain';
const review = 'account.unitChangeCheck';
const maintaining = endpointsWith({ spec: SPEC, access: maintain });
const reviewing = endpointsWith({ spec: SPEC, access: review });

/** Spec §7 /a/stone/unit/*: company info, its history, and the review of name and credit code changes. */
export const unitApi = {
  save: maintaining({ path: '/a/stone/unit/save', title: '保存单位信息', input: saveUnitInput, output: saveUnitResult }),
  pendingChange: maintaining({ path: '/a/stone/unit/pendingChange', title: '待审核的单位变更', ...queryGet, output: unitChangeRecord.nullable() }),
  withdrawChange: maintaining({ path: '/a/stone/unit/withdrawChange', title: '撤回单位变更', input: unitChangeIdInput, output: nothing, owns: { id: 'unitChange' } }),
  findHistory: maintaining({
    path: '/a/stone/unit/findHistory',
    title: '单位信息变更记录',
    access: 'companyInfo.history',
    input: findUnitHistoryInput,
    output: pageOf(unitChangeRecord),
  }),
  // Review is an administrator's, over every unit: the ids below are not scoped to a caller's unit.
  findChangeRequests: reviewing({
    path: '/a/stone/unit/findChangeRequests',
    title: `${TERMS.unitChange}申请列表`,
    input: findUnitChangeRequestsInput,
    output: pageOf(unitChangeRecord),
  }),
  getChangeRequest: reviewing({ path: '/a/stone/unit/getChangeRequest', title: `${TERMS.unitChange}申请详情`, input: unitChangeIdInput, output: unitChangeRequest }),
  auditChange: reviewing({ path: '/a/stone/unit/auditChange', title: `审核${TERMS.unitChange}`, input: auditUnitChangeInput, output: unitChangeRecord }),
} as const;
