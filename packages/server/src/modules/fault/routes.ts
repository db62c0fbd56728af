import type { faultApi } from '@portal/contract';
import type { Handlers } from '../../platform/http/endpoints';
import * as service from '../rescue/service';

/** 故障登记 (eleFaultMain). */
export const faultHandlers: Handlers<typeof faultApi> = {
  list: (input, { ctx, session }) => service.listFaults(ctx, session, input),
  detail: ({ id }, { ctx, session }) => service.getFault(ctx, session, id),
  report: (input, { ctx, session, ip }) => service.reportFault(ctx, session, input, ip),
  process: (input, { ctx, session, ip }) => service.processFault(ctx, session, input, ip),
  transfer: (input, { ctx, session, ip }) => service.transferFault(ctx, session, input, ip),
  complete: (input, { ctx, session, ip }) => service.completeFault(ctx, session, input, ip),
  cancel: (input, { ctx, session, ip }) => service.cancelFault(ctx, session, input, ip),
};
