import { changeRoleInput, updateInfoInput, updatePwdInput } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { writeSessionCookies } from '../../platform/auth/plugin';
import { ok } from '../../platform/http/envelope';
import * as service from './service';

/** Spec §7 "Session and user": the caller's own record, role switch and password. */
export const userRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const session = { access: 'session' } as const;

  app.get('/a/stone/user/info', { config: session }, async (req) => ok(await service.getUserInfo(ctx, req.session!)));

  app.post('/a/stone/user/changeRole', { config: session, schema: { body: changeRoleInput } }, async (req) =>
    ok(await service.changeRole(ctx, req.session!, req.body.id)),
  );

  app.post('/a/stone/user/updateInfo', { config: session, schema: { body: updateInfoInput } }, async (req) => {
    await service.updateInfo(ctx, req.session!, req.body, req.ip);
    return ok(null);
  });

  app.post('/a/stone/user/updatePwd', { config: session, schema: { body: updatePwdInput } }, async (req, reply) => {
    await service.updatePassword(ctx, req.session!, req.body, req.ip);
    writeSessionCookies(reply, null, ctx.config.sessionTtlHours);
    return ok(null);
  });

  app.get('/a/stone/user/unit', { config: session }, async (req) => ok(await service.getOwnUnit(ctx, req.session!)));
};
