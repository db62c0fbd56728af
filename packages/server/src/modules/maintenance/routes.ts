import type { maintenanceApi } from '@portal/contract';
import type { Handlers } from '../../platform/http/endpoints';
import * as service from './service';

/** 维保记录 (/company-service/weibaoDa): the maintenance unit's records and the use unit's countersign. */
export const maintenanceHandlers: Handlers<typeof maintenanceApi> = {
  devices: (input, { ctx, session }) => service.listDevices(ctx, session, input),
  detail: ({ equipmentId }, { ctx, session }) => service.getDetail(ctx, session, equipmentId),
  records: (input, { ctx, session }) => service.listRecords(ctx, session, input),
  save: (input, { ctx, session, ip }) => service.saveRecord(ctx, session, input, ip),
  confirm: (input, { ctx, session, ip }) => service.confirmRecord(ctx, session, input, ip),
  return: (input, { ctx, session, ip }) => service.returnRecord(ctx, session, input, ip),
};
