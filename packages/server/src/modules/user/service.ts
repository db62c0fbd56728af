import { strongPassword, updateInfoInput, type RoleInfo, type RoleType, type UnitProfile, type UserInfoResult } from '@portal/contract';
import { maskIdNumber } from '@portal/contract/domain/privacy';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { auditPersonalRead, writeAudit } from '../../platform/audit';
import { clearLoginAttempts } from '../../platform/auth/login-attempts';
import { hashPassword, verifyPassword } from '../../platform/crypto/password';
import { sm2Decrypt } from '../../platform/crypto/sm2';
import { badInput, businessError, forbidden, unauthenticated } from '../../platform/http/errors';
import { endUserSessions, setSessionRole, type SessionContext } from '../../platform/session/store';
import { newId, nowIso } from '../../platform/ids';
import { signKeyOf } from '../download-token/service';
import { postMessage } from '../message/service';
import { getUnitProfile, maskedProfile } from '../unit/service';
import * as repo from './repo';

export { findUserByLoginName, updatePasswordHash } from './repo';

const toRoleInfo = (r: { id: string; name: string; role_type: string; menu_ids: string }): RoleInfo => ({
  id: r.id,
  name: r.name,
  roleType: r.role_type as RoleType,
  menuIdList: JSON.parse(r.menu_ids) as string[],
});

/** The roles a user holds, for the session and the role switch. */
export async function listUserRoles(ctx: AppContext, userId: string): Promise<RoleInfo[]> {
  return (await repo.findUserRoles(ctx.db, userId)).map(toRoleInfo);
}

/** Spec §3 User, as userApi.info answers it. */
export async function getUserInfo(ctx: AppContext, s: SessionContext): Promise<UserInfoResult> {
  const [user, unit, roleList] = await Promise.all([repo.findUserById(ctx.db, s.userId), getUnitProfile(ctx, s.unitId), listUserRoles(ctx, s.userId)]);
  if (!user) throw unauthenticated();
  const current = roleList.find((r) => r.id === s.roleId) ?? roleList[0];
  return {
    user: {
      id: user.id,
      loginName: user.login_name,
      name: user.name,
      phone: user.phone,
      mobile: user.mobile,
      idCard: maskIdNumber(user.id_card),
      userUnitAreacode: unit.areaCode,
      isMainAccount: user.is_main === 1,
      currentRole: current ? { id: current.id, roleType: current.roleType, name: current.name } : { id: '', roleType: 'use', name: '' },
      unitInfo: { id: unit.id, orgname: unit.orgname },
      signKey: signKeyOf(ctx, s),
    },
    roleList,
  };
}

/** Switches the session to another role the user holds. */
export async function changeRole(ctx: AppContext, s: SessionContext, roleId: string): Promise<RoleInfo> {
  const role = (await listUserRoles(ctx, s.userId)).find((r) => r.id === roleId);
  if (!role) throw forbidden();
  await setSessionRole(ctx.db, s.key, role.id);
  return role;
}

/**
 * Updates the caller's own name, identity card number and phones. The number is only ever shown
 * masked, so an empty one means "unchanged", not "erase".
 */
export async function updateInfo(ctx: AppContext, s: SessionContext, input: z.output<typeof updateInfoInput>, ip: string): Promise<void> {
  const user = await repo.findUserById(ctx.db, s.userId);
  if (!user) throw unauthenticated();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.updateUserProfile(trx, s.userId, { name: input.name, id_card: input.identityCard || user.id_card, phone: input.phone, mobile: input.mobile });
    await writeAudit(trx, { actorId: s.userId, actorName: s.userName, action: 'user.updateInfo', target: s.userId, ip });
  });
}

/** A new password as a form sends it (SM2-encrypted), decrypted and held to the strength rule. */
export function wishedPassword(ctx: AppContext, cipher: string): string {
  const password = sm2Decrypt(cipher, ctx.sm2.privateKey);
  if (password === null) throw badInput('密码格式不正确，请刷新页面后重试');
  const weak = strongPassword(password);
  if (weak) throw badInput(weak);
  return password;
}

/** Changes the caller's password; every session of the user ends, this one included. */
export async function updatePassword(ctx: AppContext, s: SessionContext, input: { oldPassword: string; newPassword: string }, ip: string): Promise<void> {
  const oldPassword = sm2Decrypt(input.oldPassword, ctx.sm2.privateKey);
  const newPassword = sm2Decrypt(input.newPassword, ctx.sm2.privateKey);
  if (oldPassword === null || newPassword === null) throw badInput('密码格式不正确，请刷新页面后重试');
  const weak = strongPassword(newPassword);
  if (weak) throw badInput(weak);
  const user = await repo.findUserById(ctx.db, s.userId);
  if (!user) throw unauthenticated();
  if (!(await verifyPassword(oldPassword, user.password_hash))) throw businessError('原密码不正确');
  if (oldPassword === newPassword) throw businessError('新密码不能与原密码相同');
  const hash = await hashPassword(newPassword, ctx.config.passwordCost);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.updatePasswordHash(trx, s.userId, hash);
    await endUserSessions(trx, s.userId);
    await writeAudit(trx, { actorId: s.userId, actorName: s.userName, action: 'user.updatePwd', target: s.userId, ip });
  });
}

/**
 * The caller's unit, as userApi.unit answers it: the contacts' mobiles masked, and in full only for
 * the main account's form (`forEdit`), a read of personal data that is audited.
 */
export async function getOwnUnit(ctx: AppContext, s: SessionContext, forEdit: boolean, ip: string): Promise<UnitProfile> {
  const unit = await getUnitProfile(ctx, s.unitId);
  if (!forEdit) return maskedProfile(unit);
  if (!s.isMain || !s.menuIds.has('companyInfo.maintain')) throw forbidden();
  await auditPersonalRead(ctx.db, s, 'unit', s.unitId, ip);
  return unit;
}

/** Whether a login name is already an account's (names are compared lower-case). */
export async function isLoginNameTaken(ctx: AppContext, loginName: string): Promise<boolean> {
  return !!(await repo.findUserByLoginName(ctx.db, loginName));
}

/** Opens an account with an already hashed password; the caller runs it inside its own transaction. */
export async function createAccount(
  ctx: AppContext,
  a: { unitId: string; loginName: string; name: string; mobile: string; phone: string; passwordHash: string; isMain: boolean; roleIds: string[] },
): Promise<string> {
  const id = newId();
  const now = nowIso();
  await repo.insertUser(
    ctx.db,
    {
      id,
      unit_id: a.unitId,
      login_name: a.loginName.toLowerCase(),
      name: a.name,
      phone: a.phone,
      mobile: a.mobile,
      id_card: '',
      password_hash: a.passwordHash,
      status: 'active',
      is_main: a.isMain ? 1 : 0,
      created_at: now,
      updated_at: now,
      version: 1,
    },
    a.roleIds,
  );
  return id;
}

/** The account a reset application names, if its unit's credit code and its mobile on record match. */
export async function findResetIdentity(ctx: AppContext, loginName: string, uscc: string, mobile: string) {
  const user = await repo.findUserByLoginName(ctx.db, loginName);
  if (!user || user.mobile !== mobile || user.status === 'pending') return null;
  const unit = await getUnitProfile(ctx, user.unit_id);
  return unit.uscc === uscc ? { userId: user.id, userName: user.name, unitName: unit.orgname, uscc: unit.uscc, mobile: user.mobile } : null;
}

/** Puts a new (already hashed) password in force: the lock is lifted and every session of the user ends. */
export async function forcePassword(ctx: AppContext, userId: string, passwordHash: string): Promise<void> {
  await repo.updatePasswordHash(ctx.db, userId, passwordHash);
  const user = await repo.findUserById(ctx.db, userId);
  if (user) await clearLoginAttempts(ctx.db, user.login_name);
  await endUserSessions(ctx.db, userId);
}

/** The active main accounts of a unit. */
export const findMainUserIds = (ctx: AppContext, unitId: string) => repo.findMainUserIds(ctx.db, unitId);

/** Every active account of a unit. */
export const findActiveUserIds = (ctx: AppContext, unitId: string) => repo.findActiveUserIds(ctx.db, unitId);

/** The active users of a unit who hold a permission through one of their roles (whom a feature's notice is for). */
export async function unitUsersWith(ctx: AppContext, unitId: string, permission: string): Promise<string[]> {
  const rows = await repo.findUnitUserRoles(ctx.db, unitId);
  return [...new Set(rows.filter((r) => (JSON.parse(r.menu_ids) as string[]).includes(permission)).map((r) => r.id))];
}

/**
 * Posts a message, in the caller's transaction, to every user of a unit who works on one side (holds the permission)
 * or to its main accounts.
 */
export async function messageUnit(ctx: AppContext, unitId: string, to: { permission: string } | 'main', title: string, content: string, link = ''): Promise<void> {
  const users = to === 'main' ? await findMainUserIds(ctx, unitId) : await unitUsersWith(ctx, unitId, to.permission);
  for (const userId of users) await postMessage(ctx, userId, title, content, link);
}
