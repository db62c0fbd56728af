import { z } from 'zod';
import { TERMS } from '../domain/glossary';
import { reviewOpinion, reviewOutcome, STATES, STEPS, type Workflow } from '../domain/workflow';
import { MSG } from '../validators/messages';
import { email, mobile, phoneOrMobile, uscc } from '../validators/rules';
import { optionalRuled, requiredRuled, requiredText } from '../validators/zod';
import { pageInput } from './envelope';
import { attachment } from './attachment';
import { endpointsWith, pageOf } from './endpoint';
import { UNIT_COLUMN_LABELS, unitColumns, unitPlaceFields } from './unit';

/** Login names: 4–32 letters, digits or underscores, starting with a letter; stored lower-case. */
export const LOGIN_NAME_RULE = /^[A-Za-z][A-Za-z0-9_]{3,31}$/;
export const LOGIN_NAME_MSG = '登录账号为4-32位字母、数字或下划线，以字母开头';
export const loginNameField = z
  .string({ error: '请输入登录账号' })
  .trim()
  .min(1, '请输入登录账号')
  .regex(LOGIN_NAME_RULE, LOGIN_NAME_MSG)
  .transform((v) => v.toLowerCase());

/** Unit types a company may apply for; regulators and inspection bodies are opened by administrators. */
export const SELF_REGISTER_UNIT_TYPES = ['use', 'maintain', 'install', 'manufacture', 'design', 'fill'] as const;

export type AccountApplyState = 'pending' | 'approved' | 'returned';
export type AccountApplyAction = 'approve' | 'return' | 'resubmit';

/** An application waits for an administrator; a returned one can be corrected and sent again. */
export const ACCOUNT_APPLY_FLOW: Workflow<AccountApplyState, AccountApplyAction> = {
  states: { pending: STATES.pending, approved: STATES.approved, returned: { label: TERMS.returned, color: 'error' } },
  transitions: [STEPS.approve(['pending'], 'approved'), STEPS.return(['pending'], 'returned'), STEPS.resubmit(['returned'], 'pending')],
};

/** Material a reviewer needs with an application. */
export const ACCOUNT_APPLY_REQUIRED_KINDS = { businessLicence: '营业执照', authorization: '加盖公章的授权委托书' } as const;

export const unitRegistCheckParams = z.object({
  uscc: requiredRuled('统一社会信用代码', uscc, 18),
  unitName: requiredText('单位名称', 100),
  unitType: z.enum(SELF_REGISTER_UNIT_TYPES, { error: '请选择单位类型' }),
});

export const unitRegistCheck = z.object({
  /** free: may apply; registered: the unit has an account; pending: an application is under review; returned: one was returned and can be corrected. */
  status: z.enum(['free', 'registered', 'pending', 'returned']),
  message: z.string(),
});
export type UnitRegistCheck = z.output<typeof unitRegistCheck>;

/** A signed upload slot for material sent before any account exists (spec uploadSign). */
export const uploadSignInput = z.object({
  purpose: z.enum(['register', 'resetPassword'], { error: '上传用途不正确' }),
  /** Continue uploading into an existing draft (the same page, or correcting a returned application). */
  draftId: z
    .string()
    .regex(/^[\w-]{16,32}$/, '申请编号不正确')
    .optional(),
});

export const uploadSign = z.object({
  draftId: z.string(),
  /** One upload token per kind of material (token-based upload: POST /a/stone/common/mobileUpload?token=). */
  tokens: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});
export type UploadSign = z.output<typeof uploadSign>;

const applyFields = {
  unitName: requiredText('单位名称', 100),
  uscc: requiredRuled('统一社会信用代码', uscc, 18),
  unitType: z.enum(SELF_REGISTER_UNIT_TYPES, { error: '请选择单位类型' }),
  ...unitPlaceFields,
  contactPerson: requiredText('联系人', 32),
  mobile: requiredRuled('联系人手机', mobile, 11),
  phone: optionalRuled(phoneOrMobile, 32),
  email: optionalRuled(email, 100),
  loginName: loginNameField,
  draftId: z.string({ error: '请上传申请材料' }).regex(/^[\w-]{16,32}$/, '请上传申请材料'),
  smsTicket: z.string({ error: '请先验证手机号码' }).min(1, '请先验证手机号码').max(100),
};

/** Chinese labels of an application's fields: the form and the review page use the same words. */
export const ACCOUNT_APPLY_FIELD_LABELS = {
  unitName: '单位名称',
  ...UNIT_COLUMN_LABELS,
  contactPerson: '联系人',
  mobile: '联系人手机',
  phone: '联系电话',
  email: '电子邮箱',
  loginName: '登录账号',
} as const satisfies Partial<Record<keyof typeof applyFields, string>>;

export const accountApplyInput = z.object({
  ...applyFields,
  /** SM2 ciphertext of the wished password; it must score 4 once decrypted. */
  password: z.string({ error: '请输入登录密码' }).min(1, '请输入登录密码').max(2048),
});

export const accountQueryInput = z.object({
  uscc: requiredRuled('统一社会信用代码', uscc, 18),
  mobile: z
    .string({ error: '请输入手机号码' })
    .trim()
    .refine((v) => !mobile(v), MSG.mobile),
  smsTicket: z.string({ error: '请先验证手机号码' }).min(1, '请先验证手机号码').max(100),
});

/** Correcting a returned application: the query's access token stands in for a new SMS code; an empty password keeps the old one. */
export const accountResubmitInput = z.object({
  ...applyFields,
  smsTicket: z.string().max(100).default(''),
  id: z.string().min(1).max(64),
  accessToken: z.string({ error: '查询已失效，请重新查询' }).min(20, '查询已失效，请重新查询').max(100),
  password: z.string().max(2048).default(''),
});

const accountApplyState = z.enum(['pending', 'approved', 'returned']) satisfies z.ZodType<AccountApplyState>;

export const accountApplication = z.object({
  id: z.string(),
  state: accountApplyState,
  unitName: z.string(),
  ...unitColumns,
  contactPerson: z.string(),
  mobile: z.string(),
  phone: z.string(),
  email: z.string(),
  loginName: z.string(),
  draftId: z.string(),
  submittedAt: z.string(),
  ...reviewOutcome,
});
export type AccountApplication = z.output<typeof accountApplication>;

export const accountQueryResult = z.object({
  accessToken: z.string(),
  applications: z.array(accountApplication),
});
export type AccountQueryResult = z.output<typeof accountQueryResult>;

/** What the applicant is told once an application is filed or sent again. */
export const accountApplyReceipt = z.object({ id: z.string(), state: accountApplyState });

export const findRegisterInput = pageInput.extend({
  state: z.enum(['pending', 'approved', 'returned']).optional(),
  keyword: z.string().trim().max(50).optional(),
});
export const registerIdInput = z.object({ id: z.string({ error: '请选择申请' }).min(1, '请选择申请').max(64) });
export const auditRegisterInput = registerIdInput.extend({ opinion: reviewOpinion });
export const disagreeRegisterInput = registerIdInput.extend({
  opinion: z.string({ error: '请填写退回原因' }).trim().min(1, '请填写退回原因').max(500, '退回原因不能超过500个字符'),
});

/** What a form sends, before the schema fills defaults. */
export type AccountApplyInput = z.input<typeof accountApplyInput>;
export type AccountResubmitInput = z.input<typeof accountResubmitInput>;

/** A reviewer's view of an application: the form and its material. */
export const registerDetail = z.object({ application: accountApplication, attachments: z.array(attachment) });
export type RegisterDetail = z.output<typeof registerDetail>;

const applying = endpointsWith({ spec: '§7 Accounts and resets: account/apply, ogmUnitRegistCheck, uploadSign', access: 'public' });
const following = endpointsWith({ spec: 'the applicant follows and corrects an application without an account (register result query page)', access: 'public' });
const reviewing = endpointsWith({ spec: '§7 /a/stone/account/*: admin findRegister, audit, disagree', access: 'account.check' });

/** Spec §7 "Accounts and resets" for registration: the public application, its query, and the review. */
export const registrationApi = {
  check: applying({ path: '/a/stone/common/ogmUnitRegistCheck/:uscc/:unitName/:unitType', title: '注册前单位检查', params: unitRegistCheckParams, output: unitRegistCheck }),
  uploadSign: applying({ path: '/a/stone/common/uploadSign', title: '申请材料上传签名', input: uploadSignInput, output: uploadSign }),
  apply: applying({ path: '/a/stone/common/account/apply', title: '申请注册账号', input: accountApplyInput, output: accountApplyReceipt }),
  query: following({ path: '/a/stone/common/account/query', title: '注册结果查询', input: accountQueryInput, output: accountQueryResult }),
  resubmit: following({
    path: '/a/stone/common/account/resubmit',
    title: '修改后重新提交注册申请',
    input: accountResubmitInput,
    output: accountApplyReceipt,
    owns: { id: 'registration' },
  }),
  findRegister: reviewing({ path: '/a/stone/account/findRegister', title: '注册申请列表', input: findRegisterInput, output: pageOf(accountApplication) }),
  getRegister: reviewing({ path: '/a/stone/account/getRegister', title: '注册申请详情', input: registerIdInput, output: registerDetail, owns: { id: 'registration' } }),
  audit: reviewing({ path: '/a/stone/account/audit', title: '注册申请审核通过', input: auditRegisterInput, output: accountApplication, owns: { id: 'registration' } }),
  disagree: reviewing({ path: '/a/stone/account/disagree', title: '退回注册申请', input: disagreeRegisterInput, output: accountApplication, owns: { id: 'registration' } }),
} as const;
