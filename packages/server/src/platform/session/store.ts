import type { RoleType } from '@portal/contract';
import type { Database } from '../db';
import { fixedQuery } from '../db/fixed-query';
import { newToken, nowIso, sha256 } from '../ids';

export interface SessionIds {
  sessionid: string;
  extendSessionId: string;
}

/** What a request knows about its caller once the session is found. */
export interface SessionContext {
  /** Hash of the session id: the row key, safe to keep in memory and logs. */
  key: string;
  userId: string;
  unitId: string;
  loginName: string;
  userName: string;
  isMain: boolean;
  roleId: string | null;
  roleType: RoleType | null;
  menuIds: ReadonlySet<string>;
  /**
   * The version of what the unit's own lists show (migration 0048), read with the session so a kept answer costs no
   * second query. Absent for a session not read from a request.
   */
  unitVersion?: number;
}

/** Starts a session: two fresh random ids, only their hashes stored. */
export async function createSession(db: Database, input: { userId: string; roleId: string | null; ttlHours: number; ip: string; userAgent: string }): Promise<SessionIds> {
  const ids = { sessionid: newToken(), extendSessionId: newToken() };
  const now = Date.now();
  await db
    .insertInto('sessions')
    .values({
      id: sha256(ids.sessionid),
      ext_hash: sha256(ids.extendSessionId),
      user_id: input.userId,
      role_id: input.roleId,
      created_at: nowIso(now),
      expires_at: nowIso(now + input.ttlHours * 3600_000),
      ip: input.ip.slice(0, 64),
      user_agent: input.userAgent.slice(0, 300),
    })
    .execute();
  return ids;
}

/**
 * What the login answer says about the session under the spec's field names: a reference (the start
 * of each id's hash) that names it in logs and support calls but cannot be used as it.
 */
export const sessionReference = (ids: SessionIds): SessionIds => ({ sessionid: sha256(ids.sessionid).slice(0, 16), extendSessionId: sha256(ids.extendSessionId).slice(0, 16) });

/** Extend a sliding session at most once a minute, so reads do not each cost a write. */
const SLIDE_STEP_MS = 60_000;

/** Roles are few and their menus change rarely: each distinct menu list is parsed once (read only, shared). */
const menuSets = new Map<string, ReadonlySet<string>>();
const MENU_SETS_KEPT = 500;

function menuSet(menuIds: string | null): ReadonlySet<string> {
  const text = menuIds ?? '[]';
  let set = menuSets.get(text);
  if (!set) {
    if (menuSets.size >= MENU_SETS_KEPT) menuSets.clear();
    set = new Set(JSON.parse(text) as string[]);
    menuSets.set(text, set);
  }
  return set;
}

/** The session row with its user's unit, its role and the unit's version: every request reads it. */
const sessionRow = fixedQuery((db: Database, key: string) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('roles as r', 'r.id', 's.role_id')
    .leftJoin('unit_versions as v', 'v.unit_id', 'u.unit_id')
    .select([
      'v.version as unit_version',
      's.ext_hash',
      's.expires_at',
      's.role_id',
      'u.id as user_id',
      'u.unit_id',
      'u.login_name',
      'u.name',
      'u.is_main',
      'u.status',
      'r.role_type',
      'r.menu_ids',
    ])
    .where('s.id', '=', key),
);

/**
 * Finds the live session both ids belong to, with its user's unit and current role. A session of
 * a user who is no longer active is not live. Its expiry slides forward with use.
 */
export async function findSession(db: Database, ids: Partial<SessionIds>, ttlHours: number): Promise<SessionContext | null> {
  if (!ids.sessionid || !ids.extendSessionId) return null;
  const key = sha256(ids.sessionid);
  const now = Date.now();
  const [row] = await sessionRow(db, key);
  const expires = row ? Date.parse(row.expires_at) : 0;
  if (!row || row.ext_hash !== sha256(ids.extendSessionId) || expires <= now || row.status !== 'active') return null;

  const ttlMs = ttlHours * 3600_000;
  if (expires - now < ttlMs - SLIDE_STEP_MS)
    await db
      .updateTable('sessions')
      .set({ expires_at: nowIso(now + ttlMs) })
      .where('id', '=', key)
      .execute();

  return {
    key,
    userId: row.user_id,
    unitId: row.unit_id,
    loginName: row.login_name,
    userName: row.name,
    isMain: row.is_main === 1,
    roleId: row.role_id,
    roleType: (row.role_type as RoleType | null) ?? null,
    menuIds: menuSet(row.menu_ids),
    unitVersion: row.unit_version ?? 0,
  };
}

export async function setSessionRole(db: Database, key: string, roleId: string): Promise<void> {
  await db.updateTable('sessions').set({ role_id: roleId }).where('id', '=', key).execute();
}

export async function endSession(db: Database, key: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', key).execute();
}

/** Ends every session of a user (password change, reset, disabling). */
export async function endUserSessions(db: Database, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export async function purgeExpiredSessions(db: Database): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', nowIso()).execute();
}
