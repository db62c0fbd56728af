import type { LoginResult } from '@portal/contract';
import type { AppContext } from '../../context';
import { writeAudit } from '../../platform/audit';
import { drawCaptcha } from '../../platform/captcha/image';
import { consumeCaptcha, saveCaptcha } from '../../platform/captcha/store';
import { hashPassword, needsRehash, verifyPassword } from '../../platform/crypto/password';
import { sm2Decrypt } from '../../platform/crypto/sm2';
import { badInput, businessError, captchaError, lockedError } from '../../platform/http/errors';
import { newToken } from '../../platform/ids';
import { clearLoginAttempts, failLoginAttempt, MAX_LOGIN_FAILURES, takeLoginAttempt } from '../../platform/auth/login-attempts';
import { createSession, endSession } from '../../platform/session/store';
import * as users from '../user/service';
import { verifySsoToken } from './sso';

export { purgeUsedSsoTokens } from './sso';

export const BAD_CREDENTIALS = '用户名或密码错误';

export interface RequestMeta {
  ip: string;
  userAgent: string;
  captchaId?: string;
}

type UserRow = NonNullable<Awaited<ReturnType<typeof users.findUserByLoginName>>>;

const lockMessage = (untilIso: string) => `连续${MAX_LOGIN_FAILURES}次登录失败，账号已锁定，请${Math.max(1, Math.ceil((Date.parse(untilIso) - Date.now()) / 60_000))}分钟后再试`;

/** Refuses accounts that may not log in, after the password has been proven. */
function assertMayLogIn(user: UserRow): void {
  if (user.status === 'disabled') throw businessError('账号已被停用，请联系单位主账号或平台管理员');
  if (user.status === 'pending') throw businessError('账号尚未审核通过，审核通过后方可登录');
}

async function startSession(ctx: AppContext, user: UserRow, meta: RequestMeta, action: string): Promise<LoginResult> {
  const roles = await users.listUserRoles(ctx, user.id);
  return ctx.db.transaction().execute(async (trx) => {
    const ids = await createSession(trx, { userId: user.id, roleId: roles[0]?.id ?? null, ttlHours: ctx.config.sessionTtlHours, ip: meta.ip, userAgent: meta.userAgent });
    await writeAudit(trx, { actorId: user.id, actorName: user.name, action, target: user.id, ip: meta.ip });
    return ids;
  });
}

/** Username, SM2-encrypted password and captcha: a new session, or a message that says why not. */
export async function passwordLogin(ctx: AppContext, input: { username: string; password: string; validateCode: string }, meta: RequestMeta): Promise<LoginResult> {
  if (ctx.config.captcha === 'image' && !(await consumeCaptcha(ctx.db, meta.captchaId, input.validateCode))) throw captchaError();
  const password = sm2Decrypt(input.password, ctx.sm2.privateKey);
  if (password === null) throw badInput('密码格式不正确，请刷新页面后重试');

  // A name with no account goes the same way as one with an account: the same count, lock, hash work and messages.
  const name = input.username.trim().toLowerCase();
  const user = await users.findUserByLoginName(ctx.db, name);
  const attempt = await takeLoginAttempt(ctx.db, name);
  const right = await verifyPassword(password, attempt.allowed && user ? user.password_hash : ctx.dummyHash);
  if (!attempt.allowed) throw lockedError(lockMessage(attempt.lockedUntil));
  if (!user || !right) {
    const until = await failLoginAttempt(ctx.db, name, attempt);
    if (!until) throw businessError(BAD_CREDENTIALS);
    if (user) await writeAudit(ctx.db, { actorId: user.id, actorName: user.name, action: 'login.locked', target: user.id, ip: meta.ip });
    throw lockedError(lockMessage(until));
  }
  assertMayLogIn(user);
  await clearLoginAttempts(ctx.db, name);
  // Hashes from the old system or an older cost are replaced while the password is at hand.
  if (needsRehash(user.password_hash, ctx.config.passwordCost)) await users.updatePasswordHash(ctx.db, user.id, await hashPassword(password, ctx.config.passwordCost));
  return startSession(ctx, user, meta, 'login');
}

/** Single sign-on: a verified token naming an active user opens a session. */
export async function ssoLogin(ctx: AppContext, token: string, meta: RequestMeta): Promise<LoginResult> {
  if (!ctx.config.sso.secret && !ctx.config.sso.jwksUrl) throw businessError('本平台未启用单点登录');
  const loginName = await verifySsoToken(ctx.config, ctx.db, token);
  const user = loginName ? await users.findUserByLoginName(ctx.db, loginName) : undefined;
  if (!user) throw businessError('单点登录令牌无效或已过期，请重新登录');
  assertMayLogIn(user);
  return startSession(ctx, user, meta, 'login.sso');
}

export async function logout(ctx: AppContext, sessionKey: string | undefined): Promise<void> {
  if (sessionKey) await endSession(ctx.db, sessionKey);
}

/** A new captcha for this browser: its id (for the cookie) and the PNG. */
export async function newCaptcha(ctx: AppContext, previousId: string | undefined): Promise<{ captchaId: string; png: Buffer }> {
  const { text, png } = await drawCaptcha();
  const captchaId = newToken();
  await saveCaptcha(ctx.db, captchaId, text, previousId);
  return { captchaId, png };
}
