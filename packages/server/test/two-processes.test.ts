import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_LOGIN_FAILURES } from '../src/platform/auth/login-attempts';
import { AJAX, cookieHeader, createTestApp, encrypt, joinTestApp, postLogin, type TestApp } from './helpers';

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

  it("shows a unit's list as the other left it, at once, however the record or the unit's name was changed", async () => {
    const demo = cookieHeader(await tryLogin(a, 'Demo@123456', await captchaFrom(a)));
    const demo2 = cookieHeader(await tryLogin(a, 'Demo2@123456', await captchaFrom(a), 'demo2'));
    const list = async (t: TestApp, cookie: string) =>
      (await t.app.inject({ method: 'POST', url: '/a/stone/eqm/findPage', headers: { cookie, ...AJAX }, payload: { pageNo: 1, pageSize: 100 } })).json().data as {
        count: number;
        list: { id: string; unitName: string; address: string; productName: string; typeCode: string; internalNo: string }[];
      };
    const row = async (t: TestApp, cookie: string, id: string) => (await list(t, cookie)).list.find((r) => r.id === id);
    const before = await list(a, demo);
    // An elevator whose record is complete, so the form takes it back as it is.
    const { id } = before.list.find((r) => r.typeCode === '3000' && r.internalNo)!;
    expect(await list(a, demo)).toEqual(before);

    // Through the other process's equipment form.
    const post = (url: string, payload: object) => b.app.inject({ method: 'POST', url, headers: { cookie: demo, ...AJAX }, payload });
    const record = (await post('/a/stone/eqm/get', { id, forEdit: true })).json().data;
    const dates = { lastInspectionDate: record.lastInspectionDate ?? '', nextInspectionDate: record.nextInspectionDate ?? '' };
    expect((await post('/a/stone/eqm/change', { ...record, ...dates, productName: '另一进程改过的名称' })).json().errorMsg).toBeUndefined();
    expect((await row(a, demo, id))?.productName).toBe('另一进程改过的名称');

    // Straight in the database, as any decision's transaction writes: an address, a transfer, the unit's name.
    await b.db.updateTable('equipment').set({ address: '另一进程写入的地址' }).where('id', '=', id).execute();
    expect((await row(a, demo, id))?.address).toBe('另一进程写入的地址');
    const demo2Before = await list(a, demo2);
    const demo2Unit = (await b.db.selectFrom('users').select('unit_id').where('login_name', '=', 'demo2').executeTakeFirstOrThrow()).unit_id;
    await b.db.updateTable('equipment').set({ unit_id: demo2Unit }).where('id', '=', id).execute();
    expect((await list(a, demo)).count).toBe(before.count - 1);
    expect(await row(a, demo, id)).toBeUndefined();
    expect((await list(a, demo2)).count).toBe(demo2Before.count + 1);
    await b.db.updateTable('units').set({ name: '宁波鄞州恒力机械制造股份有限公司' }).where('id', '=', demo2Unit).execute();
    expect((await row(a, demo2, id))?.unitName).toBe('宁波鄞州恒力机械制造股份有限公司');
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
