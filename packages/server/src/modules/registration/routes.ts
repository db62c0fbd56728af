import {
  accountApplyInput,
  accountQueryInput,
  accountResubmitInput,
  auditRegisterInput,
  disagreeRegisterInput,
  findRegisterInput,
  registerIdInput,
  unitRegistCheckParams,
  uploadSignInput,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok } from '../../platform/http/envelope';
import * as service from './service';

/** Spec §7 "Accounts and resets" for registration: the public application, its query, and the review. */
export const registrationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/a/stone/common/ogmUnitRegistCheck/:uscc/:unitName/:unitType', { schema: { params: unitRegistCheckParams } }, async (req) => ok(await service.checkUnit(ctx, req.params.uscc)));
  app.post('/a/stone/common/uploadSign', { schema: { body: uploadSignInput } }, async (req) => ok(await service.signUpload(ctx, req.body.purpose, req.body.draftId, req.ip)));
  app.post('/a/stone/common/account/apply', { schema: { body: accountApplyInput } }, async (req) => ok(await service.apply(ctx, req.body, req.ip)));
  app.post('/a/stone/common/account/query', { schema: { body: accountQueryInput } }, async (req) => ok(await service.query(ctx, req.body.uscc, req.body.mobile, req.body.smsTicket)));
  app.post('/a/stone/common/account/resubmit', { schema: { body: accountResubmitInput } }, async (req) => ok(await service.resubmit(ctx, req.body, req.ip)));

  const review = { access: 'account.check' } as const;
  app.post('/a/stone/account/findRegister', { config: review, schema: { body: findRegisterInput } }, async (req) => ok(await service.findApplications(ctx, req.body)));
  app.post('/a/stone/account/getRegister', { config: review, schema: { body: registerIdInput } }, async (req) => ok(await service.getApplication(ctx, req.body.id)));
  app.post('/a/stone/account/audit', { config: review, schema: { body: auditRegisterInput } }, async (req) => ok(await service.approve(ctx, req.session!, req.body.id, req.body.opinion, req.ip)));
  app.post('/a/stone/account/disagree', { config: review, schema: { body: disagreeRegisterInput } }, async (req) => ok(await service.disagree(ctx, req.session!, req.body.id, req.body.opinion, req.ip)));
};
