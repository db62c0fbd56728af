import type { rescueApi } from '@portal/contract';
import type { Handlers } from '../../platform/http/endpoints';
import * as service from './service';

/** 困人救援 (eleRcsMain): both sides' records, the maintenance unit's steps and the work desk's figures. */
export const rescueHandlers: Handlers<typeof rescueApi> = {
  list: (input, { ctx, session }) => service.listRescues(ctx, session, input),
  detail: ({ id }, { ctx, session }) => service.getRescue(ctx, session, id),
  elevators: (input, { ctx, session }) => service.listElevators(ctx, session, input),
  report: (input, { ctx, session, ip }) => service.reportRescue(ctx, session, input, ip),
  dispatch: (input, { ctx, session, ip }) => service.dispatchRescue(ctx, session, input, ip),
  arrive: (input, { ctx, session, ip }) => service.arriveRescue(ctx, session, input, ip),
  release: (input, { ctx, session, ip }) => service.releaseRescue(ctx, session, input, ip),
  close: (input, { ctx, session, ip }) => service.closeRescue(ctx, session, input, ip),
  cancel: (input, { ctx, session, ip }) => service.cancelRescue(ctx, session, input, ip),
  stats: ({ month }, { ctx, session }) => service.rescueStats(ctx, session, month),
};
