import { auditPasswordResetInput, findPasswordResetInput, passwordResetApplyInput, passwordResetCheckInput, passwordResetIdInput, passwordResetQueryInput } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok } from '../../platform/http/envelope';
import * as service from './service';

/** Spec §7 password reset: the public application (passwordRestApplyCheck, passwordRestApply) and /a/stone/passwordResetApply/*. */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/a/stone/common/passwordRestApplyCheck', { schema: { body: passwordResetCheckInput } }, async (req) => ok(await service.checkIdentity(ctx, req.body, req.ip)));
  app.post('/a/stone/common/passwordRestApply', { schema: { body: passwordResetApplyInput } }, async (req) => ok(await service.apply(ctx, req.body, req.ip)));
  app.post('/a/stone/common/passwordRestApplyQuery', { schema: { body: passwordResetQueryInput } }, async (req) => ok(await service.query(ctx, req.body.loginName, req.body.mobile, req.body.smsTicket)));

  const review = { access: 'account.resetCheck' } as const;
  app.post('/a/stone/passwordResetApply/list', { config: review, schema: { body: findPasswordResetInput } }, async (req) => ok(await service.findPage(ctx, req.body)));
  app.post('/a/stone/passwordResetApply/get', { config: review, schema: { body: passwordResetIdInput } }, async (req) => ok(await service.getOne(ctx, req.body.id)));
  app.post('/a/stone/passwordResetApply/audit', { config: review, schema: { body: auditPasswordResetInput } }, async (req) => ok(await service.audit(ctx, req.session!, req.body, req.ip)));
};
