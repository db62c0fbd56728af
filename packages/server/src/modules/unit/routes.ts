import { auditUnitChangeInput, findUnitChangeRequestsInput, findUnitHistoryInput, saveUnitInput, unitChangeIdInput } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok } from '../../platform/http/envelope';
import * as service from './service';

/** Spec §7 /a/stone/unit/*: company info, its history, and the review of name and credit code changes. */
export const unitRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const maintain = { access: 'companyInfo.maintain' } as const;
  app.post('/a/stone/unit/save', { config: maintain, schema: { body: saveUnitInput } }, async (req) => ok(await service.saveUnitProfile(ctx, req.session!, req.body, req.ip)));
  app.get('/a/stone/unit/pendingChange', { config: maintain }, async (req) => ok(await service.getPendingChange(ctx, req.session!)));
  app.post('/a/stone/unit/withdrawChange', { config: maintain, schema: { body: unitChangeIdInput } }, async (req) => {
    await service.withdrawChange(ctx, req.session!, req.body.id, req.ip);
    return ok(null);
  });
  app.post('/a/stone/unit/findHistory', { config: { access: 'companyInfo.history' }, schema: { body: findUnitHistoryInput } }, async (req) =>
    ok(await service.findUnitHistory(ctx, req.session!, req.body)),
  );

  const review = { access: 'account.unitChangeCheck' } as const;
  app.post('/a/stone/unit/findChangeRequests', { config: review, schema: { body: findUnitChangeRequestsInput } }, async (req) => ok(await service.findChangeRequests(ctx, req.body)));
  app.post('/a/stone/unit/getChangeRequest', { config: review, schema: { body: unitChangeIdInput } }, async (req) => ok(await service.getChangeRequest(ctx, req.body.id)));
  app.post('/a/stone/unit/auditChange', { config: review, schema: { body: auditUnitChangeInput } }, async (req) => ok(await service.auditChange(ctx, req.session!, req.body, req.ip)));
};
