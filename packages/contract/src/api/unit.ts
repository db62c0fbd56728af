import { z } from 'zod';
import { email, fixedAssets, mobile, phoneOrMobile, postalCode, url, uscc } from '../validators/rules';
import { optionalRuled, requiredRuled, requiredText } from '../validators/zod';
import { pageInput } from './envelope';
import type { UnitChangeState } from '../domain/workflow';

/** A unit's full record (company info), as shown and edited on /company-info/maintain. */
export interface UnitProfile {
  id: string;
  orgname: string;
  uscc: string;
  unitType: string;
  areaCode: string;
  address: string;
  postalCode: string;
  legalPerson: string;
  legalPersonPhone: string;
  contactPerson: string;
  contactMobile: string;
  phone: string;
  email: string;
  website: string;
  safetyManager: string;
  safetyManagerMobile: string;
  /** 万元 */
  fixedAssets: string;
  status: string;
  version: number;
}

/** Field names and their Chinese labels, in form order: the history and the forms use the same words. */
export const UNIT_FIELD_LABELS: Record<Exclude<keyof UnitProfile, 'id' | 'status' | 'version'>, string> = {
  orgname: '单位名称',
  uscc: '统一社会信用代码',
  unitType: '单位类型',
  areaCode: '所在区域',
  address: '单位地址',
  postalCode: '邮政编码',
  legalPerson: '法定代表人',
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

export const saveUnitInput = z.object({
  orgname: requiredText('单位名称', 100),
  uscc: requiredRuled('统一社会信用代码', uscc, 18),
  unitType: requiredText('单位类型', 32),
  areaCode: z.string({ error: '请选择所在区域' }).trim().regex(/^\d{6}$/, '请选择所在区域'),
  address: requiredText('单位地址', 200),
  postalCode: optionalRuled(postalCode, 6),
  legalPerson: requiredText('法定代表人', 32),
  legalPersonPhone: optionalRuled(phoneOrMobile, 32),
  contactPerson: requiredText('联系人', 32),
  contactMobile: requiredRuled('联系人手机', mobile, 11),
  phone: optionalRuled(phoneOrMobile, 32),
  email: optionalRuled(email, 100),
  website: optionalRuled(url, 200),
  safetyManager: z.string().trim().max(32, '安全管理人员不能超过32个字符').default(''),
  safetyManagerMobile: optionalRuled(mobile, 11),
  fixedAssets: optionalRuled(fixedAssets, 12),
  version: z.coerce.number({ error: '缺少版本号，请刷新后重试' }).int().min(1),
});
export type SaveUnitInput = z.input<typeof saveUnitInput>;

export interface FieldChange {
  field: string;
  label: string;
  from: string;
  to: string;
}

export interface UnitChangeRecord {
  id: string;
  unitId: string;
  unitName: string;
  /** 'edit': applied at once; 'approval': name or credit code, through review. */
  kind: 'edit' | 'approval';
  state: UnitChangeState | 'applied';
  changes: FieldChange[];
  changedById: string;
  changedByName: string;
  changedAt: string;
  reviewerName: string;
  reviewedAt: string | null;
  opinion: string;
}

export interface SaveUnitResult {
  unit: UnitProfile;
  /** Set when the save asked for a name or credit code change that now waits for review. */
  pendingChange: UnitChangeRecord | null;
}

export const findUnitHistoryInput = pageInput;

export const findUnitChangeRequestsInput = pageInput.extend({
  state: z.enum(['pending', 'approved', 'rejected', 'withdrawn']).optional(),
  keyword: z.string().trim().max(50).optional(),
});

export const unitChangeIdInput = z.object({ id: z.string({ error: '请选择变更申请' }).min(1, '请选择变更申请').max(64) });

export const auditUnitChangeInput = z
  .object({
    id: z.string({ error: '请选择变更申请' }).min(1, '请选择变更申请').max(64),
    action: z.enum(['approve', 'reject'], { error: '请选择审核结果' }),
    opinion: z.string().trim().max(500, '审核意见不能超过500个字符').default(''),
  })
  .refine((v) => v.action !== 'reject' || v.opinion.length > 0, { message: '退回时必须填写退回原因', path: ['opinion'] });
