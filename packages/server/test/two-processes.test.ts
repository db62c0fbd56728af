import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_LOGIN_FAILURES } from '../src/platform/auth/login-attempts';
import { cookieHeader, createTestApp, encrypt, joinTestApp, postLogin, type TestApp } from './helpers';

// Every image says the same, so a test can answer it; where the answer is kept is what is tested.
vi.mock('../src/platform/captcha/image', () => ({ drawCaptcha: async () => ({ text: 'k7Pw', png: Buffer.from('png') }) }));

/** WORKERS > 1 runs several processes on one database: what one remembers, the others must honour. */
describe('two server processes on one database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ CAPTCHA: 'image', DATABASE_URL: `sqlite:${join(mkdtempSync(join(tmpdir(), 'portal-two-')), 'shared.sqlite')}` });
    b = await joinTestApp(a);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const captchaFrom = async (t: TestApp) => ({ cookie: cookieHeader(await t.app.inject({ method: 'GET', url: '/a/stone/common/images/captcha' })) });
  const tryLogin = (t: TestApp, password: string, captcha: { cookie: string }, username = 'demo') =>
    postLogin(t, { username, password: encrypt(t, password), validateCode: 'k7Pw' }, captcha);

  it('takes the answer to a captcha drawn by one at the other, once', async () => {
    const captcha = await captchaFrom(a);
    expect((await tryLogin(b, 'Demo@123456', captcha)).json().success).toBe(true);
    expect((await tryLogin(a, 'Demo@123456', captcha)).json().errorMsg).toBe('验证码错误');
  });

  it('honours a session made by one at the other, and a logout at either ends it for both', async () => {
    const cookie = cookieHeader(await tryLogin(a, 'Demo@123456', await captchaFrom(a)));
    const info = (t: TestApp) => t.app.inject({ method: 'GET', url: '/a/stone/user/info', headers: { cookie } });
    expect((await info(b)).statusCode).toBe(200);
    expect((await b.app.inject({ method: 'GET', url: '/a/logout', headers: { cookie, 'x-requested-with': 'XMLHttpRequest' } })).json().success).toBe(true);
    expect((await info(a)).statusCode).toBe(401);
  });

  it('counts wrong passwords over both, so the lock holds whichever process answers', async () => {
    for (let i = 0; i < MAX_LOGIN_FAILURES; i++) {
      const t = i % 2 ? b : a;
      expect((await tryLogin(t, 'Wrong@123456', await captchaFrom(t), 'demo2')).json().success).toBe(false);
    }
    const right = await tryLogin(a, 'Demo2@123456', await captchaFrom(a), 'demo2');
    expect(right.json().code).toBe('LOCKED');
  });
});
