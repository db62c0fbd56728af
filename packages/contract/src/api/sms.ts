import { z } from 'zod';
import { CONSENT_REQUIRED } from '../domain/privacy';
import { MSG } from '../validators/messages';
import { mobile } from '../validators/rules';
import { pageInput } from './envelope';
import { endpoint, endpointsWith, pageOf } from './endpoint';

/** What a code is sent for; a code proves the phone for that purpose only. */
export const SMS_PURPOSES = { register: '账号注册', resetPassword: '找回密码', query: '注册结果查询', inspectApply: '在线报检', pay: '检验缴费' } as const;
export type SmsPurpose = keyof typeof SMS_PURPOSES;
const purpose = z.enum(Object.keys(SMS_PURPOSES) as [SmsPurpose, ...SmsPurpose[]], { error: '验证码用途不正确' });
const mobileField = z
  .string({ error: '请输入手机号码' })
  .trim()
  .min(1, '请输入手机号码')
  .refine((v) => !mobile(v), MSG.mobile);

export const SMS_CODE_TTL_MINUTES = 5;
export const SMS_RESEND_SECONDS = 60;
export const SMS_DAILY_LIMIT = 10;
export const SMS_MAX_WRONG_TRIES = 5;

/** Path parameters of POST /a/stone/common/smsAuthCode/{mobile}/{purpose}. */
export const sendSmsCodeParams = z.object({ mobile: mobileField, purpose });
/**
 * The image captcha that must be solved before a code is sent (ignored when captchas are off), and
 * the consent to the personal-information notice, without which no code is sent.
 */
export const sendSmsCodeBody = z.object({
  validateCode: z.string().trim().max(16).default(''),
  consent: z.literal(true, { error: CONSENT_REQUIRED }),
});

export const checkSmsCodeInput = z.object({
  mobile: mobileField,
  purpose,
  code: z
    .string({ error: '请输入短信验证码' })
    .trim()
    .regex(/^\d{6}$/, '短信验证码为6位数字'),
});

/** A proof that the phone answered a code, handed to the next step instead of the code (15 minutes, single use). */
export const smsTicket = z.object({ smsTicket: z.string(), expiresAt: z.string() });
export type SmsTicket = z.output<typeof smsTicket>;

export const smsSent = z.object({
  /** Seconds before another code may be asked for. */
  resendAfter: z.number(),
});
export type SmsSent = z.output<typeof smsSent>;

export const findSmsOutboxInput = pageInput.extend({ mobile: z.string().trim().max(11).optional() });

export const smsOutboxEntry = z.object({
  id: z.string(),
  mobile: z.string(),
  content: z.string(),
  provider: z.string(),
  status: z.enum(['sent', 'failed']),
  error: z.string(),
  createdAt: z.string(),
});
export type SmsOutboxEntry = z.output<typeof smsOutboxEntry>;

const sms = endpointsWith({ spec: '§7 Common: smsAuthCode, checkSmsAuthCode', access: 'public' });

/** Spec §7 Common: SMS codes for pages without a session, and the outbox administrators read. */
export const smsApi = {
  sendCode: sms({ path: '/a/stone/common/smsAuthCode/:mobile/:purpose', title: '发送短信验证码', params: sendSmsCodeParams, input: sendSmsCodeBody, output: smsSent }),
  checkCode: sms({ path: '/a/stone/common/checkSmsAuthCode', title: '校验短信验证码', input: checkSmsCodeInput, output: smsTicket }),
  findOutbox: endpoint({
    method: 'POST',
    path: '/a/stone/sms/findOutbox',
    title: '短信发件箱',
    spec: 'the outbox SMS provider stores what it would send; administrators read it (系统维护 › 短信发件箱)',
    access: 'system.smsOutbox',
    encoding: 'json',
    input: findSmsOutboxInput,
    output: pageOf(smsOutboxEntry),
  }),
} as const;
