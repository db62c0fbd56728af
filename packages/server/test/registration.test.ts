import { describe, expect, it } from 'vitest';
import { redeemTicket } from '../src/modules/sms/service';
import { applicationFields, call, encrypt, loginAs, postLogin, smsTicket, uploadSigned, request, requestRaw } from './helpers';
import { signedIn, suiteApp } from './suite';

const USCC = '91330206MA2D4E6F35';

describe('account registration', () => {
  const t = suiteApp();
  const [admin] = signedIn(t, 'admin');

  const uploadMaterial = (kinds = ['businessLicence', 'authorization'], draftId?: string) => uploadSigned(t, 'register', kinds, draftId);
  const ticket = (mobile: string, purpose: string) => smsTicket(t, mobile, purpose);

  const form = applicationFields;

  async function applyNow(over: Record<string, unknown> = {}) {
    const f = form(over);
    return requestRaw(t, null, 'registration.apply', {
      ...f,
      password: encrypt(t, 'Gangcheng@2026'),
      draftId: (over.draftId as string) ?? (await uploadMaterial()),
      smsTicket: (over.smsTicket as string) ?? (await ticket(f.mobile, 'register')),
    });
  }

  it('tells a unit that already has an account, before anything is filled in', async () => {
    const check = (uscc: string) => call(t, null, 'POST', `/a/stone/common/ogmUnitRegistCheck/${uscc}/${encodeURIComponent('某单位')}/use`, {});
    expect((await check('91330203MA2AB3C47U')).json().data.status).toBe('registered');
    expect((await check(USCC)).json().data.status).toBe('free');
    expect((await check('91330203MA2AB3C47A')).json().errorMsg).toBe('统一社会信用代码校验位不正确，请核对');
  });

  it.each([
    [{ areaCode: '330200' }, '请选择到最后一级'],
    [{ loginName: 'demo' }, '该登录账号已被使用，请更换'],
    [{ loginName: '1abc' }, '登录账号为4-32位字母、数字或下划线，以字母开头'],
    [{ uscc: '91330203MA2AB3C47U' }, '该单位已开通账号，请使用已有账号登录；忘记密码可申请重置密码'],
    [{ unitType: 'regulator' }, '请选择单位类型'],
    [{ mobile: '1360000' }, '请输入有效的手机号码'],
    [{ email: 'x@' }, '请输入正确邮箱格式'],
  ])('refuses %o without spending the phone proof', async (over, msg) => {
    const proof = await ticket('13600000009', 'register');
    expect((await applyNow({ ...over, smsTicket: proof })).json()).toMatchObject({ success: false, errorMsg: msg });
    // Still good for the corrected form.
    await redeemTicket(t.ctx, proof, '13600000009', 'register');
  });

  it('refuses an application without the required material, or with a weak password, or an unproven phone', async () => {
    const draftId = await uploadMaterial(['businessLicence']);
    expect((await applyNow({ draftId })).json().errorMsg).toBe('请上传加盖公章的授权委托书');
    const full = await uploadMaterial();
    const weak = await requestRaw(t, null, 'registration.apply', {
      ...form(),
      password: encrypt(t, 'weakpass1'),
      draftId: full,
      smsTicket: await ticket('13600000001', 'register'),
    });
    expect(weak.json().errorMsg).toBe('密码杂度低请重新输入');
    expect((await applyNow({ smsTicket: 'forged-ticket-forged-ticket-forged' })).json().errorMsg).toBe('手机验证已失效，请重新获取短信验证码');
  });

  it('applies → admin approves → the unit, its main account and its material exist → the new account logs in', async () => {
    const res = (await applyNow()).json();
    expect(res).toMatchObject({ success: true, data: { state: 'pending' } });
    expect((await call(t, null, 'POST', `/a/stone/common/ogmUnitRegistCheck/${USCC}/x/use`, {})).json().data.status).toBe('pending');
    expect((await applyNow({ loginName: 'another1' })).json().errorMsg).toBe('该单位已有待审核的注册申请，请耐心等待审核结果');
    expect((await postLogin(t, { username: 'blgangcheng', password: encrypt(t, 'Gangcheng@2026') })).json().success).toBe(false);

    const list = (await request(t, admin, 'registration.findRegister', { pageNo: 1, pageSize: 10, state: 'pending' })).json().data;
    expect(list.list[0]).toMatchObject({ id: res.data.id, unitName: '宁波北仑港城电梯工程有限公司', loginName: 'blgangcheng', mobile: '136****0001' });
    const detail = (await request(t, admin, 'registration.getRegister', { id: res.data.id })).json().data;
    expect(detail.application.mobile).toBe('136****0001');
    expect(detail.attachments.map((a: { kind: string }) => a.kind).sort()).toEqual(['authorization', 'businessLicence']);
    const licence = await t.app.inject({ method: 'GET', url: `/a/stone/common/download?attsysid=${detail.attachments[0].attsysid}`, headers: { cookie: admin.cookie } });
    expect(licence.statusCode).toBe(200);

    const approved = (await request(t, admin, 'registration.audit', { id: res.data.id, opinion: '材料齐全' })).json();
    expect(approved.data).toMatchObject({ state: 'approved', reviewerName: '平台管理员' });
    expect((await request(t, admin, 'registration.audit', { id: res.data.id })).json().errorMsg).toBe('该申请已通过，不能审核通过');

    const sms = await t.db.selectFrom('sms_outbox').select('content').where('mobile', '=', '13600000001').orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(sms.content).toContain('审核通过');
    const user = await loginAs(t, 'BLgangcheng', 'Gangcheng@2026');
    const info = (await call(t, user, 'GET', '/a/stone/user/info')).json().data;
    expect(info.user).toMatchObject({ isMainAccount: true, unitInfo: { orgname: '宁波北仑港城电梯工程有限公司' }, currentRole: { roleType: 'maintain' } });
    const unitFiles = (await request(t, user, 'attachment.findAttList', { bizType: 'unit', bizId: info.user.unitInfo.id })).json().data;
    expect(unitFiles.map((a: { kind: string }) => a.kind).sort()).toEqual(['authorization', 'businessLicence']);
    // The applicant uploaded from the registration page, not through a phone.
    expect(unitFiles.every((a: { fromMobile: boolean }) => !a.fromMobile)).toBe(true);
    const audit = await t.db.selectFrom('audit_log').select(['action', 'actor_name']).where('target', '=', res.data.id).execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['register.apply', 'register.approve']));
  });

  it('returned → queried with an SMS code → corrected → approved', async () => {
    const uscc = '92330212MA2CD5E641';
    const res = (await applyNow({ uscc, loginName: 'yinzhoushop', mobile: '13600000002', unitName: '鄞州某个体户', unitType: 'use' })).json();
    expect((await requestRaw(t, admin, 'registration.disagree', { id: res.data.id })).json().errorMsg).toBe('请填写退回原因');
    const returned = (await request(t, admin, 'registration.disagree', { id: res.data.id, opinion: '单位名称与营业执照不一致' })).json();
    expect(returned.data).toMatchObject({ state: 'returned', opinion: '单位名称与营业执照不一致' });

    const found = (await request(t, null, 'registration.query', { uscc, mobile: '13600000002', smsTicket: await ticket('13600000002', 'query') })).json().data;
    // The applicant proved the mobile and corrects the application with it: it comes back whole.
    expect(found.applications[0]).toMatchObject({ id: res.data.id, state: 'returned', opinion: '单位名称与营业执照不一致', mobile: '13600000002' });

    const corrected = (
      await requestRaw(t, null, 'registration.resubmit', {
        ...form({ uscc, loginName: 'yinzhoushop', mobile: '13600000002', unitName: '宁波市鄞州区恒信五金店', unitType: 'use' }),
        id: res.data.id,
        accessToken: found.accessToken,
        draftId: found.applications[0].draftId,
      })
    ).json();
    expect(corrected).toMatchObject({ success: true, data: { state: 'pending' } });
    expect((await request(t, admin, 'registration.audit', { id: res.data.id })).json().data.state).toBe('approved');
    const user = await loginAs(t, 'yinzhoushop', 'Gangcheng@2026');
    expect((await call(t, user, 'GET', '/a/stone/user/info')).json().data.user.unitInfo.orgname).toBe('宁波市鄞州区恒信五金店');
  });

  it('refuses a correction without a live query, or of an application not returned', async () => {
    const res = (await applyNow({ uscc: '12330200470001235L', loginName: 'shiyedanwei', mobile: '13600000003' })).json();
    // 12330200470001235L is the seeded inspection body: refused as registered.
    expect(res.errorMsg).toBe('该单位已开通账号，请使用已有账号登录；忘记密码可申请重置密码');
    const bad = await requestRaw(t, null, 'registration.resubmit', { ...form(), id: 'x', accessToken: 'y'.repeat(43), draftId: 'z'.repeat(22) });
    expect(bad.json().errorMsg).toBe('查询已失效，请重新查询');
  });

  it('approving and returning at the same time: only one decision stands, and at most one unit is created', async () => {
    const uscc = '91330281MA2J5K8L2Y';
    const res = (await applyNow({ uscc, loginName: 'race0001', mobile: '13600000004', unitName: '余姚并发测试有限公司' })).json();
    const [a, b] = await Promise.all([
      request(t, admin, 'registration.audit', { id: res.data.id }),
      request(t, admin, 'registration.disagree', { id: res.data.id, opinion: '同时退回' }),
    ]);
    expect([a.json().success, b.json().success].filter(Boolean)).toHaveLength(1);
    const units = await t.db.selectFrom('units').select('id').where('uscc', '=', uscc).execute();
    const state = (await request(t, admin, 'registration.getRegister', { id: res.data.id })).json().data.application.state;
    expect(units).toHaveLength(state === 'approved' ? 1 : 0);
  });

  it('keeps the review to administrators', async () => {
    const demo = await loginAs(t, 'demo');
    expect((await request(t, demo, 'registration.findRegister', { pageNo: 1, pageSize: 5 })).statusCode).toBe(403);
    expect((await request(t, demo, 'registration.audit', { id: 'x' })).statusCode).toBe(403);
    expect((await request(t, null, 'registration.disagree', { id: 'x', opinion: 'y' })).statusCode).toBe(401);
    const draftFiles = await t.db.selectFrom('attachments').select('id').where('biz_type', '=', 'register').limit(1).executeTakeFirstOrThrow();
    expect((await t.app.inject({ method: 'GET', url: `/a/stone/common/download?attsysid=${draftFiles.id}`, headers: { cookie: demo.cookie } })).statusCode).toBe(404);
  });
});
