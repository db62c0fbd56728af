import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { call, loginAs, request, requestRaw } from './helpers';
import { suiteApp } from './suite';

describe('route permissions', () => {
  const t = suiteApp();

  // 字典维护 (system.dict) is the administrators'.
  const dictPage = (who: Awaited<ReturnType<typeof loginAs>>) => request(t, who, 'dict.findPage', { type: 'unit_type', pageNo: 1, pageSize: 5 });

  it('refuses with 403 a caller whose current role lacks the route permission', async () => {
    const res = await dictPage(await loginAs(t, 'demo'));
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

  it("offers an administrator every menu but the interactions, which are a unit's and a body's", async () => {
    const [admin] = (await call(t, await loginAs(t, 'admin'), 'GET', '/a/stone/user/info')).json().data.roleList;
    expect(admin.menuIdList).toEqual(expect.arrayContaining(['account.check', 'registry.useRegist', 'inspection.queue', 'system.dict']));
    expect(admin.menuIdList).not.toContain('companyService.interaction');
    expect(admin.menuIdList).not.toContain('inspection.interaction');
  });

  it('lets a role that holds it through', async () => {
    expect((await dictPage(await loginAs(t, 'admin'))).json()).toMatchObject({ success: true });
  });

  it('follows the current role, not every role the user holds', async () => {
    // 新增设备 (equipment.add) belongs to the use role, not to the maintenance role demo also holds.
    const demo = await loginAs(t, 'demo');
    const add = () => requestRaw(t, demo, 'equipment.add', {});
    expect((await add()).json()).toMatchObject({ success: false, code: 'BAD_INPUT' });
    await request(t, demo, 'user.changeRole', { id: 'role-maintain' });
    expect((await add()).statusCode).toBe(403);
  });

  it('answers 401 before looking at the body when there is no session', async () => {
    const res = await requestRaw(t, null, 'user.changeRole', { id: 42 });
    expect(res.statusCode).toBe(401);
  });

  it('refuses to start with an API route that is not in the endpoint table', async () => {
    const app = await buildApp(t.ctx);
    await expect(async () => {
      app.get('/a/stone/unguarded', async () => 'x');
      await app.ready();
    }).rejects.toThrow(/not in the contract's endpoint table/);
    await app.close();
  });

  it('answers an unknown API path with 404 in the envelope', async () => {
    const res = await call(t, null, 'GET', '/a/stone/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
