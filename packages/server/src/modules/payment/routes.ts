import type { paymentApi } from '@portal/contract';
import type { AppContext } from '../../context';
import type { Handlers } from '../../platform/http/endpoints';
import { notFound } from '../../platform/http/errors';
import { SANDBOX_PAGE_CSP } from './page';
import * as service from './service';

/** The sandbox's page and button exist only while the sandbox takes the payments (never in production): else answered as an unknown address. */
function sandboxOnly(ctx: AppContext): void {
  if (ctx.payment.name !== 'sandbox') throw notFound('请求的地址');
}

/** The provider's notification, the sandbox's pay page and button, and finance's settling and refunding of anomalies. */
export const paymentHandlers: Handlers<typeof paymentApi> = {
  // Answered as WeChat Pay expects, not in the envelope: 204 when received, 4xx/5xx with {code:'FAIL'} to have it sent again.
  notify: async (_input, { ctx, req, reply }) => {
    try {
      const answer = await service.handleNotification(ctx, req.headers, typeof req.body === 'string' ? req.body : '');
      reply.code(answer.status);
      return answer.body ?? '';
    } catch (err) {
      req.log.error({ err }, 'payment notification not settled');
      reply.code(500);
      return { code: 'FAIL', message: '系统繁忙，请稍后重试' };
    }
  },
  sandboxPage: async ({ ticket }, { ctx, reply }) => {
    sandboxOnly(ctx);
    const page = await service.sandboxPage(ctx, ticket);
    reply.code(page.status).type('text/html; charset=utf-8').header('content-security-policy', SANDBOX_PAGE_CSP);
    return page.html;
  },
  sandboxPay: ({ ticket }, { ctx }) => {
    sandboxOnly(ctx);
    return service.sandboxPay(ctx, ticket);
  },
  findAnomalies: (input, { ctx, session }) => service.findAnomalies(ctx, session, input),
  resolveAnomaly: (input, { ctx, session, ip }) => service.resolveAnomaly(ctx, session, input.id, input.resolution, ip),
  refundAnomaly: (input, { ctx, session, ip }) => service.refundAnomaly(ctx, session, input.id, input.reason, ip),
  reconcile: (input, { ctx }) => service.reconcileDay(ctx, input.date),
};
