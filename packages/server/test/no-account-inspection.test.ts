import type { InspectionApplyRecord, NotLoginApply } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, chinaToday } from '../src/platform/ids';
import {
  acceptanceOf,
  AJAX,
  apiOf,
  applicationFields,
  call,
  dataOf,
  encrypt,
  loginAs,
  multipart,
  refusalOf,
  SAMPLE,
  sendSmsCode,
  smsTicket,
  unitOf,
  uploadSigned,
  uploadTo,
  type Reply,
  request,
  requestRaw,
} from './helpers';
import { signedIn, suiteApp } from './suite';

describe('online inspection for a unit without an account', () => {
  const t = suiteApp();
  const [inspector, demo] = signedIn(t, 'inspector', 'demo');
  let orgId: string;
  const MOBILE = '13957400088';
  const USCC = '91330206MA2D4E6F35';

  const api = apiOf<InspectionApplyRecord>(t, '/a/stone/appOnline');
  const data = <T = InspectionApplyRecord>(res: Promise<Reply<T>>) => dataOf(res);
  const refusal = refusalOf;
  const code = (mobile: string, purpose: string) => sendSmsCode(t, mobile, purpose);
  /** Upload slots from the public sign, and the stamped application through its token. */
  const draftWithScan = async (kinds = ['applyScan']) => {
    const sign = await data(api<{ draftId: string; tokens: Record<string, string> }>(null, 'noAccountUploadSign'));
    for (const kind of kinds) {
      const { payload, headers } = multipart({}, [{ filename: `${kind}.pdf`, content: SAMPLE.pdf }]);
      const res = await t.app.inject({ method: 'POST', url: `/a/stone/common/mobileUpload?token=${sign.tokens[kind]}`, payload, headers: { ...AJAX, ...headers } });
      expect(res.json().success).toBe(true);
    }
    return sign.draftId;
  };
  const device = (over: Record<string, unknown> = {}) => ({
    typeCode: '4000',
    deviceCode: '41003302002021N001',
    certNo: '',
    productName: '通用桥式起重机',
    address: '宁波市北仑区新碶街道明州路1号3号车间',
    lastInspectionDate: addDays(chinaToday(), -700),
    nextInspectionDate: addDays(chinaToday(), 20),
    ...over,
  });
  const form = (draftId: string, over: Record<string, unknown> = {}) => ({
    draftId,
    unitName: '宁波北仑港城机械有限公司',
    uscc: USCC,
    orgId,
    inspectionKind: 'periodic',
    devices: [device()],
    contact: '钱江',
    contactMobile: MOBILE,
    email: '',
    mailAddress: '宁波市北仑区新碶街道明州路1号',
    mailReceiver: '钱江',
    mailPhone: '0574-86880000',
    expectedDate: '',
    remark: '',
    authCode: '000000',
    ...over,
  });
  const smsTo = async (mobile: string) => (await t.db.selectFrom('sms_outbox').select('content').where('mobile', '=', mobile).execute()).map((r) => r.content);

  beforeAll(async () => {
    orgId = await unitOf(t, 'inspector');
  });

  it('checks what a unit without an account files before anything is stored', async () => {
    const empty = (await data(api<{ draftId: string }>(null, 'noAccountUploadSign'))).draftId;
    expect(await refusal(api(null, 'saveForNoAccount', form(empty)))).toBe('请先上传：加盖公章的报检申请书');
    const draftId = await draftWithScan();
    expect(await refusal(api(null, 'saveForNoAccount', form(draftId, { devices: [] })))).toBe('请至少填写一台设备');
    expect(await refusal(api(null, 'saveForNoAccount', form(draftId, { devices: [device({ deviceCode: '' })] })))).toBe('请填写设备代码或使用登记证编号');
    expect(await refusal(api(null, 'saveForNoAccount', form(draftId, { uscc: '91330206MA2D4E6F3X' })))).toMatch(/统一社会信用代码/);
    expect(await refusal(api(null, 'saveForNoAccount', form(draftId, { authCode: '12' })))).toBe('请填写6位短信验证码');
    // demo's unit has an account: it applies after logging in.
    expect(await refusal(api(null, 'saveForNoAccount', form(draftId, { uscc: '91330203MA2AB3C47U' })))).toBe('该单位已开通账号，请登录后在线报检');
    // A device overdue beyond the rule needs the regulator's letter too.
    const overdue = device({ lastInspectionDate: addDays(chinaToday(), -900), nextInspectionDate: addDays(chinaToday(), -400) });
    expect(await refusal(api(null, 'saveForNoAccount', form(draftId, { devices: [overdue] })))).toMatch(/监管部门意见书/);
    await code(MOBILE, 'inspectApply');
    expect(await refusal(api(null, 'saveForNoAccount', form(draftId)))).toMatch(/验证码/);
    expect(await t.db.selectFrom('inspection_applies').select('id').where('id', '=', draftId).execute()).toEqual([]);
  });

  it('files, is accepted and priced, is paid with the application number and SMS code, and joins the unit when it registers', async () => {
    const draftId = await draftWithScan();
    const receipt = await data(api<{ applyNo: string }>(null, 'saveForNoAccount', form(draftId, { authCode: await code(MOBILE, 'inspectApply') })));
    expect(receipt.applyNo).toMatch(/^BJ\d{12}$/);
    expect((await smsTo(MOBILE)).some((m) => m.includes(receipt.applyNo) && m.includes('已提交'))).toBe(true);
    expect(await refusal(api(null, 'saveForNoAccount', form(draftId, { authCode: await code(MOBILE, 'inspectApply') })))).toBe('申请已提交，请勿重复提交');
    expect(await refusal(api(null, 'noAccountUploadSign', { draftId }))).toBe('申请已提交，不能再修改报检材料');
    const again = await draftWithScan();
    expect(await refusal(api(null, 'saveForNoAccount', form(again, { authCode: await code(MOBILE, 'inspectApply') })))).toBe(
      `设备41003302002021N001已在报检申请${receipt.applyNo}中，不能重复报检`,
    );

    // The body sees it like any other, with the declared device and no record behind it.
    const queue = await data(api<{ list: InspectionApplyRecord[] }>(inspector, 'findQueue', { pageNo: 1, pageSize: 100, keyword: receipt.applyNo }));
    const filed = queue.list.find((a) => a.applyNo === receipt.applyNo)!;
    expect(filed).toMatchObject({ state: 'submitted', noAccount: true, unitId: '' });
    expect(filed.items).toMatchObject([{ equipmentId: '', deviceCode: '41003302002021N001', needsLetter: false }]);
    let r = await data(api(inspector, 'accept', acceptanceOf(filed, 'SL')));
    expect((await smsTo(MOBILE)).some((m) => m.includes('已受理'))).toBe(true);
    // A declared device is priced from every item of its category: the body picks after checking it on site.
    const choices = await data(api<{ lines: { itemId: string; suggested: string; feeItems: { id: string }[] }[] }>(inspector, 'feeChoices', { id: r.id }));
    expect(choices.lines[0]).toMatchObject({ suggested: '' });
    r = await data(api(inspector, 'setFee', { id: r.id, version: r.version, lines: [{ itemId: choices.lines[0].itemId, feeItemId: choices.lines[0].feeItems[0].id }] }));
    expect(r.state).toBe('feeSet');

    // /notLoginOnlinePay: the code proves the mobile first; the number must be that mobile's application.
    expect(await refusal(api(null, 'notLoginQuery', { applyNo: receipt.applyNo, mobile: MOBILE, authCode: '' }))).toBe('请填写6位短信验证码');
    expect(await refusal(api(null, 'notLoginQuery', { applyNo: receipt.applyNo, mobile: '13957400099', authCode: await code('13957400099', 'pay') }))).toBe(
      '未找到该手机号码提交的报检申请，请核对申请编号',
    );
    const opened = await api<NotLoginApply>(null, 'notLoginQuery', { applyNo: receipt.applyNo, mobile: MOBILE, authCode: await code(MOBILE, 'pay') });
    const view = await data(Promise.resolve(opened));
    expect(view).toMatchObject({ applyNo: receipt.applyNo, state: 'feeSet' });
    expect(view.payableFen).toBeGreaterThan(0);
    // Nothing of the unit: not its name, credit code, contact or address.
    for (const secret of ['港城机械', USCC, '钱江', '明州路']) expect(JSON.stringify(opened.json())).not.toContain(secret);
    expect(await refusal(api(null, 'notLoginRefresh', { accessToken: 'x'.repeat(43) }))).toBe('查询已失效，请重新查询');
    expect(await refusal(api(null, 'notLoginToPay', { accessToken: '' }))).toBe('查询已失效，请重新查询');

    const qr = await data(api<{ codeUrl: string; state: string; payableFen: number }>(null, 'notLoginToPay', { accessToken: view.accessToken }));
    expect(qr).toMatchObject({ state: 'open', payableFen: view.payableFen });
    const page = new URL(qr.codeUrl, 'http://portal.test');
    expect((await t.app.inject({ method: 'POST', url: `${page.pathname}/pay`, headers: AJAX })).statusCode).toBe(200);
    expect(await data(api<{ state: string; applyState: string }>(null, 'notLoginPayState', { accessToken: view.accessToken }))).toMatchObject({
      state: 'paid',
      applyState: 'paid',
    });
    expect((await data(api<NotLoginApply>(null, 'notLoginRefresh', { accessToken: view.accessToken }))).state).toBe('paid');
    // The order is the body's: its finance follows it.
    expect((await t.db.selectFrom('pay_orders').select('unit_id').where('biz_id', '=', filed.id).executeTakeFirstOrThrow()).unit_id).toBe(orgId);

    // Concluded on site: the line keeps the conclusion; there is no record to update.
    r = await data(
      api(inspector, 'schedule', {
        id: r.id,
        version: (await data(api(inspector, 'getForReview', { id: r.id }))).version,
        scheduledDate: addDays(chinaToday(), 1),
        scheduledPlace: '3号车间',
      }),
    );
    r = await data(api(inspector, 'step', { id: r.id, version: r.version, action: 'start' }));
    const report = (await uploadTo(t, inspector, { bizType: 'inspectionReport', bizId: r.items[0].id, kind: 'report' }, { filename: 'report.pdf' })).json().data;
    r = await data(
      api(inspector, 'conclude', {
        id: r.id,
        version: r.version,
        itemId: r.items[0].id,
        conclusion: 'pass',
        inspectionDate: chinaToday(),
        nextInspectionDate: addDays(chinaToday(), 730),
        reportNo: 'QZ-2026-0001',
        defects: '',
        reportFileId: report.attsysid,
      }),
    );
    r = await data(api(inspector, 'step', { id: r.id, version: r.version, action: 'complete' }));
    expect(r.state).toBe('completed');

    // The unit registers: what it filed becomes its own, and its account is told of each step from then on.
    const draft = await uploadSigned(t, 'register', ['businessLicence', 'authorization']);
    const f = applicationFields({ unitType: 'use', uscc: USCC, loginName: 'BLgangchengjx', mobile: MOBILE });
    const applied = (
      await requestRaw(t, null, 'registration.apply', {
        ...f,
        password: encrypt(t, 'Gangcheng@2026'),
        draftId: draft,
        smsTicket: await smsTicket(t, MOBILE, 'register'),
      })
    ).json();
    expect(applied.success).toBe(true);
    const admin = await loginAs(t, 'admin');
    expect((await request(t, admin, 'registration.audit', { id: applied.data.id, opinion: '材料齐全' })).json().success).toBe(true);
    const unit = await loginAs(t, 'BLgangchengjx', 'Gangcheng@2026');
    const own = await data(api<{ list: InspectionApplyRecord[] }>(unit, 'list', { pageNo: 1, pageSize: 10 }));
    expect(own.list.map((a) => a.applyNo)).toEqual([receipt.applyNo]);
    expect(own.list[0]).toMatchObject({ noAccount: false, state: 'completed' });
    expect((await call(t, unit, 'POST', `/a/stone/flowLog/find`, { kind: 'inspectionApply', id: filed.id })).statusCode).toBe(200);
    // Another unit still sees nothing of it.
    expect((await api(demo, 'detail', { id: filed.id })).json().code).toBe('NOT_FOUND');
  });
});
