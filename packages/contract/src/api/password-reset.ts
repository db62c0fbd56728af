import { z } from 'zod';
import { decisionFields, reasonGiven, reviewOutcome, STATES, STEPS, type Workflow } from '../domain/workflow';
import { MSG } from '../validators/messages';
import { mobile, uscc } from '../validators/rules';
import { requiredRuled } from '../validators/zod';
import { pageInput } from './envelope';
import { attachment } from './attachment';
import { endpointsWith, pageOf } from './endpoint';

export type PasswordResetState = 'pending' | 'approved' | 'rejected';
export type PasswordResetAction = 'approve' | 'reject';

/** A forgotten password is reset only after an administrator has seen the unit's sealed letter. */
export const PASSWORD_RESET_FLOW: Workflow<PasswordResetState, PasswordResetAction> = {
  states: { pending: STATES.pending, approved: STATES.approved, rejected: STATES.rejected },
  transitions: [STEPS.approve(['pending'], 'approved'), STEPS.reject(['pending'], 'rejected')],
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
export const auditPasswordResetInput = passwordResetIdInput.extend(decisionFields('reject')).refine(...reasonGiven('reject'));

/** What a form sends, before the schema fills defaults. */
export type PasswordResetApplyInput = z.input<typeof passwordResetApplyInput>;

/** Step one's answer: the unit the account belongs to, for the applicant to recognise. */
export const passwordResetIdentity = z.object({ unitName: z.string() });
export const passwordResetReceipt = z.object({ id: z.string(), state: passwordResetState });

/** A reviewer's view of a reset application: the application and its sealed letter. */
export const resetDetail = z.object({ application: passwordResetApplication, attachments: z.array(attachment) });
export type ResetDetail = z.output<typeof resetDetail>;

const applying = endpointsWith({ spec: '§7 Accounts and resets: passwordRestApplyCheck, passwordRestApply', access: 'public' });
const following = endpointsWith({ spec: 'the applicant follows an application without a session (reset result query page)', access: 'public' });
const reviewing = endpointsWith({ spec: '§7 /a/stone/passwordResetApply/*: list, get, audit', access: 'account.resetCheck' });

/** Spec §7 password reset: the public application and its query, and the administrators' review. */
export const passwordResetApi = {
  check: applying({ path: '/a/stone/common/passwordRestApplyCheck', title: '密码重置身份核对', input: passwordResetCheckInput, output: passwordResetIdentity }),
  apply: applying({ path: '/a/stone/common/passwordRestApply', title: '申请重置密码', input: passwordResetApplyInput, output: passwordResetReceipt }),
  query: following({ path: '/a/stone/common/passwordRestApplyQuery', title: '密码重置结果查询', input: passwordResetQueryInput, output: z.array(passwordResetApplication) }),
  list: reviewing({ path: '/a/stone/passwordResetApply/list', title: '密码重置申请列表', input: findPasswordResetInput, output: pageOf(passwordResetApplication) }),
  get: reviewing({ path: '/a/stone/passwordResetApply/get', title: '密码重置申请详情', input: passwordResetIdInput, output: resetDetail, owns: { id: 'passwordReset' } }),
  audit: reviewing({
    path: '/a/stone/passwordResetApply/audit',
    title: '审核密码重置申请',
    input: auditPasswordResetInput,
    output: passwordResetApplication,
    owns: { id: 'passwordReset' },
  }),
} as const;
