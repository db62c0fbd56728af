import { z } from 'zod';
import { TERMS } from '../domain/glossary';
import { reviewOutcome, type Workflow } from '../domain/workflow';
import { MSG } from '../validators/messages';
import { mobile, uscc } from '../validators/rules';
import { requiredRuled } from '../validators/zod';
import { pageInput } from './envelope';
import { attachment } from './attachment';
import { endpoint, pageOf } from './endpoint';

export type PasswordResetState = 'pending' | 'approved' | 'rejected';
export type PasswordResetAction = 'approve' | 'reject';

/** A forgotten password is reset only after an administrator has seen the unit's sealed letter. */
export const PASSWORD_RESET_FLOW: Workflow<PasswordResetState, PasswordResetAction> = {
  states: {
    pending: { label: TERMS.pending, color: 'processing' },
    approved: { label: TERMS.approved, color: 'success' },
    rejected: { label: TERMS.rejected, color: 'error' },
  },
  transitions: [
    { action: 'approve', from: ['pending'], to: 'approved', label: TERMS.approve, by: 'reviewer' },
    { action: 'reject', from: ['pending'], to: 'rejected', label: TERMS.reject, by: 'reviewer', needsReason: true },
  ],
};

const identity = {
  loginName: z
    .string({ error: '请输入登录账号' })
    .trim()
    .min(1, '请输入登录账号')
    .max(64)
    .transform((v) => v.toLowerCase()),
  uscc: requiredRuled('统一社会信用代码', uscc, 18),
  mobile: z
    .string({ error: '请输入手机号码' })
    .trim()
    .min(1, '请输入手机号码')
    .refine((v) => !mobile(v), MSG.mobile),
};

/** Step one: the account, its unit's credit code and the mobile on record must belong together. */
export const passwordResetCheckInput = z.object(identity);

export const passwordResetApplyInput = z.object({
  ...identity,
  smsTicket: z.string({ error: '请先验证手机号码' }).min(1, '请先验证手机号码').max(100),
  /** SM2 ciphertext of the new password; it must score 4 once decrypted. */
  newPassword: z.string({ error: '请输入新密码' }).min(1, '请输入新密码').max(2048),
  draftId: z.string({ error: '请上传密码重置申请函' }).regex(/^[\w-]{16,32}$/, '请上传密码重置申请函'),
});

/** The applicant looks up the result with the phone proven again. */
export const passwordResetQueryInput = z.object({
  loginName: identity.loginName,
  mobile: identity.mobile,
  smsTicket: z.string({ error: '请先验证手机号码' }).min(1, '请先验证手机号码').max(100),
});

const passwordResetState = z.enum(['pending', 'approved', 'rejected']) satisfies z.ZodType<PasswordResetState>;

export const passwordResetApplication = z.object({
  id: z.string(),
  state: passwordResetState,
  loginName: z.string(),
  userName: z.string(),
  unitName: z.string(),
  uscc: z.string(),
  mobile: z.string(),
  draftId: z.string(),
  submittedAt: z.string(),
  ...reviewOutcome,
});
export type PasswordResetApplication = z.output<typeof passwordResetApplication>;

export const findPasswordResetInput = pageInput.extend({
  state: z.enum(['pending', 'approved', 'rejected']).optional(),
  keyword: z.string().trim().max(50).optional(),
});
export const passwordResetIdInput = z.object({ id: z.string({ error: '请选择申请' }).min(1, '请选择申请').max(64) });
export const auditPasswordResetInput = z
  .object({
    id: z.string({ error: '请选择申请' }).min(1, '请选择申请').max(64),
    action: z.enum(['approve', 'reject'], { error: '请选择审核结果' }),
    opinion: z.string().trim().max(500, '审核意见不能超过500个字符').default(''),
  })
  .refine((v) => v.action !== 'reject' || v.opinion.length > 0, { message: '驳回时必须填写驳回原因', path: ['opinion'] });

/** What a form sends, before the schema fills defaults. */
export type PasswordResetApplyInput = z.input<typeof passwordResetApplyInput>;

/** Step one's answer: the unit the account belongs to, for the applicant to recognise. */
export const passwordResetIdentity = z.object({ unitName: z.string() });
export const passwordResetReceipt = z.object({ id: z.string(), state: passwordResetState });

/** A reviewer's view of a reset application: the application and its sealed letter. */
export const resetDetail = z.object({ application: passwordResetApplication, attachments: z.array(attachment) });
export type ResetDetail = z.output<typeof resetDetail>;

const APPLY = '§7 Accounts and resets: passwordRestApplyCheck, passwordRestApply';
const RESULT = 'the applicant follows an application without a session (reset result query page)';
const REVIEW = '§7 /a/stone/passwordResetApply/*: list, get, audit';
const review = 'account.resetCheck';

/** Spec §7 password reset: the public application and its query, and the administrators' review. */
export const passwordResetApi = {
  check: endpoint({
    method: 'POST',
    path: '/a/stone/common/passwordRestApplyCheck',
    title: '密码重置身份核对',
    spec: APPLY,
    access: 'public',
    encoding: 'json',
    input: passwordResetCheckInput,
    output: passwordResetIdentity,
  }),
  apply: endpoint({
    method: 'POST',
    path: '/a/stone/common/passwordRestApply',
    title: '申请重置密码',
    spec: APPLY,
    access: 'public',
    encoding: 'json',
    input: passwordResetApplyInput,
    output: passwordResetReceipt,
  }),
  query: endpoint({
    method: 'POST',
    path: '/a/stone/common/passwordRestApplyQuery',
    title: '密码重置结果查询',
    spec: RESULT,
    access: 'public',
    encoding: 'json',
    input: passwordResetQueryInput,
    output: z.array(passwordResetApplication),
  }),
  list: endpoint({
    method: 'POST',
    path: '/a/stone/passwordResetApply/list',
    title: '密码重置申请列表',
    spec: REVIEW,
    access: review,
    encoding: 'json',
    input: findPasswordResetInput,
    output: pageOf(passwordResetApplication),
  }),
  get: endpoint({
    method: 'POST',
    path: '/a/stone/passwordResetApply/get',
    title: '密码重置申请详情',
    spec: REVIEW,
    access: review,
    encoding: 'json',
    input: passwordResetIdInput,
    output: resetDetail,
    owns: { id: 'passwordReset' },
  }),
  audit: endpoint({
    method: 'POST',
    path: '/a/stone/passwordResetApply/audit',
    title: '审核密码重置申请',
    spec: REVIEW,
    access: review,
    encoding: 'json',
    input: auditPasswordResetInput,
    output: passwordResetApplication,
    owns: { id: 'passwordReset' },
  }),
} as const;
