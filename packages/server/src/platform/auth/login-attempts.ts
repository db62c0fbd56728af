import type { Database } from '../db';
import { nowIso } from '../ids';

/** Wrong passwords a login name may have within the window before it is locked. */
export const MAX_LOGIN_FAILURES = 5;
/** How long a lock lasts, and how long failures are remembered without one. */
export const LOCK_MINUTES = 15;

export interface LoginAttempt {
  /** The attempt may check the password; otherwise the name is locked, until `lockedUntil`. */
  allowed: boolean;
  /** This attempt's number among the failures counted so far (itself included). */
  number: number;
  lockedUntil: string;
}

/**
 * Takes one attempt for a login name, whether or not an account has it, before the password is
 * checked: the count moves in one statement, so parallel guesses get five checks in all, and a name
 * that does not exist behaves like one that does. Failures are forgotten after the window.
 */
export async function takeLoginAttempt(db: Database, loginName: string): Promise<LoginAttempt> {
  const now = nowIso();
  const window = nowIso(Date.now() + LOCK_MINUTES * 60_000);
  const row = await db
    .insertInto('login_attempts')
    .values({ login_name: loginName, failures: 1, locked_until: null, expires_at: window })
    .onConflict((oc) =>
      oc.column('login_name').doUpdateSet((eb) => {
        const lapsed = eb('login_attempts.expires_at', '<=', now);
        return {
          failures: eb
            .case()
            .when(lapsed)
            .then(1)
            .else(eb('login_attempts.failures', '+', 1))
            .end(),
          locked_until: eb.case().when(lapsed).then(null).else(eb.ref('login_attempts.locked_until')).end(),
          // A lock keeps its own end; otherwise the window runs from the newest attempt.
          expires_at: eb.case().when('login_attempts.locked_until', '>', now).then(eb.ref('login_attempts.expires_at')).else(window).end(),
        };
      }),
    )
    .returning(['failures', 'locked_until'])
    .executeTakeFirstOrThrow();
  const number = Number(row.failures);
  const locked = (row.locked_until !== null && row.locked_until > now) || number > MAX_LOGIN_FAILURES;
  return { allowed: !locked, number, lockedUntil: row.locked_until ?? window };
}

/** The attempt failed: the one that reaches the limit locks the name. Returns the lock's end, if any. */
export async function failLoginAttempt(db: Database, loginName: string, attempt: LoginAttempt): Promise<string | null> {
  if (attempt.number < MAX_LOGIN_FAILURES) return null;
  const until = nowIso(Date.now() + LOCK_MINUTES * 60_000);
  await db.updateTable('login_attempts').set({ locked_until: until, expires_at: until }).where('login_name', '=', loginName).where('locked_until', 'is', null).execute();
  return until;
}

/** A right password, a reset or a new password: the name starts with a clean count. */
export async function clearLoginAttempts(db: Database, loginName: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('login_name', '=', loginName).execute();
}

/** Forgets counts whose window and lock have passed, so names that never existed do not pile up. */
export async function purgeLoginAttempts(db: Database): Promise<number> {
  const r = await db.deleteFrom('login_attempts').where('expires_at', '<=', nowIso()).executeTakeFirst();
  return Number(r.numDeletedRows);
}
