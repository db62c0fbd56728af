import { z } from 'zod';
import { idCard, mobile } from '../validators/rules';
import { requiredRuled } from '../validators/zod';
import { pageInput } from './envelope';

/** A certificate counts as expiring this many days before its end (domain/operators.md §4, configurable default). */
export const QUALIFICATION_EXPIRING_DAYS = 90;
/** The overview lists at most this many expiring certificates, soonest first; the list page has them all. */
export const EXPIRING_SOON_MAX = 50;
/** Certificates run four years, to the day before (2019.07.25 → 2023.07.24). */
export const QUALIFICATION_VALID_YEARS = 4;

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const date = (label: string) => z.string({ error: `请填写${label}` }).trim().regex(DATE, `${label}格式应为YYYY-MM-DD`);
const text = (label: string, max: number) => z.string().trim().max(max, `${label}不能超过${max}个字符`).default('');

export const operatorFields = z
  .object({
    name: z.string({ error: '请填写姓名' }).trim().min(1, '请填写姓名').max(32, '姓名不能超过32个字符'),
    idType: z.string({ error: '请选择证件类型' }).trim().min(1, '请选择证件类型').max(16),
    idNumber: z.string({ error: '请填写证件号码' }).trim().min(1, '请填写证件号码').max(30, '证件号码不能超过30个字符').transform((v) => v.toUpperCase()),
    sex: z.enum(['1', '2'], { error: '请选择性别' }),
    mobile: requiredRuled('手机号码', mobile, 11),
    post: text('岗位', 50),
    hireDate: z.string().trim().default('').refine((v) => v === '' || DATE.test(v), '聘用日期格式应为YYYY-MM-DD'),
    remark: text('备注', 200),
  })
  .superRefine((v, ctx) => {
    if (v.idType !== 'idCard') return;
    const msg = idCard(v.idNumber);
    if (msg) return ctx.addIssue({ code: 'custom', path: ['idNumber'], message: msg });
    // The 17th digit of a resident ID number is odd for men, even for women.
    if ((Number(v.idNumber[16]) % 2 === 1 ? '1' : '2') !== v.sex) ctx.addIssue({ code: 'custom', path: ['sex'], message: '性别与身份证号不符' });
  });
export type OperatorFields = z.output<typeof operatorFields>;

export const addOperatorInput = operatorFields;
export const updateOperatorInput = z.intersection(operatorFields, z.object({ id: z.string().min(1).max(64), version: z.coerce.number().int().min(1) }));
export const operatorIdInput = z.object({ id: z.string({ error: '请选择作业人员' }).min(1, '请选择作业人员').max(64) });

export const CERT_STATES = { valid: '有效', expiring: '即将到期', expired: '已过期' } as const;
export type CertState = keyof typeof CERT_STATES;

export const findOperatorsInput = pageInput.extend({
  keyword: z.string().trim().max(50).optional(),
  itemCode: z.string().trim().max(8).optional(),
  certState: z.enum(['valid', 'expiring', 'expired']).optional(),
});

export const qualificationFields = z
  .object({
    itemCode: z.string({ error: '请选择作业项目' }).trim().min(1, '请选择作业项目').max(8),
    limitation: text('限定范围', 50),
    certNo: z.string({ error: '请填写证书编号' }).trim().min(1, '请填写证书编号').max(50, '证书编号不能超过50个字符'),
    fileNo: text('档案编号', 50),
    authority: z.string({ error: '请填写发证机关' }).trim().min(1, '请填写发证机关').max(100, '发证机关不能超过100个字符'),
    issueDate: date('发证日期'),
    expiryDate: date('有效期至'),
    reviewDate: z.string().trim().default('').refine((v) => v === '' || DATE.test(v), '复审日期格式应为YYYY-MM-DD'),
  })
  .refine((v) => v.expiryDate > v.issueDate, { message: '有效期至必须晚于发证日期', path: ['expiryDate'] });
export type QualificationFields = z.output<typeof qualificationFields>;

export const addQualificationInput = z.intersection(qualificationFields, z.object({ operatorId: z.string({ error: '请选择作业人员' }).min(1).max(64) }));
export const updateQualificationInput = z.intersection(qualificationFields, z.object({ id: z.string().min(1).max(64), version: z.coerce.number().int().min(1) }));
export const qualificationIdInput = z.object({ id: z.string({ error: '请选择证书' }).min(1, '请选择证书').max(64) });

export interface Qualification extends QualificationFields {
  id: string;
  operatorId: string;
  itemLabel: string;
  state: CertState;
  version: number;
}

export interface OperatorRow {
  id: string;
  unitName: string;
  name: string;
  sex: string;
  idType: string;
  /** masked in lists */
  idNumber: string;
  mobile: string;
  post: string;
  qualifications: Array<Pick<Qualification, 'id' | 'itemCode' | 'itemLabel' | 'certNo' | 'expiryDate' | 'state'>>;
}

export interface OperatorDetail extends OperatorFields {
  id: string;
  unitName: string;
  qualifications: Qualification[];
  version: number;
}

export interface OperatorOverview {
  operators: number;
  certificates: number;
  expiring: number;
  expired: number;
  byItem: Array<{ itemCode: string; itemLabel: string; count: number }>;
  expiringSoon: Array<{ operatorId: string; operatorName: string; itemLabel: string; certNo: string; expiryDate: string; daysLeft: number }>;
}
