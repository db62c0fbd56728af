import type { smsApi } from '@portal/contract';
import { COOKIE } from '../../platform/auth/plugin';
import type { Handlers } from '../../platform/http/endpoints';
import * as service from './service';

/** Handlers of spec §7 Common: SMS codes for pages without a session, and the outbox administrators read. */
export const smsHandlers: Handlers<typeof smsApi> = {
  // The body's consent is checked by its schema: no code is sent without it.
  sendCode: ({ mobile, purpose, validateCode }, { ctx, req, ip }) => service.sendCode(ctx, mobile, purpose, validateCode, { ip, captchaId: req.cookies[COOKIE.captcha] }),
  checkCode: ({ mobile, purpose, code }, { ctx, ip }) => service.checkCode(ctx, mobile, purpose, code, ip),
  findOutbox: (input, { ctx }) => service.findOutbox(ctx, input),
};
