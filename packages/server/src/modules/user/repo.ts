import type { Database } from '../../platform/db';
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

/** Counts one more failed login; returns the new count. */
export async function incrementLoginFailures(db: Database, userId: string): Promise<number> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ failed_count: eb('failed_count', '+', 1) }))
    .where('id', '=', userId)
    .returning('failed_count')
    .executeTakeFirstOrThrow();
  return row.failed_count;
}

export async function lockUser(db: Database, userId: string, until: string): Promise<void> {
  await db.updateTable('users').set({ failed_count: 0, locked_until: until }).where('id', '=', userId).execute();
}

export async function clearLoginFailures(db: Database, userId: string): Promise<void> {
  await db.updateTable('users').set({ failed_count: 0, locked_until: null }).where('id', '=', userId).execute();
}

export async function updateUserProfile(
  db: Database,
  userId: string,
  fields: { name: string; id_card: string; phone: string; mobile: string },
): Promise<void> {
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

export async function insertUser(db: Database, row: UserTable, roleIds: string[]): Promise<void> {
  await db.insertInto('users').values(row).execute();
  for (const roleId of roleIds) await db.insertInto('user_roles').values({ user_id: row.id, role_id: roleId }).execute();
}
