import { z } from 'zod';
import { isCalendarDay } from '../validators/dates';
import { idCard, mobile } from '../validators/rules';
import { requiredRuled, recordVersion } from '../validators/zod';
import { pageInput } from './envelope';
import { endpointsWith, nothing, pageOf } from './endpoint';

/** A certificate counts as expiring this many days before its end (domain/operators.md §4, configurable default). */
export const QUALIFICATION_EXPIRING_DAYS = 90;
/** The overview lists at most this many expiring certificates, soonest first; the list page has them all. */
export const EXPIRING_SOON_MAX = 50;
/** Certificates run four years, to the day before (2019.07.25 → 2023.07.24). */
export const QUALIFICATION_VALID_YEARS = 4;

const date = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .refine(isCalendarDay, { message: `${label}格式应为YYYY-MM-DD`, abort: true });
const text = (label: string, max: number) => z.string().trim().max(max, `${label}不能超过${max}个字符`).default('');

export const operatorFields = z
  .object({
    name: z.string({ error: '请填写姓名' }).trim().min(1, '请填写姓名').max(32, '姓名不能超过32个字符'),
    idType: z.string({ error: '请选择证件类型' }).trim().min(1, '请选择证件类型').max(16),
    idNumber: z
      .string({ error: '请填写证件号码' })
      .trim()
      .min(1, '请填写证件号码')
      .max(30, '证件号码不能超过30个字符')
      .transform((v) => v.toUpperCase()),
    sex: z.enum(['1', '2'], { error: '请选择性别' }),
    mobile: requiredRuled('手机号码', mobile, 11),
    post: text('岗位', 50),
    hireDate: z
      .string()
      .trim()
      .default('')
      .refine((v) => v === '' || isCalendarDay(v), '聘用日期格式应为YYYY-MM-DD'),
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
export const updateOperatorInput = z.intersection(operatorFields, z.object({ id: z.string().min(1).max(64), version: recordVersion }));
export const operatorIdInput = z.object({ id: z.string({ error: '请选择作业人员' }).min(1, '请选择作业人员').max(64) });
/** `forEdit`: the owning unit's edit form asks for the personal data in full (an audited read); otherwise it is masked. */
export const getOperatorInput = operatorIdInput.extend({ forEdit: z.boolean().default(false) });

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
    reviewDate: z
      .string()
      .trim()
      .default('')
      .refine((v) => v === '' || isCalendarDay(v), { message: '复审日期格式应为YYYY-MM-DD', abort: true }),
  })
  .refine((v) => v.expiryDate > v.issueDate, { message: '有效期至必须晚于发证日期', path: ['expiryDate'] });
export type QualificationFields = z.output<typeof qualificationFields>;

export const addQualificationInput = z.intersection(qualificationFields, z.object({ operatorId: z.string({ error: '请选择作业人员' }).min(1).max(64) }));
export const updateQualificationInput = z.intersection(qualificationFields, z.object({ id: z.string().min(1).max(64), version: recordVersion }));
export const qualificationIdInput = z.object({ id: z.string({ error: '请选择证书' }).min(1, '请选择证书').max(64) });

const certState = z.enum(['valid', 'expiring', 'expired']);

export const qualification = z.object({
  id: z.string(),
  operatorId: z.string(),
  itemCode: z.string(),
  itemLabel: z.string(),
  limitation: z.string(),
  certNo: z.string(),
  fileNo: z.string(),
  authority: z.string(),
  issueDate: z.string(),
  expiryDate: z.string(),
  reviewDate: z.string(),
  state: certState,
  version: z.number(),
});
export type Qualification = z.output<typeof qualification>;

export const operatorRow = z.object({
  id: z.string(),
  unitName: z.string(),
  name: z.string(),
  sex: z.string(),
  idType: z.string(),
  /** masked, as the mobile and certificate numbers are */
  idNumber: z.string(),
  mobile: z.string(),
  post: z.string(),
  qualifications: z.array(qualification.pick({ id: true, itemCode: true, itemLabel: true, certNo: true, expiryDate: true, state: true })),
});
export type OperatorRow = z.output<typeof operatorRow>;

export const operatorDetail = z.object({
  id: z.string(),
  unitName: z.string(),
  name: z.string(),
  idType: z.string(),
  idNumber: z.string(),
  sex: z.enum(['1', '2']),
  mobile: z.string(),
  post: z.string(),
  hireDate: z.string(),
  remark: z.string(),
  qualifications: z.array(qualification),
  version: z.number(),
});
export type OperatorDetail = z.output<typeof operatorDetail>;

export const operatorOverview = z.object({
  operators: z.number(),
  certificates: z.number(),
  expiring: z.number(),
  expired: z.number(),
  byItem: z.array(z.object({ itemCode: z.string(), itemLabel: z.string(), count: z.number() })),
  expiringSoon: z.array(z.object({ operatorId: z.string(), operatorName: z.string(), itemLabel: z.string(), certNo: z.string(), expiryDate: z.string(), daysLeft: z.number() })),
});
export type OperatorOverview = z.output<typeof operatorOverview>;

const SPEC = '§7 /a/stone/operator/*: list, get, add, update, del, qualification CRUD, overview';
const access = 'equipment.operator';
const operators = endpointsWith({ spec: SPEC, access });
/** A change of a certificate answers its operator as it then stands. */
const qualifications = endpointsWith({ spec: SPEC, access, output: operatorDetail });

/** Spec §7 /a/stone/operator/*: operators, their qualification certificates, and the overview. */
export const operatorApi = {
  list: operators({ path: '/a/stone/operator/list', title: '作业人员列表', input: findOperatorsInput, output: pageOf(operatorRow) }),
  get: operators({ path: '/a/stone/operator/get', title: '作业人员详情', input: getOperatorInput, output: operatorDetail, owns: { id: 'operator' } }),
  add: operators({ path: '/a/stone/operator/add', title: '新增作业人员', input: addOperatorInput, output: operatorDetail }),
  update: operators({ path: '/a/stone/operator/update', title: '修改作业人员', input: updateOperatorInput, output: operatorDetail, owns: { id: 'operator' } }),
  del: operators({ path: '/a/stone/operator/del', title: '删除作业人员', input: operatorIdInput, output: nothing, owns: { id: 'operator' } }),
  addQualification: qualifications({ path: '/a/stone/operator/qualification/add', title: '新增资格证书', input: addQualificationInput, owns: { operatorId: 'operator' } }),
  updateQualification: qualifications({ path: '/a/stone/operator/qualification/update', title: '修改资格证书', input: updateQualificationInput, owns: { id: 'qualification' } }),
  delQualification: qualifications({ path: '/a/stone/operator/qualification/del', title: '删除资格证书', input: qualificationIdInput, owns: { id: 'qualification' } }),
  overview: operators({ path: '/a/stone/operator/overview', title: '作业人员概况', output: operatorOverview }),
} as const;
