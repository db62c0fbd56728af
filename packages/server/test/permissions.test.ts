import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { call, createTestApp, loginAs, type TestApp } from './helpers';

describe('route permissions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { register: (app) => app.get('/a/stone/probe/dict', { config: { access: 'system.dict' } }, async () => ({ success: true })) });
  });
  afterAll(() => t.close());

  it('refuses with 403 a caller whose current role lacks the route permission', async () => {
    const res = await call(t, await loginAs(t, 'demo'), 'GET', '/a/stone/probe/dict');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN', errorMsg: '很抱歉，您没有这项操作的权限' });
  });

  it('gives enterprise roles their own account menu but none of the review menus', async () => {
    const roles = (await call(t, await loginAs(t, 'demo'), 'GET', '/a/stone/user/info')).json().data.roleList;
    for (const r of roles) {
      expect(r.menuIdList).toEqual(expect.arrayContaining(['account', 'account.manager', 'account.create']));
      expect(r.menuIdList).not.toEqual(expect.arrayContaining(['account.check']));
      expect(r.menuIdList).not.toContain('account.resetCheck');
      expect(r.menuIdList).not.toContain('system');
    }
  });

  it('lets a role that holds it through', async () => {
    expect((await call(t, await loginAs(t, 'admin'), 'GET', '/a/stone/probe/dict')).statusCode).toBe(200);
  });

  it('follows the current role, not every role the user holds', async () => {
    const t2 = await createTestApp({}, { register: (app) => app.get('/a/stone/probe/construction', { config: { access: 'construction' } }, async () => ({ success: true })) });
    try {
      const demo = await loginAs(t2, 'demo');
      expect((await call(t2, demo, 'GET', '/a/stone/probe/construction')).statusCode).toBe(403);
      await call(t2, demo, 'POST', '/a/stone/user/changeRole', { id: 'role-maintain' });
      expect((await call(t2, demo, 'GET', '/a/stone/probe/construction')).statusCode).toBe(200);
    } finally {
      await t2.close();
    }
  });

  it('answers 401 before looking at the body when there is no session', async () => {
    const res = await call(t, null, 'POST', '/a/stone/user/changeRole', { id: 42 });
    expect(res.statusCode).toBe(401);
  });

  it('refuses to start with a route that declares no access rule and is not public', async () => {
    const app = await buildApp(t.ctx);
    await expect(async () => {
      app.get('/a/stone/unguarded', async () => 'x');
      await app.ready();
    }).rejects.toThrow(/declares no access rule/);
    await app.close();
  });

  it('answers an unknown API path with 404 in the envelope', async () => {
    const res = await call(t, null, 'GET', '/a/stone/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
