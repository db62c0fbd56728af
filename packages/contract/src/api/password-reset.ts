import { z } from 'zod';
import type { Workflow } from '../domain/workflow';
import { MSG } from '../validators/messages';
import { mobile, uscc } from '../validators/rules';
import { requiredRuled } from '../validators/zod';
import { pageInput } from './envelope';

export type PasswordResetState = 'pending' | 'approved' | 'rejected';
export type PasswordResetAction = 'approve' | 'reject';

/** A forgotten password is reset only after an administrator has seen the unit's sealed letter. */
export const PASSWORD_RESET_FLOW: Workflow<PasswordResetState, PasswordResetAction> = {
  states: {
    pending: { label: '待审核', color: 'processing' },
    approved: { label: '已通过', color: 'success' },
    rejected: { label: '已驳回', color: 'error' },
  },
  transitions: [
    { action: 'approve', from: ['pending'], to: 'approved', label: '审核通过', by: 'reviewer' },
    { action: 'reject', from: ['pending'], to: 'rejected', label: '驳回', by: 'reviewer' },
  ],
};

const identity = {
  loginName: z.string({ error: '请输入登录账号' }).trim().min(1, '请输入登录账号').max(64).transform((v) => v.toLowerCase()),
  uscc: requiredRuled('统一社会信用代码', uscc, 18),
  mobile: z.string({ error: '请输入手机号码' }).trim().min(1, '请输入手机号码').refine((v) => !mobile(v), MSG.mobile),
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

export interface PasswordResetApplication {
  id: string;
  state: PasswordResetState;
  loginName: string;
  userName: string;
  unitName: string;
  uscc: string;
  mobile: string;
  draftId: string;
  submittedAt: string;
  reviewerName: string;
  reviewedAt: string | null;
  opinion: string;
}

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
