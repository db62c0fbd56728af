import { describe, expect, it } from 'vitest';
import { MAX_LOGIN_FAILURES, takeLoginAttempt } from '../src/platform/auth/login-attempts';
import { encrypt, postLogin } from './helpers';
import { suiteApp } from './suite';

/** Attacks on the login: parallel guessing past the lock, and telling a locked account from a missing one. */
describe('security: login lockout', () => {
  const t = suiteApp();

  const attempt = async (username: string, password: string) => {
    const body = (await postLogin(t, { username, password: encrypt(t, password) })).json();
    return { code: body.code as string, message: (body.errorMsg as string).replace(/\d+分钟/, 'N分钟') };
  };

  it('lets twenty parallel attempts on one name check the password five times in all', async () => {
    const taken = await Promise.all(Array.from({ length: 20 }, () => takeLoginAttempt(t.db, 'parallel-name')));
    expect(taken.filter((a) => a.allowed)).toHaveLength(MAX_LOGIN_FAILURES);
    expect(taken.map((a) => a.number).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('keeps a name locked after a parallel burst of wrong passwords, even for the right one', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => attempt('demo2', 'Wrong@123456')));
    expect(answers.filter((a) => a.code === 'BUSINESS')).toHaveLength(MAX_LOGIN_FAILURES - 1);
    expect(answers.filter((a) => a.code === 'LOCKED')).toHaveLength(20 - MAX_LOGIN_FAILURES + 1);
    expect((await attempt('demo2', 'Demo2@123456')).code).toBe('LOCKED');
  });

  it('answers a name without an account exactly as one with an account, through the lock', async () => {
    const existing: unknown[] = [];
    const missing: unknown[] = [];
    for (let i = 0; i < MAX_LOGIN_FAILURES + 2; i++) {
      existing.push(await attempt('inspector', 'Wrong@123456'));
      missing.push(await attempt('nobody-here', 'Wrong@123456'));
    }
    expect(missing).toEqual(existing);
    expect(existing.at(-1)).toEqual({ code: 'LOCKED', message: `连续${MAX_LOGIN_FAILURES}次登录失败，账号已锁定，请N分钟后再试` });
    // Locked, the right password gets the same answer as any other.
    expect(await attempt('inspector', 'Jianyan@123456')).toEqual(existing.at(-1));
  });

  it('forgets the counts of names that have had no attempt for a window, so guessed names do not pile up', async () => {
    const { purgeLoginAttempts } = await import('../src/platform/auth/login-attempts');
    await t.db.updateTable('login_attempts').set({ expires_at: '2000-01-01T00:00:00.000Z', locked_until: null }).where('login_name', '=', 'parallel-name').execute();
    expect(await purgeLoginAttempts(t.db)).toBe(1);
    expect(await t.db.selectFrom('login_attempts').select('login_name').where('login_name', '=', 'parallel-name').execute()).toEqual([]);
  });
});
