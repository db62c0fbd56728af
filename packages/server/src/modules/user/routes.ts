import type { userApi } from '@portal/contract';
import { writeSessionCookies } from '../../platform/auth/plugin';
import { answeringNothing, type Handlers } from '../../platform/http/endpoints';
import * as service from './service';

/** Handlers of spec §7 "Session and user": the caller's own record, role switch and password. */
export const userHandlers: Handlers<typeof userApi> = {
  info: (_input, { ctx, session }) => service.getUserInfo(ctx, session),
  unit: ({ forEdit }, { ctx, session, ip }) => service.getOwnUnit(ctx, session, forEdit, ip),
  changeRole: ({ id }, { ctx, session }) => service.changeRole(ctx, session, id),
  updateInfo: answeringNothing((input, { ctx, session, ip }) => service.updateInfo(ctx, session, input, ip)),
  updatePwd: async (input, { ctx, session, reply, ip }) => {
    await service.updatePassword(ctx, session, input, ip);
    writeSessionCookies(reply, null, ctx.config.sessionTtlHours);
    return null;
  },
};
