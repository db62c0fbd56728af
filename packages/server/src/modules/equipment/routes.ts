import type { equipmentApi } from '@portal/contract';
import { contentDisposition } from '../../platform/http/content-disposition';
import type { Handlers } from '../../platform/http/endpoints';
import { AppError, badInput } from '../../platform/http/errors';
import { confirmImport, importProblems, importTemplate, previewImport } from './import';
import * as service from './service';

const IMPORT_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** Handlers of the contract's equipment endpoints: the query lists, overview, detail, add, change, history and import. */
export const equipmentHandlers: Handlers<typeof equipmentApi> = {
  duplicateCodes: ({ kind, pageNo, pageSize }, { ctx }) => service.findDuplicateCodes(ctx, kind, pageNo, pageSize),
  findPage: (input, { ctx, session }) => service.findEquipment(ctx, session, input),
  get: ({ id, forEdit }, { ctx, session, ip }) => service.getEquipment(ctx, session, id, forEdit, ip),
  findHistory: ({ id, pageNo, pageSize }, { ctx, session }) => service.findHistory(ctx, session, id, pageNo, pageSize),
  findInspections: ({ id, pageNo, pageSize }, { ctx, session }) => service.findInspections(ctx, session, id, pageNo, pageSize),
  export: async (input, { ctx, session, req, reply }) => {
    const { count, stream, fileName } = await service.exportEquipment(ctx, session, input, (err) => req.log.error({ err }, 'equipment export failed'));
    reply.header('content-disposition', contentDisposition(fileName, false));
    // The page shows progress against this count while the file streams in.
    reply.header('x-total-count', String(count));
    return stream;
  },
  importTemplate: async ({ typeCode }, { ctx, reply }) => {
    const { fileName, data } = await importTemplate(ctx, typeCode);
    reply.header('content-disposition', contentDisposition(fileName, false));
    return data;
  },
  importPreview: async ({ typeCode }, { ctx, session, req }) => {
    const file = await req.file({ limits: { fileSize: IMPORT_FILE_MAX_BYTES, files: 1 } });
    if (!file) throw badInput('请选择要导入的文件');
    let data: Buffer;
    try {
      data = await file.toBuffer();
    } catch (e) {
      if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('TOO_LARGE', 413, `导入文件不能超过${IMPORT_FILE_MAX_BYTES / 1024 / 1024}MB`);
      throw e;
    }
    return previewImport(ctx, session, typeCode, data);
  },
  importProblems: async ({ importId }, { ctx, session, reply }) => {
    const { fileName, data } = await importProblems(ctx, session, importId);
    reply.header('content-disposition', contentDisposition(fileName, false));
    return data;
  },
  importConfirm: ({ importId }, { ctx, session, ip }) => confirmImport(ctx, session, importId, ip),
  statNums: async (_input, { ctx, session }) => (await service.getOverview(ctx, session)).stats,
  overview: (_input, { ctx, session }) => service.getOverview(ctx, session),
  add: (input, { ctx, session, ip }) => service.addEquipment(ctx, session, input, ip),
  change: ({ id, version, ...fields }, { ctx, session, ip }) => service.changeEquipment(ctx, session, id, version, fields, ip),
};
