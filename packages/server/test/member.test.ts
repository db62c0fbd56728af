import { describe, expect, it } from 'vitest';
import { call, encrypt, loginAs, postLogin, type Caller, request } from './helpers';
import { signedIn, suiteApp } from './suite';

describe('member accounts', () => {
  const t = suiteApp();
  const [demo, admin] = signedIn(t, 'demo', 'admin');

  const create = (who: Caller | null, over: Record<string, unknown> = {}) =>
    request(t, who, 'member.createAccount', {
      loginName: 'mdwy_zhang',
      name: '张工',
      mobile: '13700000001',
      phone: '',
      roleIds: ['role-use'],
      password: encrypt(t, 'Member@2026'),
      ...over,
    });
  const list = async (who: Caller, body: object = {}) => (await request(t, who, 'member.findAccounts', { pageNo: 1, pageSize: 50, ...body })).json().data;
  const update = (who: Caller, acc: { id: string; version: number }, over: Record<string, unknown>) =>
    request(t, who, 'member.updateAccount', {
      id: acc.id,
      name: '张工',
      mobile: '13700000001',
      phone: '',
      roleIds: ['role-use'],
      status: 'active',
      version: acc.version,
      ...over,
    });

  it('offers a main account only the roles it holds', async () => {
    const roles = (await call(t, demo, 'GET', '/a/stone/account/assignableRoles')).json().data;
    expect(roles.map((r: { id: string }) => r.id)).toEqual(['role-use', 'role-maintain']);
    expect((await call(t, admin, 'GET', '/a/stone/account/assignableRoles')).json().data.map((r: { id: string }) => r.id)).toEqual([
      'role-admin',
      'role-use',
      'role-maintain',
      'role-inspect',
      'role-registry',
      'role-construct',
      'role-finance',
      'role-manufacture',
      'role-detect',
    ]);
  });

  it('a main account creates a sub-account that logs in with only the roles given', async () => {
    const created = (await create(demo)).json();
    expect(created.data).toMatchObject({
      loginName: 'mdwy_zhang',
      isMain: false,
      status: 'active',
      unitName: '宁波海曙明达物业管理有限公司',
      roles: [{ id: 'role-use', name: '使用单位' }],
    });
    const sub = await loginAs(t, 'mdwy_zhang', 'Member@2026');
    const info = (await call(t, sub, 'GET', '/a/stone/user/info')).json().data;
    expect(info.roleList.map((r: { id: string }) => r.id)).toEqual(['role-use']);
    expect(info.user.isMainAccount).toBe(false);
    expect((await list(demo)).list.map((a: { loginName: string }) => a.loginName)).toEqual(['demo', 'legacy', 'mdwy_zhang']);
  });

  it('lists mobiles masked; the edit form reads one in full, and that read is audited', async () => {
    const listed = (await list(demo)).list.find((a: { loginName: string }) => a.loginName === 'mdwy_zhang');
    expect(listed.mobile).toBe('137****0001');
    const audited = () => t.db.selectFrom('audit_log').select('id').where('action', '=', 'account.readPersonal').where('target', '=', listed.id).execute();
    expect(await audited()).toHaveLength(0);
    expect((await request(t, demo, 'member.getAccount', { id: listed.id })).json().data.mobile).toBe('13700000001');
    expect(await audited()).toHaveLength(1);
  });

  it('refuses giving a role the caller does not hold, a taken login name, a weak password, bad fields', async () => {
    expect((await create(demo, { loginName: 'mdwy_admin', roleIds: ['role-admin'] })).statusCode).toBe(403);
    expect((await create(demo, { loginName: 'DEMO2' })).json().errorMsg).toBe('该登录账号已被使用，请更换');
    expect((await create(demo, { loginName: 'mdwy_weak', password: encrypt(t, 'weak12345') })).json().errorMsg).toBe('密码杂度低请重新输入');
    expect((await create(demo, { loginName: 'mdwy_x', mobile: '123' })).json().errorMsg).toBe('请输入有效的手机号码');
    expect((await create(demo, { loginName: 'mdwy_x', roleIds: [] })).json().errorMsg).toBe('请至少选择一个角色');
    expect((await create(demo, { loginName: 'x' })).json().errorMsg).toBe('登录账号为4-32位字母、数字或下划线，以字母开头');
  });

  it('edits roles and status; disabling ends the sessions; version catches a stale edit', async () => {
    const acc = (await list(demo, { keyword: 'mdwy_zhang' })).list[0];
    const sub = await loginAs(t, 'mdwy_zhang', 'Member@2026');
    const res = (await update(demo, acc, { roleIds: ['role-use', 'role-maintain'], status: 'disabled', name: '张工程师' })).json();
    expect(res.data).toMatchObject({ name: '张工程师', status: 'disabled', roles: [{ id: 'role-use' }, { id: 'role-maintain' }] });
    expect((await call(t, sub, 'GET', '/a/stone/user/info')).statusCode).toBe(401);
    expect((await postLogin(t, { username: 'mdwy_zhang', password: encrypt(t, 'Member@2026') })).json().errorMsg).toContain('停用');
    expect((await update(demo, acc, { status: 'active' })).json().code).toBe('CONFLICT');
    expect((await update(demo, res.data, { status: 'active' })).json().data.status).toBe('active');
  });

  it("resets a member's password; the member's sessions end", async () => {
    const acc = (await list(demo, { keyword: 'mdwy_zhang' })).list[0];
    const sub = await loginAs(t, 'mdwy_zhang', 'Member@2026');
    expect((await request(t, demo, 'member.resetAccountPassword', { id: acc.id, newPassword: encrypt(t, 'simple') })).json().errorMsg).toBe('密码杂度低请重新输入');
    expect((await request(t, demo, 'member.resetAccountPassword', { id: acc.id, newPassword: encrypt(t, 'Again@2026x') })).json().success).toBe(true);
    expect((await call(t, sub, 'GET', '/a/stone/user/info')).statusCode).toBe(401);
    await loginAs(t, 'mdwy_zhang', 'Again@2026x');
  });

  it('never disables or deletes the last active main account, nor the caller itself', async () => {
    const me = (await list(demo, { keyword: 'demo' })).list.find((a: { loginName: string }) => a.loginName === 'demo');
    expect((await update(demo, me, { roleIds: ['role-use', 'role-maintain'], status: 'disabled', name: '张明', mobile: '13857400001' })).json().errorMsg).toBe(
      '不能停用或删除当前登录的账号',
    );
    expect((await request(t, demo, 'member.deleteAccount', { id: me.id })).json().errorMsg).toBe('不能停用或删除当前登录的账号');
    expect((await request(t, admin, 'member.deleteAccount', { id: me.id })).json().errorMsg).toBe('不能停用或删除单位最后一个启用的主账号');
    expect((await update(admin, me, { roleIds: ['role-use'], status: 'disabled', name: '张明', mobile: '13857400001' })).json().errorMsg).toBe(
      '不能停用或删除单位最后一个启用的主账号',
    );
  });

  it("cannot see or touch another unit's accounts, whatever id is sent", async () => {
    const demo2 = await loginAs(t, 'demo2');
    const acc = (await list(demo, { keyword: 'mdwy_zhang' })).list[0];
    expect((await list(demo2)).list.map((a: { loginName: string }) => a.loginName)).toEqual(['demo2']);
    expect((await list(demo2, { unitId: acc.unitId })).list.map((a: { loginName: string }) => a.loginName)).toEqual(['demo2']);
    expect((await request(t, demo2, 'member.getAccount', { id: acc.id })).statusCode).toBe(404);
    expect((await update(demo2, acc, {})).statusCode).toBe(404);
    expect((await request(t, demo2, 'member.deleteAccount', { id: acc.id })).statusCode).toBe(404);
    expect((await request(t, demo2, 'member.resetAccountPassword', { id: acc.id, newPassword: encrypt(t, 'Hack@2026xx') })).statusCode).toBe(404);
  });

  it('keeps sub-accounts out of account management, and callers without a session', async () => {
    const legacy = await loginAs(t, 'legacy');
    expect((await request(t, legacy, 'member.findAccounts', { pageNo: 1, pageSize: 5 })).json().errorMsg).toBe('只有单位主账号可以管理成员账号');
    const inspector = await loginAs(t, 'inspector');
    expect((await request(t, inspector, 'member.findAccounts', { pageNo: 1, pageSize: 5 })).statusCode).toBe(403);
    expect((await create(null)).statusCode).toBe(401);
  });

  it('administrators see and manage every unit, and delete a sub-account', async () => {
    const all = await list(admin);
    expect(all.count).toBeGreaterThanOrEqual(6);
    const acc = all.list.find((a: { loginName: string }) => a.loginName === 'mdwy_zhang');
    expect((await request(t, admin, 'member.deleteAccount', { id: acc.id })).json().success).toBe(true);
    expect((await postLogin(t, { username: 'mdwy_zhang', password: encrypt(t, 'Again@2026x') })).json().errorMsg).toBe('用户名或密码错误');
    const audit = await t.db.selectFrom('audit_log').select('action').where('target', '=', acc.id).execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['account.create', 'account.update', 'account.resetPassword', 'account.delete']));
  });
});
