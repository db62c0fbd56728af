import type { memberApi } from '@portal/contract';
import type { Handlers } from '../../platform/http/endpoints';
import * as service from '../user/member-service';

/**
 * Handlers of spec §7 /a/stone/account/* member accounts: a unit's main account manages its own
 * unit's accounts (成员账号管理), administrators every unit's (全部账号管理); the service draws the line.
 */
export const memberHandlers: Handlers<typeof memberApi> = {
  assignableRoles: (_input, { ctx, session }) => service.assignableRoles(ctx, session),
  findAccounts: (input, { ctx, session }) => service.findAccounts(ctx, session, input),
  getAccount: ({ id }, { ctx, session, ip }) => service.getAccount(ctx, session, id, ip),
  createAccount: (input, { ctx, session, ip }) => service.createMember(ctx, session, input, ip),
  updateAccount: (input, { ctx, session, ip }) => service.updateMember(ctx, session, input, ip),
  deleteAccount: async ({ id }, { ctx, session, ip }) => {
    await service.deleteMember(ctx, session, id, ip);
    return null;
  },
  getStaffAreas: ({ id }, { ctx, session }) => service.getStaffAreas(ctx, session, id),
  saveStaffAreas: (input, { ctx, session, ip }) => service.saveStaffAreas(ctx, session, input, ip),
  resetAccountPassword: async ({ id, newPassword }, { ctx, session, ip }) => {
    await service.resetMemberPassword(ctx, session, id, newPassword, ip);
    return null;
  },
};
