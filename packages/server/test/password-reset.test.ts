import { describe, expect, it } from 'vitest';
import { call, encrypt, loginAs, postLogin, smsTicket, uploadSigned, request, requestRaw } from './helpers';
import { signedIn, suiteApp } from './suite';

describe('password reset applications', () => {
  const t = suiteApp();
  const [admin] = signedIn(t, 'admin');
  const who = { loginName: 'demo2', uscc: '91330212MA2H8K7Q11', mobile: '13857400002' };

  const check = (body: object) => requestRaw(t, null, 'passwordReset.check', body);
  const apply = async (over: Record<string, unknown> = {}) =>
    request(t, null, 'passwordReset.apply', {
      ...who,
      newPassword: encrypt(t, 'Reset@2026new'),
      draftId: await uploadSigned(t, 'resetPassword', ['letter']),
      smsTicket: await smsTicket(t, who.mobile, 'resetPassword'),
      ...over,
    });

  it('checks that account, credit code and phone belong together, with one message for any mismatch', async () => {
    expect((await check(who)).json()).toMatchObject({ success: true, data: { unitName: '宁波鄞州恒力机械制造有限公司' } });
    const mismatch = '登录账号、单位统一社会信用代码与预留手机号不匹配';
    expect((await check({ ...who, mobile: '13900000000' })).json().errorMsg).toBe(mismatch);
    expect((await check({ ...who, uscc: '91330203MA2AB3C47U' })).json().errorMsg).toBe(mismatch);
    expect((await check({ ...who, loginName: 'nobody' })).json().errorMsg).toBe(mismatch);
    expect((await check({ ...who, uscc: 'bad' })).json().errorMsg).toBe('必须18位大写');
  });

  it('refuses an application without the letter, with a weak password, or an unproven phone', async () => {
    expect((await apply({ draftId: await uploadSigned(t, 'resetPassword', []) })).json().errorMsg).toBe('请上传加盖公章的密码重置申请函');
    expect((await apply({ newPassword: encrypt(t, 'simple123') })).json().errorMsg).toBe('密码杂度低请重新输入');
    expect((await apply({ smsTicket: 'not-a-ticket-not-a-ticket-not-a-ticket' })).json().errorMsg).toBe('手机验证已失效，请重新获取短信验证码');
  });

  it('approved: the new password takes effect, every session ends, the applicant is told', async () => {
    const session = await loginAs(t, 'demo2');
    const res = (await apply()).json();
    expect(res.data.state).toBe('pending');
    expect((await apply()).json().errorMsg).toBe('该账号已有待审核的密码重置申请，请耐心等待审核结果');
    expect((await call(t, session, 'GET', '/a/stone/user/info')).statusCode).toBe(200);

    const list = (await request(t, admin, 'passwordReset.list', { pageNo: 1, pageSize: 10, state: 'pending' })).json().data;
    expect(list.list[0]).toMatchObject({ id: res.data.id, loginName: 'demo2', unitName: '宁波鄞州恒力机械制造有限公司', mobile: '138****0002' });
    const detail = (await request(t, admin, 'passwordReset.get', { id: res.data.id })).json().data;
    expect(detail.application.mobile).toBe('138****0002');
    expect(detail.attachments.map((a: { kind: string }) => a.kind)).toEqual(['letter']);

    expect((await request(t, admin, 'passwordReset.audit', { id: res.data.id, action: 'approve' })).json().data.state).toBe('approved');
    expect((await call(t, session, 'GET', '/a/stone/user/info')).statusCode).toBe(401);
    expect((await postLogin(t, { username: 'demo2', password: encrypt(t, 'Demo2@123456') })).json().success).toBe(false);
    await loginAs(t, 'demo2', 'Reset@2026new');
    const sms = await t.db.selectFrom('sms_outbox').select('content').where('mobile', '=', who.mobile).orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(sms.content).toContain('审核通过');

    const mine = (await request(t, null, 'passwordReset.query', { loginName: 'demo2', mobile: who.mobile, smsTicket: await smsTicket(t, who.mobile, 'query') })).json().data;
    expect(mine[0]).toMatchObject({ id: res.data.id, state: 'approved' });
    expect((await request(t, admin, 'passwordReset.audit', { id: res.data.id, action: 'reject', opinion: 'x' })).json().errorMsg).toBe('该申请已通过，不能驳回');
  });

  it('rejected with a required reason: the old password stays', async () => {
    const res = (await apply({ newPassword: encrypt(t, 'Other@2026pw') })).json();
    expect((await request(t, admin, 'passwordReset.audit', { id: res.data.id, action: 'reject' })).json().errorMsg).toBe('驳回时必须填写驳回原因');
    const rejected = (await request(t, admin, 'passwordReset.audit', { id: res.data.id, action: 'reject', opinion: '申请函未盖章' })).json();
    expect(rejected.data).toMatchObject({ state: 'rejected', opinion: '申请函未盖章' });
    await loginAs(t, 'demo2', 'Reset@2026new');
  });

  it('keeps the review to administrators and the material away from other users', async () => {
    const demo = await loginAs(t, 'demo');
    expect((await request(t, demo, 'passwordReset.list', { pageNo: 1, pageSize: 5 })).statusCode).toBe(403);
    expect((await request(t, demo, 'passwordReset.audit', { id: 'x', action: 'approve' })).statusCode).toBe(403);
    expect((await request(t, null, 'passwordReset.get', { id: 'x' })).statusCode).toBe(401);
    const letter = await t.db.selectFrom('attachments').select('id').where('biz_type', '=', 'resetPassword').limit(1).executeTakeFirstOrThrow();
    expect((await t.app.inject({ method: 'GET', url: `/a/stone/common/download?attsysid=${letter.id}`, headers: { cookie: demo.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/a/stone/common/download?attsysid=${letter.id}`, headers: { cookie: admin.cookie } })).statusCode).toBe(200);
  });
});
