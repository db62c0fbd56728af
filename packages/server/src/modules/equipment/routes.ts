import { addEquipmentInput, changeEquipmentInput, equipmentIdInput, findEquipmentInput, pageInput } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok } from '../../platform/http/envelope';
import { contentDisposition } from '../../platform/http/content-disposition';
import * as service from './service';

/** Spec §7 /a/stone/eqm/* and Home's equipment numbers: the query lists, overview, detail, add, change and history. */
export const equipmentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const query = { access: 'equipment.query' } as const;
  app.post('/a/stone/eqm/findPage', { config: query, schema: { body: findEquipmentInput } }, async (req) => ok(await service.findEquipment(ctx, req.session!, req.body)));
  app.post('/a/stone/eqm/get', { config: query, schema: { body: equipmentIdInput } }, async (req) => ok(await service.getEquipment(ctx, req.session!, req.body.id)));
  app.post('/a/stone/eqm/findHistory', { config: query, schema: { body: pageInput.extend(equipmentIdInput.shape) } }, async (req) =>
    ok(await service.findHistory(ctx, req.session!, req.body.id, req.body.pageNo, req.body.pageSize)),
  );
  app.get('/a/stone/eqm/export', { config: { access: 'equipment.export' }, schema: { querystring: findEquipmentInput } }, async (req, reply) => {
    const { count, stream, fileName } = await service.exportEquipment(ctx, req.session!, req.query, (err) => req.log.error({ err }, 'equipment export failed'));
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', contentDisposition(fileName, false))
      // The page shows progress against this count while the file streams in.
      .header('x-total-count', String(count))
      .header('cache-control', 'no-store')
      .send(stream);
  });

  const overview = { access: 'equipment.overview' } as const;
  app.post('/a/stone/index/getEqustatisticNums', { config: overview }, async (req) => ok((await service.getOverview(ctx, req.session!)).stats));
  app.post('/a/stone/index/getEqmOverview', { config: overview }, async (req) => ok(await service.getOverview(ctx, req.session!)));
  app.post('/a/stone/eqm/add', { config: { access: 'equipment.add' }, schema: { body: addEquipmentInput } }, async (req) => ok(await service.addEquipment(ctx, req.session!, req.body, req.ip)));
  app.post('/a/stone/eqm/change', { config: { access: 'equipment.edit' }, schema: { body: changeEquipmentInput } }, async (req) => {
    const { id, version, ...fields } = req.body;
    return ok(await service.changeEquipment(ctx, req.session!, id, version, fields, req.ip));
  });
};
