import { addEquipmentInput, changeEquipmentInput, equipmentIdInput, findEquipmentInput, importConfirmInput, importTemplateQuery, pageInput } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok } from '../../platform/http/envelope';
import { contentDisposition } from '../../platform/http/content-disposition';
import { AppError, badInput } from '../../platform/http/errors';
import { confirmImport, importTemplate, previewImport } from './import';
import * as service from './service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const IMPORT_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** Spec §7 /a/stone/eqm/* and Home's equipment numbers: the query lists, overview, detail, add, change and history. */
export const equipmentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const query = { access: 'equipment.query' } as const;
  app.post('/a/stone/eqm/findPage', { config: query, schema: { body: findEquipmentInput } }, async (req) => ok(await service.findEquipment(ctx, req.session!, req.body)));
  app.post('/a/stone/eqm/get', { config: query, schema: { body: equipmentIdInput } }, async (req) => ok(await service.getEquipment(ctx, req.session!, req.body.id)));
  app.post('/a/stone/eqm/findHistory', { config: query, schema: { body: pageInput.extend(equipmentIdInput.shape) } }, async (req) =>
    ok(await service.findHistory(ctx, req.session!, req.body.id, req.body.pageNo, req.body.pageSize)),
  );
  app.post('/a/stone/eqm/findInspections', { config: query, schema: { body: pageInput.extend(equipmentIdInput.shape) } }, async (req) =>
    ok(await service.findInspections(ctx, req.session!, req.body.id, req.body.pageNo, req.body.pageSize)),
  );
  app.get('/a/stone/eqm/export', { config: { access: 'equipment.export' }, schema: { querystring: findEquipmentInput } }, async (req, reply) => {
    const { count, stream, fileName } = await service.exportEquipment(ctx, req.session!, req.query, (err) => req.log.error({ err }, 'equipment export failed'));
    return reply
      .header('content-type', XLSX)
      .header('content-disposition', contentDisposition(fileName, false))
      // The page shows progress against this count while the file streams in.
      .header('x-total-count', String(count))
      .header('cache-control', 'no-store')
      .send(stream);
  });

  const importing = { access: 'equipment.import' } as const;
  app.get('/a/stone/eqm/importTemplate', { config: importing, schema: { querystring: importTemplateQuery } }, async (req, reply) => {
    const { fileName, data } = await importTemplate(req.query.typeCode);
    return reply.header('content-type', XLSX).header('content-disposition', contentDisposition(fileName, false)).send(data);
  });
  app.post('/a/stone/eqm/importPreview', { config: importing, schema: { querystring: importTemplateQuery } }, async (req) => {
    const file = await req.file({ limits: { fileSize: IMPORT_FILE_MAX_BYTES, files: 1 } });
    if (!file) throw badInput('请选择要导入的文件');
    let data: Buffer;
    try {
      data = await file.toBuffer();
    } catch (e) {
      if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('TOO_LARGE', 413, `导入文件不能超过${IMPORT_FILE_MAX_BYTES / 1024 / 1024}MB`);
      throw e;
    }
    return ok(await previewImport(ctx, req.session!, req.query.typeCode, data));
  });
  app.post('/a/stone/eqm/importConfirm', { config: importing, schema: { body: importConfirmInput } }, async (req) => ok(await confirmImport(ctx, req.session!, req.body.importId, req.ip)));

  const overview = { access: 'equipment.overview' } as const;
  app.post('/a/stone/index/getEqustatisticNums', { config: overview }, async (req) => ok((await service.getOverview(ctx, req.session!)).stats));
  app.post('/a/stone/index/getEqmOverview', { config: overview }, async (req) => ok(await service.getOverview(ctx, req.session!)));
  app.post('/a/stone/eqm/add', { config: { access: 'equipment.add' }, schema: { body: addEquipmentInput } }, async (req) => ok(await service.addEquipment(ctx, req.session!, req.body, req.ip)));
  app.post('/a/stone/eqm/change', { config: { access: 'equipment.edit' }, schema: { body: changeEquipmentInput } }, async (req) => {
    const { id, version, ...fields } = req.body;
    return ok(await service.changeEquipment(ctx, req.session!, id, version, fields, req.ip));
  });
};
