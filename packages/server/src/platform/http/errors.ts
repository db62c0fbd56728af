import type { ErrorCode } from '@portal/contract';

/** An error a user can act on: a stable code, the HTTP status and a Chinese message. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    /** Seconds until a refused request may be tried again (Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

/** Business and validation failures answer HTTP 200 with success:false (ARCHITECTURE "Envelope"). */
export const badInput = (message: string) => new AppError('BAD_INPUT', 200, message);
export const businessError = (message: string) => new AppError('BUSINESS', 200, message);
export const captchaError = () => new AppError('CAPTCHA', 200, '验证码错误');
export const lockedError = (message: string) => new AppError('LOCKED', 200, message);
/** A limit a person can hit (codes, logins): 429 with Retry-After, and the envelope's message to act on. */
export const rateLimited = (retryAfterSeconds: number, message = '操作过于频繁，请稍后再试') => new AppError('RATE_LIMITED', 429, message, Math.max(1, retryAfterSeconds));
export const unauthenticated = (message = '未登录或登录已失效，请重新登录') => new AppError('UNAUTHENTICATED', 401, message);
export const forbidden = () => new AppError('FORBIDDEN', 403, '很抱歉，您没有这项操作的权限');
export const notFound = (what = '记录') => new AppError('NOT_FOUND', 404, `${what}不存在`);
export const conflict = (message = '数据已被他人修改，请刷新后重试') => new AppError('CONFLICT', 200, message);
/** A signed download whose token is missing, expired, or was issued to another session, unit or file. */
export const linkExpired = () => new AppError('LINK_EXPIRED', 403, '下载链接已失效，请回到平台页面重新下载');
export const csrfError = () => new AppError('CSRF', 403, '请求来源无法确认，请刷新页面后重试');
