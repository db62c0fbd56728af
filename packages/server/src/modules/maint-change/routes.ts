import type { maintChangeApi } from '@portal/contract';
import { draftHandlers, type Handlers } from '../../platform/http/endpoints';
import * as service from './service';

/** 维保单位变更 (/implementation): the use unit's applications and the maintenance unit's claims. */
export const maintChangeHandlers: Handlers<typeof maintChangeApi> = {
  list: (input, { ctx, session }) => service.listOwn(ctx, session, input),
  queue: (input, { ctx, session }) => service.listQueue(ctx, session, input),
  detail: ({ id }, { ctx, session }) => service.getChange(ctx, session, id),
  units: ({ keyword }, { ctx, session }) => service.findUnits(ctx, session, keyword),
  devices: (input, { ctx, session }) => service.findDevices(ctx, session, input),
  ...draftHandlers({ save: service.saveChange, withdraw: service.withdrawChange, delete: service.deleteChange }),
  claim: (input, { ctx, session, ip }) => service.claimChange(ctx, session, input, ip),
  decline: (input, { ctx, session, ip }) => service.declineChange(ctx, session, input, ip),
  history: (input, { ctx, session }) => service.findAssignments(ctx, session, input),
};
