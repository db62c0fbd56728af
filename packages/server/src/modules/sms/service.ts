import {
  SMS_CODE_TTL_MINUTES,
  SMS_DAILY_LIMIT,
  SMS_MAX_WRONG_TRIES,
  SMS_PURPOSES,
  SMS_RESEND_SECONDS,
  type Page,
  type SmsOutboxEntry,
  type SmsPurpose,
  type SmsSent,
  type SmsTicket,
} from '@portal/contract';
import { maskMobile, PRIVACY_NOTICE } from '@portal/contract/domain/privacy';
import { randomInt } from 'node:crypto';
import type { AppContext } from '../../context';
import { consumeCaptcha } from '../../platform/captcha/store';
import { businessError, captchaError } from '../../platform/http/errors';
import { enforceRateLimit } from '../../platform/http/rate-limit';
import { chinaToday, newId, newToken, nowIso, sha256 } from '../../platform/ids';
import * as repo from './repo';

const TICKET_MINUTES = 15;
/** Code checks one address may make in an hour, whatever phones they are for. */
const SMS_CHECKS_PER_HOUR = 60;
const codeHash = (id: string, code: string) => sha256(`${id}:${code}`);

/**
 * Sends a 6-digit code to a phone, after the image captcha: at most one a minute and ten a day
 * per phone, thirty an hour per address.
 */
export async function sendCode(ctx: AppContext, mobile: string, purpose: SmsPurpose, validateCode: string, meta: { ip: string; captchaId?: string }): Promise<SmsSent> {
  if (ctx.config.captcha === 'image' && !(await consumeCaptcha(ctx.db, meta.captchaId, validateCode))) throw captchaError();
  await enforceRateLimit(ctx.db, `smsResend:${mobile}`, 1, SMS_RESEND_SECONDS * 1000, `发送过于频繁，请${SMS_RESEND_SECONDS}秒后再试`);
  await enforceRateLimit(ctx.db, `smsDay:${mobile}:${chinaToday()}`, SMS_DAILY_LIMIT, 86_400_000, '该手机号今日获取验证码次数已达上限，请明天再试');
  await enforceRateLimit(ctx.db, `sms:${meta.ip}`, 30, 3600_000);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = newId();
  const now = Date.now();
  await repo.insertCode(ctx.db, {
    id,
    mobile,
    purpose,
    code_hash: codeHash(id, code),
    wrong_tries: 0,
    expires_at: nowIso(now + SMS_CODE_TTL_MINUTES * 60_000),
    used_at: null,
    created_at: nowIso(now),
    // Asking for a code is agreeing to the notice shown with the form; the code carries that to its application.
    consent_version: PRIVACY_NOTICE.version,
    consent_at: nowIso(now),
  });
  const text = (c: string) => `${ctx.config.sms.sign}您正在办理${SMS_PURPOSES[purpose]}，验证码：${c}，${SMS_CODE_TTL_MINUTES}分钟内有效。如非本人操作，请忽略本短信。`;
  try {
    await ctx.sms.send(ctx.db, { mobile, text: text(code), recordText: text('******') });
  } catch {
    throw businessError('短信发送失败，请稍后再试');
  }
  return { resendAfter: SMS_RESEND_SECONDS };
}

/**
 * Checks a code (single use, five tries at most) and hands back a ticket for the next step. Each try is taken from
 * the code's allowance in one statement before the comparison, so parallel guesses get five comparisons in all.
 */
export async function checkCode(ctx: AppContext, mobile: string, purpose: SmsPurpose, code: string, ip: string): Promise<SmsTicket> {
  await enforceRateLimit(ctx.db, `smsCheck:${ip}`, SMS_CHECKS_PER_HOUR, 3600_000);
  const row = await repo.findOpenCode(ctx.db, mobile, purpose);
  const tries = row && row.expires_at > nowIso() ? await repo.takeTry(ctx.db, row.id, SMS_MAX_WRONG_TRIES) : null;
  if (!row || tries === null) throw businessError('短信验证码已失效，请重新获取');
  if (row.code_hash !== codeHash(row.id, code)) throw businessError(tries >= SMS_MAX_WRONG_TRIES ? '短信验证码错误次数过多，请重新获取' : '短信验证码错误');
  if (!(await repo.useCode(ctx.db, row.id, nowIso()))) throw businessError('短信验证码已失效，请重新获取');
  const smsTicket = newToken();
  const expiresAt = nowIso(Date.now() + TICKET_MINUTES * 60_000);
  await repo.insertTicket(ctx.db, { id: sha256(smsTicket), mobile, purpose, expires_at: expiresAt, consent_version: row.consent_version, consent_at: row.consent_at });
  return { smsTicket, expiresAt };
}

/** The consent a proven phone came with: the notice's version and when it was agreed to. */
export interface Consent {
  consent_version: string;
  consent_at: string | null;
}

/** For the step after the code: the ticket proves this phone for this purpose, once, and brings the consent given with it. */
export async function redeemTicket(ctx: AppContext, smsTicket: string, mobile: string, purpose: SmsPurpose): Promise<Consent> {
  const row = smsTicket ? await repo.takeTicket(ctx.db, sha256(smsTicket)) : undefined;
  if (!row || row.mobile !== mobile || row.purpose !== purpose || row.expires_at <= nowIso()) throw businessError('手机验证已失效，请重新获取短信验证码');
  return { consent_version: row.consent_version, consent_at: row.consent_at };
}

/** Sends a notice that needs no code (approval results and the like). */
export async function notify(ctx: AppContext, mobile: string, text: string): Promise<void> {
  const full = `${ctx.config.sms.sign}${text}`;
  await ctx.sms.send(ctx.db, { mobile, text: full, recordText: full }).catch(() => undefined);
}

/** The outbox as administrators read it; they find a number by typing it whole. */
export async function findOutbox(ctx: AppContext, q: { mobile?: string; pageNo: number; pageSize: number }): Promise<Page<SmsOutboxEntry>> {
  const { rows, count } = await repo.findOutboxPage(ctx.db, { mobile: q.mobile, offset: (q.pageNo - 1) * q.pageSize, limit: q.pageSize });
  return {
    list: rows.map((r) => ({
      id: r.id,
      mobile: maskMobile(r.mobile),
      content: r.content,
      provider: r.provider,
      status: r.status as SmsOutboxEntry['status'],
      error: r.error,
      createdAt: r.created_at,
    })),
    count,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  };
}
