import {
  AREA_ROLE_TYPES,
  type MemberAccount,
  type Page,
  type RoleInfo,
  type RoleType,
  type createAccountInput,
  type findAccountsInput,
  type updateAccountInput,
} from '@portal/contract';
import { maskMobile } from '@portal/contract/domain/privacy';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { auditPersonalRead, writeAudit } from '../../platform/audit';
import { clearLoginAttempts } from '../../platform/auth/login-attempts';
import { hashPassword } from '../../platform/crypto/password';
import { badInput, businessError, conflict, forbidden, notFound } from '../../platform/http/errors';
import { dataScope } from '../../platform/auth/scope';
import { idsOf } from '../../platform/ids';
import { endUserSessions, type SessionContext } from '../../platform/session/store';
import { checkChoice } from '../dict/service';
import { getUnitProfile } from '../unit/service';
import * as repo from './repo';
import { createAccount, isLoginNameTaken, listUserRoles, wishedPassword } from './service';

/**
 * Whose accounts the caller manages: with the whole scope (administrators, 全部账号管理) every
 * unit's; otherwise a unit's main account its own unit's, and sub-accounts none.
 */
async function scopeOf(ctx: AppContext, s: SessionContext): Promise<{ all: boolean; unitId: string }> {
  if ((await dataScope(ctx.db, s)).kind === 'all') return { all: true, unitId: s.unitId };
  if (!s.isMain) throw businessError('只有单位主账号可以管理成员账号');
  return { all: false, unitId: s.unitId };
}

/** The roles the caller may hand out: administrators any, a main account only those it holds itself. */
export async function assignableRoles(ctx: AppContext, s: SessionContext): Promise<RoleInfo[]> {
  const scope = await scopeOf(ctx, s);
  if (scope.all) return (await repo.findRoles(ctx.db)).map((r) => ({ id: r.id, name: r.name, roleType: r.role_type as RoleType, menuIdList: JSON.parse(r.menu_ids) as string[] }));
  return listUserRoles(ctx, s.userId);
}

async function checkRoles(ctx: AppContext, s: SessionContext, roleIds: string[]): Promise<void> {
  const allowed = new Set((await assignableRoles(ctx, s)).map((r) => r.id));
  if (roleIds.some((id) => !allowed.has(id))) throw forbidden();
}

/** An account the caller may manage; another unit's answers as missing. */
async function findManaged(ctx: AppContext, s: SessionContext, id: string) {
  const scope = await scopeOf(ctx, s);
  const user = await repo.findUserById(ctx.db, id);
  if (!user || (!scope.all && user.unit_id !== scope.unitId)) throw notFound('账号');
  return user;
}

/** Accounts as a list shows them, mobiles masked; `full` is the edit form's. */
export async function findAccounts(ctx: AppContext, s: SessionContext, q: z.output<typeof findAccountsInput> & { id?: string }, full = false): Promise<Page<MemberAccount>> {
  const scope = await scopeOf(ctx, s);
  const { rows, count } = await repo.findAccountPage(ctx.db, {
    id: q.id,
    unitId: scope.all ? q.unitId : scope.unitId,
    keyword: q.keyword,
    status: q.status,
    offset: (q.pageNo - 1) * q.pageSize,
    limit: q.pageSize,
  });
  const roles = await repo.findRolesOfUsers(ctx.db, idsOf(rows));
  return {
    list: rows.map((r) => ({
      id: r.id,
      loginName: r.login_name,
      name: r.name,
      mobile: full ? r.mobile : maskMobile(r.mobile),
      phone: r.phone,
      status: r.status as MemberAccount['status'],
      isMain: r.is_main === 1,
      unitId: r.unit_id,
      unitName: r.unit_name,
      roles: roles.filter((x) => x.user_id === r.id).map((x) => ({ id: x.id, name: x.name })),
      createdAt: r.created_at,
      version: r.version,
    })),
    count,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  };
}

/** The account as its manager's form holds it, the mobile in full: what a write answers, and getAccount after its audit. */
const forForm = async (ctx: AppContext, s: SessionContext, id: string) => (await findAccounts(ctx, s, { id, pageNo: 1, pageSize: 1 }, true)).list[0];

/** One account for its manager's edit form: the mobile in full, a read of personal data that is audited. */
export async function getAccount(ctx: AppContext, s: SessionContext, id: string, ip: string): Promise<MemberAccount> {
  await findManaged(ctx, s, id);
  await auditPersonalRead(ctx.db, s, 'account', id, ip);
  return forForm(ctx, s, id);
}

/** Opens a sub-account in the caller's unit (administrators: in the unit they choose) with the roles given. */
export async function createMember(ctx: AppContext, s: SessionContext, input: z.output<typeof createAccountInput>, ip: string): Promise<MemberAccount> {
  const scope = await scopeOf(ctx, s);
  const unitId = scope.all && input.unitId ? input.unitId : scope.unitId;
  if (scope.all && input.unitId) await getUnitProfile(ctx, unitId);
  await checkRoles(ctx, s, input.roleIds);
  if (await isLoginNameTaken(ctx, input.loginName)) throw businessError('该登录账号已被使用，请更换');
  const passwordHash = await hashPassword(wishedPassword(ctx, input.password), ctx.config.passwordCost);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const userId = await createAccount(
      { ...ctx, db: trx },
      { unitId, loginName: input.loginName, name: input.name, mobile: input.mobile, phone: input.phone, passwordHash, isMain: false, roleIds: input.roleIds },
    );
    await writeAudit(trx, {
      actorId: s.userId,
      actorName: s.userName,
      action: 'account.create',
      target: userId,
      detail: { loginName: input.loginName, roleIds: input.roleIds },
      ip,
    });
    return userId;
  });
  return forForm(ctx, s, id);
}

/** Guards the unit's access: never the caller itself, never the last active main account. */
async function assertMayRemove(ctx: AppContext, s: SessionContext, user: { id: string; unit_id: string; is_main: number }): Promise<void> {
  if (user.id === s.userId) throw businessError('不能停用或删除当前登录的账号');
  if (user.is_main === 1 && (await repo.countActiveMains(ctx.db, user.unit_id, user.id)) === 0) throw businessError('不能停用或删除单位最后一个启用的主账号');
}

/** Edits an account's details, roles and status; disabling ends its sessions. */
export async function updateMember(ctx: AppContext, s: SessionContext, input: z.output<typeof updateAccountInput>, ip: string): Promise<MemberAccount> {
  const user = await findManaged(ctx, s, input.id);
  await checkRoles(ctx, s, input.roleIds);
  if (input.status === 'disabled' && user.status !== 'disabled') await assertMayRemove(ctx, s, user);
  const sameRoles = (a: string[], b: string[]) => [...a].sort().join() === [...b].sort().join();
  if (
    user.id === s.userId &&
    !sameRoles(
      input.roleIds,
      (await listUserRoles(ctx, s.userId)).map((r) => r.id),
    )
  )
    throw businessError('不能修改当前登录账号自己的角色');
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.updateAccount(trx, user.id, input.version, { name: input.name, mobile: input.mobile, phone: input.phone, status: input.status }))) throw conflict();
    await repo.replaceUserRoles(trx, user.id, input.roleIds);
    if (input.status === 'disabled') await endUserSessions(trx, user.id);
    await writeAudit(trx, { actorId: s.userId, actorName: s.userName, action: 'account.update', target: user.id, detail: { status: input.status, roleIds: input.roleIds }, ip });
  });
  return forForm(ctx, s, user.id);
}

export async function deleteMember(ctx: AppContext, s: SessionContext, id: string, ip: string): Promise<void> {
  const user = await findManaged(ctx, s, id);
  await assertMayRemove(ctx, s, user);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.deleteUser(trx, user.id);
    await writeAudit(trx, { actorId: s.userId, actorName: s.userName, action: 'account.delete', target: user.id, detail: { loginName: user.login_name }, ip });
  });
}

/** Sets a new password for a member (it must score 4); the member's sessions end. */
export async function resetMemberPassword(ctx: AppContext, s: SessionContext, id: string, cipher: string, ip: string): Promise<void> {
  const user = await findManaged(ctx, s, id);
  const passwordHash = await hashPassword(wishedPassword(ctx, cipher), ctx.config.passwordCost);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.updatePasswordHash(trx, user.id, passwordHash);
    await clearLoginAttempts(trx, user.login_name);
    await endUserSessions(trx, user.id);
    await writeAudit(trx, { actorId: s.userId, actorName: s.userName, action: 'account.resetPassword', target: user.id, ip });
  });
}

/** The areas a staff member works in (their data scope), for administrators. */
export async function getStaffAreas(ctx: AppContext, s: SessionContext, id: string): Promise<{ areas: string[] }> {
  await findManaged(ctx, s, id);
  return { areas: await repo.findStaffAreas(ctx.db, id) };
}

/** Sets the areas of an inspection or registry staff member: every code a known area; the old list is replaced in one transaction. */
export async function saveStaffAreas(ctx: AppContext, s: SessionContext, input: { id: string; areas: string[] }, ip: string): Promise<{ areas: string[] }> {
  const user = await findManaged(ctx, s, input.id);
  if (!(await repo.findRolesOfUsers(ctx.db, [user.id])).some((r) => AREA_ROLE_TYPES.includes(r.role_type as RoleType)))
    throw businessError('只有检验机构和登记机关人员需要设置工作区域');
  const areas = [...new Set(input.areas)].sort();
  for (const a of areas) if ((await checkChoice(ctx, 'area', a)) === 'missing') throw badInput(`工作区域${a}不存在`);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.replaceStaffAreas(trx, user.id, areas);
    await writeAudit(trx, { actorId: s.userId, actorName: s.userName, action: 'account.staffAreas', target: user.id, detail: { areas }, ip });
  });
  return { areas };
}
