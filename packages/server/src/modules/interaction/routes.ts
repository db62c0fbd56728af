import type { interactionApi } from '@portal/contract';
import type { Handlers } from '../../platform/http/endpoints';
import * as service from './service';

/** Spec §7 /a/stone/self-service/* interactions: both sides call the same endpoints; the service tells which side the caller is. */
export const interactionHandlers: Handlers<typeof interactionApi> = {
  launch: (input, { ctx, session, ip }) => service.launch(ctx, session, input, ip),
  reply: (input, { ctx, session, ip }) => service.reply(ctx, session, input, ip),
  record: (input, { ctx, session }) => service.record(ctx, session, input.id),
  list: (input, { ctx, session }) => service.list(ctx, session, input),
  close: (input, { ctx, session, ip }) => service.close(ctx, session, input, ip),
};
