import { describe, expect, it } from 'vitest';
import { call, encrypt, loginAs, postLogin, request, requestRaw } from './helpers';
import { suiteApp } from './suite';

describe('user endpoints', () => {
  const t = suiteApp();

  describe('GET /a/stone/user/info', () => {
    it('answers the spec §3 user with unit, current role and every role held', async () => {
      const demo = await loginAs(t, 'demo');
      const { data } = (await call(t, demo, 'GET', '/a/stone/user/info')).json();
      expect(data.user).toMatchObject({ loginName: 'demo', name: '张明', userUnitAreacode: '330203', isMainAccount: true, unitInfo: { orgname: '宁波海曙明达物业管理有限公司' } });
      expect(data.user.currentRole).toMatchObject({ roleType: 'use', name: '使用单位' });
      expect(data.roleList.map((r: { name: string }) => r.name)).toEqual(['使用单位', '维保单位']);
      expect(data.roleList[0].menuIdList).toContain('equipment.query');
      expect(data.user).not.toHaveProperty('password_hash');
      expect(JSON.stringify(data)).not.toMatch(/pbkdf2/);
    });

    it('masks the identity card number', async () => {
      const demo = await loginAs(t, 'demo');
      await request(t, demo, 'user.updateInfo', { name: '张明', identityCard: '330203198503120016', phone: '', mobile: '' });
      expect((await call(t, demo, 'GET', '/a/stone/user/info')).json().data.user.idCard).toBe('3302**********0016');
    });

    it('refuses a caller without a session with 401', async () => {
      const res = await call(t, null, 'GET', '/a/stone/user/info');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    });
  });

  describe('POST /a/stone/user/changeRole', () => {
    it('switches to another role the user holds, and the session remembers it', async () => {
      const demo = await loginAs(t, 'demo');
      const roles = (await call(t, demo, 'GET', '/a/stone/user/info')).json().data.roleList;
      const maintain = roles.find((r: { roleType: string }) => r.roleType === 'maintain');
      const res = (await request(t, demo, 'user.changeRole', { id: maintain.id })).json();
      expect(res).toMatchObject({ success: true, data: { id: maintain.id, name: '维保单位' } });
      expect((await call(t, demo, 'GET', '/a/stone/user/info')).json().data.user.currentRole.name).toBe('维保单位');
    });

    it('refuses a role the user does not hold with 403', async () => {
      const demo = await loginAs(t, 'demo');
      const res = await request(t, demo, 'user.changeRole', { id: 'role-admin' });
      expect(res.statusCode).toBe(403);
      expect((await call(t, demo, 'GET', '/a/stone/user/info')).json().data.user.currentRole.name).toBe('使用单位');
    });

    it('refuses bad input and no session', async () => {
      const demo = await loginAs(t, 'demo');
      expect((await requestRaw(t, demo, 'user.changeRole', {})).json()).toMatchObject({ success: false, code: 'BAD_INPUT', errorMsg: '请选择角色' });
      expect((await request(t, null, 'user.changeRole', { id: 'role-use' })).statusCode).toBe(401);
    });
  });

  describe('POST /a/stone/user/updateInfo', () => {
    it('saves name, identity card and phones', async () => {
      const who = await loginAs(t, 'demo2');
      const res = await request(t, who, 'user.updateInfo', { name: ' 李红红 ', identityCard: '33020519880715009x', phone: '0574-87654321', mobile: '13912345678' });
      expect(res.json().success).toBe(true);
      const row = await t.db.selectFrom('users').selectAll().where('login_name', '=', 'demo2').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ name: '李红红', id_card: '33020519880715009X', phone: '0574-87654321', mobile: '13912345678', version: 2 });
      const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'user.updateInfo').execute();
      expect(audit.some((a) => a.actor_id === row.id)).toBe(true);
    });

    it('keeps the stored identity card number when the form sends it empty (it is only ever shown masked)', async () => {
      const who = await loginAs(t, 'demo2');
      await request(t, who, 'user.updateInfo', { name: '李红', identityCard: '330212200501010020', phone: '', mobile: '' });
      await request(t, who, 'user.updateInfo', { name: '李红', identityCard: '', phone: '', mobile: '13912345678' });
      const row = await t.db.selectFrom('users').select(['id_card', 'mobile']).where('login_name', '=', 'demo2').executeTakeFirstOrThrow();
      expect(row).toEqual({ id_card: '330212200501010020', mobile: '13912345678' });
    });

    it.each([
      [{ name: '', identityCard: '', phone: '', mobile: '' }, '姓名不能为空'],
      [{ name: '李红', identityCard: '330203198503120017', phone: '', mobile: '' }, '身份证号校验位不正确，请核对'],
      [{ name: '李红', identityCard: '3302031985', phone: '', mobile: '' }, '请输入有效的身份证号'],
      [{ name: '李红', identityCard: '', phone: '87654321', mobile: '' }, '请输入有效的手机号或者座机号'],
      [{ name: '李红', identityCard: '', phone: '', mobile: '12345678901' }, '请输入有效的手机号码'],
      [{ name: '李'.repeat(33), identityCard: '', phone: '', mobile: '' }, '姓名不能超过32个字符'],
    ])('refuses %o with its message and keeps what was stored', async (body, msg) => {
      const who = await loginAs(t, 'inspector');
      const before = await t.db.selectFrom('users').selectAll().where('login_name', '=', 'inspector').executeTakeFirstOrThrow();
      expect((await request(t, who, 'user.updateInfo', body)).json()).toMatchObject({ success: false, code: 'BAD_INPUT', errorMsg: msg });
      expect(await t.db.selectFrom('users').selectAll().where('login_name', '=', 'inspector').executeTakeFirstOrThrow()).toEqual(before);
    });

    it('refuses a caller without a session', async () => {
      expect((await request(t, null, 'user.updateInfo', { name: 'x' })).statusCode).toBe(401);
    });
  });

  describe('POST /a/stone/user/updatePwd', () => {
    const change = (who: Parameters<typeof call>[1], oldPassword: string, newPassword: string) =>
      request(t, who, 'user.updatePwd', { oldPassword: encrypt(t, oldPassword), newPassword: encrypt(t, newPassword) });

    it('changes the password and ends every session of the user', async () => {
      const a = await loginAs(t, 'legacy');
      const b = await loginAs(t, 'legacy');
      const res = await change(a, 'legacy123', 'Legacy@2026x');
      expect(res.json().success).toBe(true);
      expect(res.cookies.find((c) => c.name === 'portal_sid')?.value).toBe('');
      expect((await call(t, a, 'GET', '/a/stone/user/info')).statusCode).toBe(401);
      expect((await call(t, b, 'GET', '/a/stone/user/info')).statusCode).toBe(401);
      expect((await postLogin(t, { username: 'legacy', password: encrypt(t, 'legacy123') })).json().success).toBe(false);
      await loginAs(t, 'legacy', 'Legacy@2026x');
    });

    it('refuses a wrong old password and keeps the session', async () => {
      const who = await loginAs(t, 'admin');
      expect((await change(who, 'Wrong@123456', 'Admin@654321')).json()).toMatchObject({ success: false, errorMsg: '原密码不正确' });
      expect((await call(t, who, 'GET', '/a/stone/user/info')).statusCode).toBe(200);
    });

    it('refuses a new password that does not score 4', async () => {
      const who = await loginAs(t, 'admin');
      expect((await change(who, 'Admin@123456', 'admin123456')).json()).toMatchObject({ success: false, code: 'BAD_INPUT', errorMsg: '密码杂度低请重新输入' });
      expect((await change(who, 'Admin@123456', 'Ab1!')).json().errorMsg).toBe('密码杂度低请重新输入');
    });

    it('refuses the same password again, clear text, and missing fields', async () => {
      const who = await loginAs(t, 'admin');
      expect((await change(who, 'Admin@123456', 'Admin@123456')).json().errorMsg).toBe('新密码不能与原密码相同');
      expect((await request(t, who, 'user.updatePwd', { oldPassword: 'Admin@123456', newPassword: 'Admin@654321' })).json().errorMsg).toBe('密码格式不正确，请刷新页面后重试');
      expect((await requestRaw(t, who, 'user.updatePwd', { newPassword: 'x' })).json().errorMsg).toBe('登录密码不能为空');
      expect((await requestRaw(t, who, 'user.updatePwd', { oldPassword: 'x' })).json().errorMsg).toBe('新密码不能为空');
    });

    it('refuses a caller without a session', async () => {
      expect((await change(null, 'a', 'b')).statusCode).toBe(401);
    });
  });

  describe('GET /a/stone/user/unit', () => {
    it("answers the caller's own unit, and only it", async () => {
      const one = (await call(t, await loginAs(t, 'demo'), 'GET', '/a/stone/user/unit')).json();
      const two = (await call(t, await loginAs(t, 'demo2'), 'GET', '/a/stone/user/unit')).json();
      expect(one).toMatchObject({ isSuccess: true, data: { orgname: '宁波海曙明达物业管理有限公司', uscc: '91330203MA2AB3C47U' } });
      expect(two.data.orgname).toBe('宁波鄞州恒力机械制造有限公司');
    });
    it('refuses a caller without a session', async () => {
      expect((await call(t, null, 'GET', '/a/stone/user/unit')).statusCode).toBe(401);
    });
    it("masks the contacts' mobiles, and answers them in full only to the main account's form, audited", async () => {
      const demo = await loginAs(t, 'demo');
      const read = (await call(t, demo, 'GET', '/a/stone/user/unit')).json().data;
      expect(read.contactMobile).toMatch(/^1\d{2}\*{4}\d{4}$/);
      const audited = () => t.db.selectFrom('audit_log').select('id').where('action', '=', 'unit.readPersonal').where('target', '=', read.id).execute();
      expect(await audited()).toHaveLength(0);
      const full = (await call(t, demo, 'GET', '/a/stone/user/unit?forEdit=true')).json().data;
      expect(full.contactMobile).toMatch(/^1\d{10}$/);
      expect(full.contactMobile.slice(-4)).toBe(read.contactMobile.slice(-4));
      expect(await audited()).toHaveLength(1);
      // A sub-account reads the record but cannot edit it, so it never gets the full values.
      expect((await call(t, await loginAs(t, 'legacy', 'Legacy@2026x'), 'GET', '/a/stone/user/unit?forEdit=true')).statusCode).toBe(403);
      expect((await call(t, demo, 'GET', '/a/stone/user/unit?forEdit=maybe')).json().success).toBe(false);
    });
  });
});
