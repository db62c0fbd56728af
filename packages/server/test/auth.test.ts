import { describe, expect, it } from 'vitest';
import { saveCaptcha } from '../src/platform/captcha/store';
import { nowIso, sha256 } from '../src/platform/ids';
import { call, cookieHeader, encrypt, loginAs, postLogin } from './helpers';
import { suiteApp } from './suite';

describe('POST /a/login', () => {
  const t = suiteApp();

  it('logs in, sets both session ids as HttpOnly cookies, and answers only a reference to them', async () => {
    const res = await postLogin(t, { username: 'demo', password: encrypt(t, 'Demo@123456') });
    const body = res.json();
    expect(body.success).toBe(true);
    const sid = res.cookies.find((c) => c.name === 'portal_sid')!;
    const esid = res.cookies.find((c) => c.name === 'portal_esid')!;
    expect(sid.value).toMatch(/^[\w-]{40,}$/);
    expect(body.data).toEqual({ sessionid: sha256(sid.value).slice(0, 16), extendSessionId: sha256(esid.value).slice(0, 16) });
    expect(res.body).not.toContain(sid.value);
    expect(res.body).not.toContain(esid.value);
    expect(sid.httpOnly).toBe(true);
    expect(sid.sameSite).toBe('Lax');
    const info = await t.app.inject({ method: 'GET', url: '/a/stone/user/info', headers: { cookie: cookieHeader(res) } });
    expect(info.json().data.user.loginName).toBe('demo');
  });

  it('takes the login name without regard to case', async () => {
    const res = await postLogin(t, { username: 'DEMO', password: encrypt(t, 'Demo@123456') });
    expect(res.json().success).toBe(true);
  });

  it('issues new session ids at every login', async () => {
    const a = await loginAs(t, 'demo2');
    const b = await loginAs(t, 'demo2');
    expect(a.sessionid).not.toBe(b.sessionid);
    expect(a.extendSessionId).not.toBe(b.extendSessionId);
  });

  it('never takes the session ids from the address, only from the cookies', async () => {
    const who = await loginAs(t, 'demo');
    const q = new URLSearchParams({ sessionid: who.sessionid, extendSessionId: who.extendSessionId });
    expect((await t.app.inject({ method: 'GET', url: `/a/stone/user/info?${q.toString()}` })).statusCode).toBe(401);
    expect((await call(t, who, 'GET', '/a/stone/user/info')).json().data.user.loginName).toBe('demo');
  });

  it('gives one message for an unknown user and a wrong password', async () => {
    const unknown = (await postLogin(t, { username: 'nobody', password: encrypt(t, 'Whatever@123') })).json();
    const wrong = (await postLogin(t, { username: 'inspector', password: encrypt(t, 'Wrong@123456') })).json();
    expect(unknown.success).toBe(false);
    expect(unknown.errorMsg).toBe('用户名或密码错误');
    expect(wrong.errorMsg).toBe(unknown.errorMsg);
    expect(wrong.errmsg).toBe(wrong.errorMsg);
  });

  it('refuses bad input with a Chinese message', async () => {
    const noName = (await postLogin(t, { username: '', password: encrypt(t, 'x') })).json();
    expect(noName).toMatchObject({ success: false, code: 'BAD_INPUT', errorMsg: '用户名不能为空' });
    const notCipher = (await postLogin(t, { username: 'demo', password: 'Demo@123456' })).json();
    expect(notCipher).toMatchObject({ success: false, errorMsg: '密码格式不正确，请刷新页面后重试' });
  });

  it('refuses a login form posted without the header our pages send', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/a/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: 'demo', password: encrypt(t, 'Demo@123456') }).toString(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF');
  });

  it('locks the account after five failures in a row, for fifteen minutes', async () => {
    for (let i = 0; i < 4; i++) expect((await postLogin(t, { username: 'demo2', password: encrypt(t, 'Bad@1234567') })).json().errorMsg).toBe('用户名或密码错误');
    const fifth = (await postLogin(t, { username: 'demo2', password: encrypt(t, 'Bad@1234567') })).json();
    expect(fifth).toMatchObject({ success: false, code: 'LOCKED' });
    expect(fifth.errorMsg).toContain('15分钟');
    const evenRight = (await postLogin(t, { username: 'demo2', password: encrypt(t, 'Demo2@123456') })).json();
    expect(evenRight.code).toBe('LOCKED');
    // Fifteen minutes later the lock has passed.
    const past = nowIso(Date.now() - 1000);
    await t.db.updateTable('login_attempts').set({ locked_until: past, expires_at: past }).where('login_name', '=', 'demo2').execute();
    expect((await postLogin(t, { username: 'demo2', password: encrypt(t, 'Demo2@123456') })).json().success).toBe(true);
  });

  it('a success in between starts the count again', async () => {
    await t.db.deleteFrom('login_attempts').where('login_name', '=', 'inspector').execute();
    for (let i = 0; i < 4; i++) await postLogin(t, { username: 'inspector', password: encrypt(t, 'Bad@1234567') });
    await loginAs(t, 'inspector');
    for (let i = 0; i < 4; i++) expect((await postLogin(t, { username: 'inspector', password: encrypt(t, 'Bad@1234567') })).json().code).toBe('BUSINESS');
  });

  it('tells a disabled or not yet approved account why, once the password is right', async () => {
    await t.db.updateTable('users').set({ status: 'disabled' }).where('login_name', '=', 'legacy').execute();
    expect((await postLogin(t, { username: 'legacy', password: encrypt(t, 'legacy123') })).json().errorMsg).toContain('停用');
    expect((await postLogin(t, { username: 'legacy', password: encrypt(t, 'wrong123') })).json().errorMsg).toBe('用户名或密码错误');
    await t.db.updateTable('users').set({ status: 'pending' }).where('login_name', '=', 'legacy').execute();
    expect((await postLogin(t, { username: 'legacy', password: encrypt(t, 'legacy123') })).json().errorMsg).toContain('审核');
    await t.db.updateTable('users').set({ status: 'active' }).where('login_name', '=', 'legacy').execute();
  });

  it('ends live sessions of an account that is disabled', async () => {
    const who = await loginAs(t, 'legacy');
    await t.db.updateTable('users').set({ status: 'disabled' }).where('login_name', '=', 'legacy').execute();
    expect((await call(t, who, 'GET', '/a/stone/user/info')).statusCode).toBe(401);
    await t.db.updateTable('users').set({ status: 'active' }).where('login_name', '=', 'legacy').execute();
  });

  it('upgrades a hash of lower cost at login', async () => {
    const before = (await t.db.selectFrom('users').select('password_hash').where('login_name', '=', 'legacy').executeTakeFirstOrThrow()).password_hash;
    t.ctx.config.passwordCost = 1500;
    await loginAs(t, 'legacy');
    t.ctx.config.passwordCost = 1000;
    const after = (await t.db.selectFrom('users').select('password_hash').where('login_name', '=', 'legacy').executeTakeFirstOrThrow()).password_hash;
    expect(before.split('$')[1]).toBe('1000');
    expect(after.split('$')[1]).toBe('1500');
    await loginAs(t, 'legacy');
  });
});

describe('sessions', () => {
  const t = suiteApp();

  it('refuses an expired session', async () => {
    const who = await loginAs(t, 'demo');
    await t.db
      .updateTable('sessions')
      .set({ expires_at: nowIso(Date.now() - 1) })
      .execute();
    const res = await call(t, who, 'GET', '/a/stone/user/info');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  });

  it('slides the expiry forward with use', async () => {
    const who = await loginAs(t, 'demo');
    const soon = nowIso(Date.now() + 3600_000);
    const mine = t.db.selectFrom('sessions').select('expires_at').where('id', '=', sha256(who.sessionid));
    await t.db.updateTable('sessions').set({ expires_at: soon }).where('id', '=', sha256(who.sessionid)).execute();
    await call(t, who, 'GET', '/a/stone/user/info');
    const row = await mine.executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at)).toBeGreaterThan(Date.now() + 23 * 3600_000);
  });

  it('stores only hashes of the session ids', async () => {
    const who = await loginAs(t, 'demo');
    const rows = await t.db.selectFrom('sessions').selectAll().execute();
    expect(rows.some((r) => r.id === who.sessionid || r.ext_hash === who.extendSessionId)).toBe(false);
  });

  it('logout ends the session on the server and clears the cookies', async () => {
    const who = await loginAs(t, 'demo');
    const res = await call(t, who, 'GET', '/a/logout');
    expect(res.json().success).toBe(true);
    expect(res.cookies.find((c) => c.name === 'portal_sid')?.value).toBe('');
    expect((await call(t, who, 'GET', '/a/stone/user/info')).statusCode).toBe(401);
  });

  it('logout is refused without the header our pages send, so a link elsewhere cannot log anyone out', async () => {
    const who = await loginAs(t, 'demo');
    const res = await t.app.inject({ method: 'GET', url: '/a/logout', headers: { cookie: who.cookie } });
    expect(res.statusCode).toBe(403);
    expect((await call(t, who, 'GET', '/a/stone/user/info')).statusCode).toBe(200);
  });
});

describe('captcha', () => {
  const t = suiteApp({ CAPTCHA: 'image' });

  it('serves a PNG, remembers the answer for this browser only, and never sends it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/a/stone/common/images/captcha' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(res.headers['cache-control']).toBe('no-store');
    const cookie = res.cookies.find((c) => c.name === 'portal_cid')!;
    expect(cookie.httpOnly).toBe(true);
    const rows = await t.db.selectFrom('captchas').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].id).not.toBe(cookie.value);
  });

  it("a new image replaces the browser's previous answer", async () => {
    const first = await t.app.inject({ method: 'GET', url: '/a/stone/common/images/captcha' });
    const before = (await t.db.selectFrom('captchas').select('id').execute()).length;
    await t.app.inject({ method: 'GET', url: '/a/stone/common/images/captcha', headers: { cookie: cookieHeader(first) } });
    expect((await t.db.selectFrom('captchas').select('id').execute()).length).toBe(before);
  });

  const withCaptcha = async (answer: string) => {
    const id = `cid-${Math.random()}`;
    await saveCaptcha(t.db, id, answer);
    return { cookie: `portal_cid=${id}` };
  };

  it('refuses a wrong code with 验证码错误, accepts the right one in any case', async () => {
    const c1 = await withCaptcha('aB3d');
    const wrong = await postLogin(t, { username: 'demo', password: encrypt(t, 'Demo@123456'), validateCode: 'xxxx' }, c1);
    expect(wrong.json()).toMatchObject({ success: false, code: 'CAPTCHA', errorMsg: '验证码错误' });
    const c2 = await withCaptcha('aB3d');
    const right = await postLogin(t, { username: 'demo', password: encrypt(t, 'Demo@123456'), validateCode: 'AB3D' }, c2);
    expect(right.json().success).toBe(true);
  });

  it('uses a captcha once: the same answer again is refused', async () => {
    const c = await withCaptcha('k7Pw');
    expect((await postLogin(t, { username: 'demo', password: encrypt(t, 'Demo@123456'), validateCode: 'k7Pw' }, c)).json().success).toBe(true);
    const again = await postLogin(t, { username: 'demo', password: encrypt(t, 'Demo@123456'), validateCode: 'k7Pw' }, c);
    expect(again.json().errorMsg).toBe('验证码错误');
  });

  it('a wrong try also uses it up', async () => {
    const c = await withCaptcha('m4Tx');
    await postLogin(t, { username: 'demo', password: encrypt(t, 'Demo@123456'), validateCode: 'nope' }, c);
    expect((await postLogin(t, { username: 'demo', password: encrypt(t, 'Demo@123456'), validateCode: 'm4Tx' }, c)).json().errorMsg).toBe('验证码错误');
  });

  it('refuses an expired captcha', async () => {
    const c = await withCaptcha('h8Rn');
    await t.db
      .updateTable('captchas')
      .set({ expires_at: nowIso(Date.now() - 1) })
      .execute();
    expect((await postLogin(t, { username: 'demo', password: encrypt(t, 'Demo@123456'), validateCode: 'h8Rn' }, c)).json().errorMsg).toBe('验证码错误');
  });

  it('refuses a login with no captcha at all', async () => {
    expect((await postLogin(t, { username: 'demo', password: encrypt(t, 'Demo@123456'), validateCode: '' })).json().errorMsg).toBe('验证码错误');
  });
});

describe('single sign-on not configured', () => {
  const t = suiteApp();
  it('says so', async () => {
    expect((await postLogin(t, { ssotoken: 'x.y.z' })).json().errorMsg).toBe('本平台未启用单点登录');
  });
});

describe('GET /a/stone/common/clientConfig', () => {
  const t = suiteApp({ CITY_NAME: '温州市' });
  it('answers the title from CITY_NAME, the captcha mode and the SM2 public key, without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/a/stone/common/clientConfig' });
    expect(res.json().data).toMatchObject({ title: '温州市特种设备企业服务平台', captcha: 'off', publicKey: expect.stringMatching(/^04[0-9a-f]{128}$/) });
    expect(JSON.stringify(res.json())).not.toContain(t.ctx.sm2.privateKey);
  });
});
