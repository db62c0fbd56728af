import { z } from 'zod';
import { MSG } from '../validators/messages';
import { mobile } from '../validators/rules';
import { pageInput } from './envelope';

/** What a code is sent for; a code proves the phone for that purpose only. */
export const SMS_PURPOSES = { register: '账号注册', resetPassword: '找回密码', query: '注册结果查询' } as const;
export type SmsPurpose = keyof typeof SMS_PURPOSES;
const purpose = z.enum(Object.keys(SMS_PURPOSES) as [SmsPurpose, ...SmsPurpose[]], { error: '验证码用途不正确' });
const mobileField = z.string({ error: '请输入手机号码' }).trim().min(1, '请输入手机号码').refine((v) => !mobile(v), MSG.mobile);

export const SMS_CODE_TTL_MINUTES = 5;
export const SMS_RESEND_SECONDS = 60;
export const SMS_DAILY_LIMIT = 10;
export const SMS_MAX_WRONG_TRIES = 5;

/** Path parameters of POST /a/stone/common/smsAuthCode/{mobile}/{purpose}. */
export const sendSmsCodeParams = z.object({ mobile: mobileField, purpose });
/** The image captcha that must be solved before a code is sent (ignored when captchas are off). */
export const sendSmsCodeBody = z.object({ validateCode: z.string().trim().max(16).default('') }).default({ validateCode: '' });

export const checkSmsCodeInput = z.object({
  mobile: mobileField,
  purpose,
  code: z.string({ error: '请输入短信验证码' }).trim().regex(/^\d{6}$/, '短信验证码为6位数字'),
});

/** A proof that the phone answered a code, handed to the next step instead of the code (15 minutes, single use). */
export interface SmsTicket {
  smsTicket: string;
  expiresAt: string;
}

export interface SmsSent {
  /** Seconds before another code may be asked for. */
  resendAfter: number;
}

export const findSmsOutboxInput = pageInput.extend({ mobile: z.string().trim().max(11).optional() });

export interface SmsOutboxEntry {
  id: string;
  mobile: string;
  content: string;
  provider: string;
  status: 'sent' | 'failed';
  error: string;
  createdAt: string;
}
