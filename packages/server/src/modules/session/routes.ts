import type { sessionApi } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { COOKIE, writeSessionCookies } from '../../platform/auth/plugin';
import { CAPTCHA_TTL_MS } from '../../platform/captcha/store';
import { sessionReference } from '../../platform/session/store';
import type { Handlers } from '../../platform/http/endpoints';
import { enforceRateLimit } from '../../platform/http/rate-limit';
import * as service from './service';

const meta = (req: FastifyRequest) => ({
  ip: req.ip,
  userAgent: String(req.headers['user-agent'] ?? ''),
  captchaId: req.cookies[COOKIE.captcha],
});

/** Handlers of spec §7 login, logout, captcha, and the public settings the login page needs. */
export const sessionHandlers: Handlers<typeof sessionApi> = {
  clientConfig: async (_input, { ctx }) => ({
    title: ctx.config.title,
    mode: ctx.config.mode,
    cityName: ctx.config.cityName,
    captcha: ctx.config.captcha,
    publicKey: ctx.sm2.publicKey,
    manualUrl: ctx.config.manualUrl,
    footer: ctx.config.siteFooter,
    qrPay: ctx.payment.name !== 'none',
  }),

  captcha: async (_input, { ctx, req, reply }) => {
    await enforceRateLimit(ctx.db, `captcha:${req.ip}`, 120, 60_000);
    const { captchaId, png } = await service.newCaptcha(ctx, req.cookies[COOKIE.captcha]);
    reply.setCookie(COOKIE.captcha, captchaId, { path: '/a', httpOnly: true, sameSite: 'lax', secure: req.protocol === 'https', maxAge: CAPTCHA_TTL_MS / 1000 });
    return png;
  },

  login: async (input, { ctx, req, reply }) => {
    // Guessing from one address is slowed down whatever account it aims at; the per-account lock covers the rest.
    await enforceRateLimit(ctx.db, `login:${req.ip}`, 60, 60_000, '登录尝试过于频繁，请稍后再试');
    const ids = 'ssotoken' in input ? await service.ssoLogin(ctx, input.ssotoken, meta(req)) : await service.passwordLogin(ctx, input, meta(req));
    writeSessionCookies(reply, ids, ctx.config.sessionTtlHours);
    reply.clearCookie(COOKIE.captcha, { path: '/a' });
    // The secret travels in the HttpOnly cookies only; script gets a reference.
    return sessionReference(ids);
  },

  logout: async (_input, { ctx, session, reply }) => {
    await service.logout(ctx, session?.key);
    writeSessionCookies(reply, null, ctx.config.sessionTtlHours);
    return null;
  },
};
