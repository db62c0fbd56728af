import { accountIdInput, createAccountInput, findAccountsInput, resetAccountPasswordInput, updateAccountInput } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok } from '../../platform/http/envelope';
import * as service from './member-service';

/**
 * Spec §7 /a/stone/account/* member accounts: a unit's main account manages its own unit's
 * accounts (成员账号管理), administrators every unit's (全部账号管理); the service draws the line.
 */
export const memberRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const manage = { access: 'account.manager' } as const;
  app.get('/a/stone/account/assignableRoles', { config: manage }, async (req) => ok(await service.assignableRoles(ctx, req.session!)));
  app.post('/a/stone/account/findAccounts', { config: manage, schema: { body: findAccountsInput } }, async (req) => ok(await service.findAccounts(ctx, req.session!, req.body)));
  app.post('/a/stone/account/getAccount', { config: manage, schema: { body: accountIdInput } }, async (req) => ok(await service.getAccount(ctx, req.session!, req.body.id)));
  app.post('/a/stone/account/createAccount', { config: { access: 'account.create' }, schema: { body: createAccountInput } }, async (req) => ok(await service.createMember(ctx, req.session!, req.body, req.ip)));
  app.post('/a/stone/account/updateAccount', { config: manage, schema: { body: updateAccountInput } }, async (req) => ok(await service.updateMember(ctx, req.session!, req.body, req.ip)));
  app.post('/a/stone/account/deleteAccount', { config: manage, schema: { body: accountIdInput } }, async (req) => {
    await service.deleteMember(ctx, req.session!, req.body.id, req.ip);
    return ok(null);
  });
  app.post('/a/stone/account/resetAccountPassword', { config: manage, schema: { body: resetAccountPasswordInput } }, async (req) => {
    await service.resetMemberPassword(ctx, req.session!, req.body.id, req.body.newPassword, req.ip);
    return ok(null);
  });
};
