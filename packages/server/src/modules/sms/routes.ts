import { checkSmsCodeInput, findSmsOutboxInput, sendSmsCodeBody, sendSmsCodeParams } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { COOKIE } from '../../platform/auth/plugin';
import { ok } from '../../platform/http/envelope';
import * as service from './service';

/** Spec §7 Common: SMS codes for pages without a session, and the outbox administrators read. */
export const smsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/a/stone/common/smsAuthCode/:mobile/:purpose', { schema: { params: sendSmsCodeParams, body: sendSmsCodeBody } }, async (req) =>
    ok(await service.sendCode(ctx, req.params.mobile, req.params.purpose, req.body.validateCode, { ip: req.ip, captchaId: req.cookies[COOKIE.captcha] })),
  );
  app.post('/a/stone/common/checkSmsAuthCode', { schema: { body: checkSmsCodeInput } }, async (req) => ok(await service.checkCode(ctx, req.body.mobile, req.body.purpose, req.body.code)));
  app.post('/a/stone/sms/findOutbox', { config: { access: 'system.smsOutbox' }, schema: { body: findSmsOutboxInput } }, async (req) => ok(await service.findOutbox(ctx, req.body)));
};
