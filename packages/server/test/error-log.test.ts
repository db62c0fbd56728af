import { describe, expect, it } from 'vitest';
import { AJAX, loginAs, request, requestRaw } from './helpers';
import { suiteApp } from './suite';

describe('error log', () => {
  const t = suiteApp();

  const entry = (message: string) => ({ type: 'script', code: 0, message, url: 'http://127.0.0.1/home' });

  it('stores an entry from a page without a session', async () => {
    expect((await requestRaw(t, null, 'errorLog.save', entry('login page broke'))).json().success).toBe(true);
    const row = await t.db.selectFrom('error_logs').selectAll().where('message', '=', 'login page broke').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 'script', code: 0, user_id: '', user_name: '' });
  });

  it('takes the user from the session, never from the body', async () => {
    const demo = await loginAs(t, 'demo');
    await requestRaw(t, demo, 'errorLog.save', { ...entry('demo broke'), userId: 'someone-else', userName: '冒名' });
    const row = await t.db.selectFrom('error_logs').selectAll().where('message', '=', 'demo broke').executeTakeFirstOrThrow();
    expect(row.user_name).toBe('张明');
    expect(row.token).toMatch(/^[0-9a-f]{12}$/);
    expect(demo.sessionid).not.toContain(row.token);
  });

  it('refuses bad input', async () => {
    expect((await requestRaw(t, null, 'errorLog.save', { ...entry('x'), type: 'virus' })).json()).toMatchObject({
      success: false,
      code: 'BAD_INPUT',
      errorMsg: '错误类型不正确',
    });
    expect((await requestRaw(t, null, 'errorLog.save', { type: 'script', code: 0, url: '' })).json().errorMsg).toBe('错误信息不能为空');
  });

  it('refuses an oversized report', async () => {
    const res = await requestRaw(t, null, 'errorLog.save', entry('x'.repeat(20_000)));
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('TOO_LARGE');
  });

  it('limits how many reports one caller sends a minute', async () => {
    const who = await loginAs(t, 'inspector');
    const results = [];
    for (let i = 0; i < 32; i++) results.push((await requestRaw(t, who, 'errorLog.save', entry(`loop ${i}`))).json().code ?? 'OK');
    expect(results.slice(0, 30).every((c) => c === 'OK')).toBe(true);
    expect(results.slice(30)).toEqual(['RATE_LIMITED', 'RATE_LIMITED']);
  });

  it('lists every entry for an administrator and only their own for others', async () => {
    const admin = (await request(t, await loginAs(t, 'admin'), 'errorLog.findPage', { pageNo: 1, pageSize: 100 })).json().data;
    expect(admin.list.map((e: { message: string }) => e.message)).toEqual(expect.arrayContaining(['login page broke', 'demo broke']));
    const demo = (await request(t, await loginAs(t, 'demo'), 'errorLog.findPage', { pageNo: 1, pageSize: 10 })).json().data;
    expect(demo.count).toBe(1);
    expect(demo.list[0].message).toBe('demo broke');
    const demo2 = (await request(t, await loginAs(t, 'demo2'), 'errorLog.findPage', { pageNo: 1, pageSize: 10 })).json().data;
    expect(demo2).toMatchObject({ count: 0, list: [] });
  });

  it('pages and filters', async () => {
    const admin = await loginAs(t, 'admin');
    const page2 = (await request(t, admin, 'errorLog.findPage', { pageNo: 2, pageSize: 5, keyword: 'loop' })).json().data;
    expect(page2).toMatchObject({ count: 30, pageNo: 2, pageSize: 5 });
    expect(page2.list).toHaveLength(5);
    const none = (await request(t, admin, 'errorLog.findPage', { pageNo: 1, pageSize: 5, keyword: '100%_' })).json().data;
    expect(none.count).toBe(0);
    await requestRaw(t, null, 'errorLog.save', entry('rate 50%_x of field_name'));
    const literal = async (keyword: string) => (await request(t, admin, 'errorLog.findPage', { pageNo: 1, pageSize: 5, keyword })).json().data.count;
    expect(await literal('50%_x')).toBe(1);
    expect(await literal('field_name')).toBe(1);
    expect(await literal('50%yx')).toBe(0);
    expect(await literal('fieldxname')).toBe(0);
  });

  it('refuses bad paging and no session', async () => {
    const admin = await loginAs(t, 'admin');
    expect((await request(t, admin, 'errorLog.findPage', { pageNo: 1, pageSize: 1000 })).json()).toMatchObject({
      success: false,
      errorMsg: '每页条数不能超过100',
    });
    expect((await request(t, null, 'errorLog.findPage', {})).statusCode).toBe(401);
  });

  it('refuses a report without the header our pages send', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/save_error_logger', payload: entry('x') });
    expect(res.statusCode).toBe(403);
    expect(AJAX['x-requested-with']).toBe('XMLHttpRequest');
  });
});
