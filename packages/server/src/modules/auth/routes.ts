import { loginInput, type ClientConfig } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { COOKIE, writeSessionCookies } from '../../platform/auth/plugin';
import { CAPTCHA_TTL_MS } from '../../platform/captcha/store';
import { ok } from '../../platform/http/envelope';
import { rateLimited } from '../../platform/http/errors';
import { hitRateLimit } from '../../platform/http/rate-limit';
import * as service from './service';

/** Spec §7 login, logout, captcha, and the public settings the login page needs. */
export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const meta = (req: { ip: string; headers: Record<string, unknown>; cookies: Record<string, string | undefined> }) => ({
    ip: req.ip,
    userAgent: String(req.headers['user-agent'] ?? ''),
    captchaId: req.cookies[COOKIE.captcha],
  });

  app.get('/a/stone/common/clientConfig', async (): Promise<ReturnType<typeof ok<ClientConfig>>> =>
    ok({ title: ctx.config.title, cityName: ctx.config.cityName, captcha: ctx.config.captcha, publicKey: ctx.sm2.publicKey, manualUrl: ctx.config.manualUrl }),
  );

  app.get('/a/stone/common/images/captcha', async (req, reply) => {
    if (!(await hitRateLimit(ctx.db, `captcha:${req.ip}`, 120, 60_000))) throw rateLimited();
    const { captchaId, png } = await service.newCaptcha(ctx, req.cookies[COOKIE.captcha]);
    reply
      .setCookie(COOKIE.captcha, captchaId, { path: '/a', httpOnly: true, sameSite: 'lax', secure: req.protocol === 'https', maxAge: CAPTCHA_TTL_MS / 1000 })
      .header('cache-control', 'no-store')
      .type('image/png');
    return png;
  });

  app.post('/a/login', { schema: { body: loginInput } }, async (req, reply) => {
    // Guessing from one address is slowed down whatever account it aims at; the per-account lock covers the rest.
    if (!(await hitRateLimit(ctx.db, `login:${req.ip}`, 60, 60_000))) throw rateLimited('登录尝试过于频繁，请稍后再试');
    const body = req.body;
    const ids = 'ssotoken' in body ? await service.ssoLogin(ctx, body.ssotoken, meta(req)) : await service.passwordLogin(ctx, body, meta(req));
    writeSessionCookies(reply, ids, ctx.config.sessionTtlHours);
    reply.clearCookie(COOKIE.captcha, { path: '/a' });
    return ok(ids);
  });

  app.get('/a/logout', { config: { stateChanging: true } }, async (req, reply) => {
    await service.logout(ctx, req.session?.key);
    writeSessionCookies(reply, null, ctx.config.sessionTtlHours);
    return ok(null);
  });
};
