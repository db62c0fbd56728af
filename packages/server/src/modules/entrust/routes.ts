import type { entrustApi } from '@portal/contract';
import { draftHandlers, type Handlers } from '../../platform/http/endpoints';
import * as service from './service';

/** 委托申报: the principal's authorisations and the agent's side of them. */
export const entrustHandlers: Handlers<typeof entrustApi> = {
  list: (input, { ctx, session }) => service.listOwn(ctx, session, input),
  queue: (input, { ctx, session }) => service.listQueue(ctx, session, input),
  detail: ({ id }, { ctx, session }) => service.getEntrust(ctx, session, id),
  agents: ({ keyword }, { ctx, session }) => service.findAgents(ctx, session, keyword),
  entrustable: (input, { ctx, session }) => service.findEntrustable(ctx, session, input),
  ...draftHandlers({ save: service.saveEntrust, withdraw: service.withdrawEntrust, delete: service.deleteEntrust }),
  revoke: (input, { ctx, session, ip }) => service.revokeEntrust(ctx, session, input, ip),
  accept: (input, { ctx, session, ip }) => service.acceptEntrust(ctx, session, input, ip),
  decline: (input, { ctx, session, ip }) => service.declineEntrust(ctx, session, input, ip),
  inForce: ({ scope }, { ctx, session }) => service.listInForce(ctx, session, scope),
};
