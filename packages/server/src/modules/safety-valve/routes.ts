import type { safetyValveApi } from '@portal/contract';
import { contentDisposition } from '../../platform/http/content-disposition';
import type { Handlers } from '../../platform/http/endpoints';
import * as service from './service';

/** 安全阀 (/safetyValve): the unit's valves and their calibrations. */
export const safetyValveHandlers: Handlers<typeof safetyValveApi> = {
  list: (input, { ctx, session }) => service.listValves(ctx, session, input),
  counts: (_input, { ctx, session }) => service.countValves(ctx, session),
  hosts: (_input, { ctx, session }) => service.listHosts(ctx, session),
  detail: ({ id }, { ctx, session }) => service.getValve(ctx, session, id),
  save: (input, { ctx, session, ip }) => service.saveValve(ctx, session, input, ip),
  calibrate: (input, { ctx, session, ip }) => service.calibrateValve(ctx, session, input, ip),
  export: async (input, { ctx, session, req, reply }) => {
    const { count, stream, fileName } = await service.exportValves(ctx, session, input, (err) => req.log.error({ err }, 'safety valve export failed'));
    reply.header('content-disposition', contentDisposition(fileName, false));
    reply.header('x-total-count', String(count));
    return stream;
  },
};
