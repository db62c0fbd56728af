import type { Insertable } from 'kysely';
import type { Database } from '../../platform/db';
import { updateIfVersion } from '../../platform/db/versioned';
import { containsAny } from '../../platform/db/search';
import type { UserTable } from '../../platform/db/schema';
import { nowIso } from '../../platform/ids';

export function findUserByLoginName(db: Database, loginName: string) {
  return db.selectFrom('users').selectAll().where('login_name', '=', loginName.trim().toLowerCase()).executeTakeFirst();
}

export function findUserById(db: Database, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The roles a user holds, in the order they are offered. */
export function findUserRoles(db: Database, userId: string) {
  return db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select(['r.id', 'r.name', 'r.role_type', 'r.menu_ids'])
    .where('ur.user_id', '=', userId)
    .orderBy('r.sort')
    .orderBy('r.id')
    .execute();
}

/** Active users of a unit with the menu ids of each role they hold. */
export function findUnitUserRoles(db: Database, unitId: string) {
  return db
    .selectFrom('users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select(['u.id', 'r.menu_ids'])
    .where('u.unit_id', '=', unitId)
    .where('u.status', '=', 'active')
    .orderBy('u.id')
    .execute();
}

export async function updateUserProfile(db: Database, userId: string, fields: { name: string; id_card: string; phone: string; mobile: string }): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ ...fields, updated_at: nowIso(), version: eb('version', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

export async function updatePasswordHash(db: Database, userId: string, hash: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ password_hash: hash, updated_at: nowIso(), version: eb('version', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

export async function insertUser(db: Database, row: Insertable<UserTable>, roleIds: string[]): Promise<void> {
  await db.insertInto('users').values(row).execute();
  for (const roleId of roleIds) await db.insertInto('user_roles').values({ user_id: row.id, role_id: roleId }).execute();
}

export async function findAccountPage(db: Database, q: { id?: string; unitId?: string; keyword?: string; status?: string; offset: number; limit: number }) {
  let base = db.selectFrom('users as u').innerJoin('units as n', 'n.id', 'u.unit_id');
  if (q.id) base = base.where('u.id', '=', q.id);
  if (q.unitId) base = base.where('u.unit_id', '=', q.unitId);
  if (q.status) base = base.where('u.status', '=', q.status);
  if (q.keyword) {
    const keyword = q.keyword;
    base = base.where((eb) => containsAny(eb, ['u.login_name', 'u.name', 'u.mobile', 'n.name'], keyword));
  }
  const [rows, total] = await Promise.all([
    base
      .select(['u.id', 'u.login_name', 'u.name', 'u.mobile', 'u.phone', 'u.status', 'u.is_main', 'u.unit_id', 'u.created_at', 'u.version', 'n.name as unit_name'])
      .orderBy('u.is_main', 'desc')
      .orderBy('u.created_at')
      .orderBy('u.id')
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

/** Roles of several users at once, for a page of accounts. */
export function findRolesOfUsers(db: Database, userIds: string[]) {
  if (!userIds.length) return Promise.resolve([]);
  return db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select(['ur.user_id', 'r.id', 'r.name', 'r.role_type', 'r.sort'])
    .where('ur.user_id', 'in', userIds)
    .orderBy('r.sort')
    .orderBy('r.id')
    .execute();
}

export function findRoles(db: Database, ids?: string[]) {
  let q = db.selectFrom('roles').select(['id', 'name', 'role_type', 'menu_ids']);
  if (ids) q = q.where('id', 'in', ids.length ? ids : ['']);
  return q.orderBy('sort').orderBy('id').execute();
}

export async function countActiveMains(db: Database, unitId: string, exceptUserId: string): Promise<number> {
  const r = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('unit_id', '=', unitId)
    .where('is_main', '=', 1)
    .where('status', '=', 'active')
    .where('id', '<>', exceptUserId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Writes an account if it still has the version the editor loaded; returns whether it did. */
export function updateAccount(db: Database, id: string, version: number, fields: { name: string; mobile: string; phone: string; status: string }): Promise<boolean> {
  return updateIfVersion(db, 'users', id, version, { ...fields, updated_at: nowIso() });
}

export async function replaceUserRoles(db: Database, userId: string, roleIds: string[]): Promise<void> {
  await db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  for (const roleId of roleIds) await db.insertInto('user_roles').values({ user_id: userId, role_id: roleId }).execute();
}

export async function deleteUser(db: Database, id: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

export async function findStaffAreas(db: Database, userId: string): Promise<string[]> {
  return (await db.selectFrom('staff_areas').select('area_code').where('user_id', '=', userId).orderBy('area_code').execute()).map((r) => r.area_code);
}

export async function replaceStaffAreas(db: Database, userId: string, areas: readonly string[]): Promise<void> {
  await db.deleteFrom('staff_areas').where('user_id', '=', userId).execute();
  if (areas.length)
    await db
      .insertInto('staff_areas')
      .values(areas.map((area_code) => ({ user_id: userId, area_code })))
      .execute();
}

/** Every active account of a unit, main and sub-accounts: who hears the unit's daily reminders. */
export async function findActiveUserIds(db: Database, unitId: string): Promise<string[]> {
  const rows = await db.selectFrom('users').select('id').where('unit_id', '=', unitId).where('status', '=', 'active').execute();
  return rows.map((r) => r.id);
}

/** The active main accounts of a unit: who hears of what another unit files towards it. */
export async function findMainUserIds(db: Database, unitId: string): Promise<string[]> {
  const rows = await db.selectFrom('users').select('id').where('unit_id', '=', unitId).where('is_main', '=', 1).where('status', '=', 'active').execute();
  return rows.map((r) => r.id);
}
