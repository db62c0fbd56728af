import {
  addOperatorInput,
  addQualificationInput,
  findOperatorsInput,
  operatorIdInput,
  qualificationIdInput,
  updateOperatorInput,
  updateQualificationInput,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok } from '../../platform/http/envelope';
import * as service from './service';

/** Spec §7 /a/stone/operator/*: operators, their qualification certificates, and the overview. */
export const operatorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const config = { access: 'equipment.operator' } as const;
  app.post('/a/stone/operator/list', { config, schema: { body: findOperatorsInput } }, async (req) => ok(await service.findOperators(ctx, req.session!, req.body)));
  app.post('/a/stone/operator/get', { config, schema: { body: operatorIdInput } }, async (req) => ok(await service.getOperator(ctx, req.session!, req.body.id)));
  app.post('/a/stone/operator/add', { config, schema: { body: addOperatorInput } }, async (req) => ok(await service.addOperator(ctx, req.session!, req.body, req.ip)));
  app.post('/a/stone/operator/update', { config, schema: { body: updateOperatorInput } }, async (req) => {
    const { id, version, ...fields } = req.body;
    return ok(await service.updateOperator(ctx, req.session!, id, version, fields, req.ip));
  });
  app.post('/a/stone/operator/del', { config, schema: { body: operatorIdInput } }, async (req) => {
    await service.deleteOperator(ctx, req.session!, req.body.id, req.ip);
    return ok(null);
  });
  app.post('/a/stone/operator/qualification/add', { config, schema: { body: addQualificationInput } }, async (req) => {
    const { operatorId, ...fields } = req.body;
    return ok(await service.addQualification(ctx, req.session!, operatorId, fields, req.ip));
  });
  app.post('/a/stone/operator/qualification/update', { config, schema: { body: updateQualificationInput } }, async (req) => {
    const { id, version, ...fields } = req.body;
    return ok(await service.updateQualification(ctx, req.session!, id, version, fields, req.ip));
  });
  app.post('/a/stone/operator/qualification/del', { config, schema: { body: qualificationIdInput } }, async (req) => ok(await service.deleteQualification(ctx, req.session!, req.body.id, req.ip)));
  app.post('/a/stone/operator/overview', { config }, async (req) => ok(await service.getOverview(ctx, req.session!)));
};
