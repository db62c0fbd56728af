import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, chinaToday } from '../src/platform/ids';
import {
  acceptanceOf,
  addInspectionBody,
  AJAX,
  apiOf,
  dataOf,
  loginAs,
  messagesOf,
  refusalOf,
  SAMPLE,
  sendSmsCode,
  unitOf,
  uploadTo,
  type Caller,
  type Reply,
  request,
} from './helpers';
import { signedIn, suiteApp } from './suite';

interface Apply {
  id: string;
  applyNo: string;
  state: string;
  version: number;
  payableFen: number;
  standardFen: number;
  reliefFen: number;
  payMethod: string;
  paidFen: number;
  transactionId: string;
  items: { id: string; equipmentId: string; typeCode: string; needsLetter: boolean; conclusion: string }[];
  fees: { itemId: string; standardFen: number; reliefFen: number; payableFen: number }[];
}

describe('online inspection applications', () => {
  const t = suiteApp();
  const [demo, demo2, inspector, finance] = signedIn(t, 'demo', 'demo2', 'inspector', 'caiwu');
  let orgId: string;
  let mobileOfContact: string;

  const api = apiOf<Apply>(t, '/a/stone/appOnline');
  const data = <T = Apply>(res: Promise<Reply<T>>) => dataOf(res);
  const refusal = refusalOf;
  const upload = async (who: Caller, bizType: string, bizId: string, kind: string, file?: { filename: string; content: Buffer }) =>
    (await uploadTo(t, who, { bizType, bizId, kind }, file)).json<{ success: boolean; data: { attsysid: string }; errorMsg?: string }>();
  /** The code the contact's phone receives, as the form asks for it. */
  const smsCode = (mobile: string) => sendSmsCode(t, mobile, 'inspectApply');
  /** Passenger elevators of demo's unit in use (the demo fee table bands them by floors) that no open application holds. */
  const freeElevators = async (n: number) => {
    const r = await data(api<{ list: { id: string; openApplyNo: string; typeCode: string }[] }>(demo, 'applicable', { pageNo: 1, pageSize: 100 }));
    const ids = r.list.filter((e) => !e.openApplyNo && e.typeCode === '3000').map((e) => e.id);
    const passenger = await t.db
      .selectFrom('equipment')
      .select('id')
      .where('id', 'in', ids)
      .where('catalogue_code', 'like', '31%')
      .where('params', 'like', '%"floors"%')
      .orderBy('id')
      .execute();
    return passenger.slice(0, n).map((e) => e.id);
  };
  const form = (equipmentIds: string[], over: Record<string, unknown> = {}) => ({
    orgId,
    inspectionKind: 'periodic',
    equipmentIds,
    contact: '张明',
    contactMobile: mobileOfContact,
    email: '',
    mailAddress: '宁波市海曙区中山西路138号',
    mailReceiver: '张明',
    mailPhone: '0574-87310001',
    expectedDate: '',
    remark: '',
    ...over,
  });
  /** Saves, uploads the stamped application (and the letter where needed) and submits with the SMS code. */
  const file = async (equipmentIds: string[]) => {
    const draft = await data(api(demo, 'save', form(equipmentIds)));
    await upload(demo, 'inspectionApply', draft.id, 'applyScan');
    if (draft.items.some((i) => i.needsLetter)) await upload(demo, 'inspectionApply', draft.id, 'opinionLetter');
    return data(api(demo, 'save', { ...form(equipmentIds), id: draft.id, version: draft.version, isCommit: true, authCode: await smsCode(mobileOfContact) }));
  };
  const accept = (a: Apply) => api(inspector, 'accept', acceptanceOf(a, 'SL', '电梯检验部'));
  /** Fees from the suggested item of each device, with a relief where given. */
  const price = async (a: Apply, relief = '') => {
    const choices = await data(api<{ lines: { itemId: string; suggested: string; reliefs: { id: string }[] }[] }>(inspector, 'feeChoices', { id: a.id }));
    return data(
      api(inspector, 'setFee', { id: a.id, version: a.version, lines: choices.lines.map((l) => ({ itemId: l.itemId, feeItemId: l.suggested, reliefPolicyId: relief })) }),
    );
  };
  const equipment = (id: string) => t.db.selectFrom('equipment').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    mobileOfContact = '13857400001';
    orgId = await unitOf(t, 'inspector');
  });

  it('runs an application from submission to conclusion: accepted, priced with a relief, paid by QR in the sandbox, scheduled, concluded', async () => {
    const ids = await freeElevators(2);
    const draft = await data(api(demo, 'save', form(ids)));
    expect(draft).toMatchObject({ state: 'draft', applyNo: expect.stringMatching(/^BJ\d{8}\d{4}$/) });
    expect(await refusal(api(demo, 'save', { ...form(ids), id: draft.id, version: draft.version, isCommit: true, authCode: '123456' }))).toMatch(/报检申请书/);
    await upload(demo, 'inspectionApply', draft.id, 'applyScan');
    if (draft.items.some((i) => i.needsLetter)) await upload(demo, 'inspectionApply', draft.id, 'opinionLetter');
    expect(await refusal(api(demo, 'save', { ...form(ids), id: draft.id, version: draft.version, isCommit: true }))).toBe('请填写短信验证码');
    await smsCode(mobileOfContact);
    expect(await refusal(api(demo, 'save', { ...form(ids), id: draft.id, version: draft.version, isCommit: true, authCode: '000000' }))).toMatch(/短信验证码/);
    const sent = await data(api(demo, 'save', { ...form(ids), id: draft.id, version: draft.version, isCommit: true, authCode: await smsCode(mobileOfContact) }));
    expect(sent.state).toBe('submitted');

    // The devices are held: a second application for one of them is refused; another unit sees nothing of it.
    expect(await refusal(api(demo, 'save', form([ids[0]])))).toMatch(/已在报检申请.*中/);
    expect((await api(demo2, 'detail', { id: sent.id })).json().code).toBe('NOT_FOUND');
    const queue = await data(api<{ list: Apply[] }>(inspector, 'findQueue', { pageNo: 1, pageSize: 100 }));
    expect(queue.list.map((a) => a.id)).toContain(sent.id);

    expect(
      await refusal(
        api(inspector, 'accept', { id: sent.id, version: sent.version, acceptNo: '', department: '电梯检验部', inspectorName: '王检', inspectorPhone: '0574-87260011' }),
      ),
    ).toBe('受理编号不能为空');
    const accepted = await data(accept(sent));
    expect(accepted.state).toBe('accepted');
    expect(await refusal(accept(accepted))).toBe('该申请已受理，不能受理');
    expect(await refusal(api(demo, 'revocation', { id: accepted.id, version: accepted.version }))).toBe('该申请已受理，不能撤回');

    // Fees from the body's table with the small-business relief (20 %).
    const relief = (await t.db.selectFrom('relief_policies').select('id').where('name', '=', '小微企业检验费减免').executeTakeFirstOrThrow()).id;
    const priced = await price(accepted, relief);
    expect(priced.state).toBe('feeSet');
    expect(priced.fees).toHaveLength(2);
    for (const f of priced.fees) expect(f.reliefFen).toBe(Math.round(f.standardFen * 0.2));
    expect(priced.payableFen).toBe(priced.standardFen - priced.reliefFen);
    const notice = await data(api<{ payableFen: number }>(demo, 'getChargeInspectionFee', { id: priced.id }));
    expect(notice.payableFen).toBe(priced.payableFen);
    expect((await messagesOf(t, 'demo', '检验费用已核定')).some((m) => m.content.includes(priced.applyNo))).toBe(true);

    // Paid by QR: the sandbox page pays and notifies like the provider; the order and the application are paid once.
    const qr = await data(api<{ codeUrl: string; state: string; payableFen: number; outTradeNo: string }>(demo, 'toPay', { id: priced.id }));
    expect(qr).toMatchObject({ state: 'open', payableFen: priced.payableFen });
    const again = await data(api<{ outTradeNo: string }>(demo, 'toPay', { id: priced.id }));
    expect(again.outTradeNo).toBe(qr.outTradeNo);
    // Without PUBLIC_BASE_URL the page's address is the portal's own path (the pay page puts it on the desktop's origin).
    const page = new URL(qr.codeUrl, 'http://portal.test');
    expect((await t.app.inject({ method: 'GET', url: page.pathname })).body).toContain(`${(priced.payableFen / 100).toFixed(2)}`);
    const payUrl = `${page.pathname}/pay`;
    expect((await t.app.inject({ method: 'POST', url: payUrl, headers: AJAX })).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: payUrl, headers: AJAX });
    const state = await data(api<{ state: string; applyState: string }>(demo, 'payState', { id: priced.id }));
    expect(state).toMatchObject({ state: 'paid', applyState: 'paid' });
    const paid = await data(api(demo, 'detail', { id: priced.id }));
    expect(paid).toMatchObject({ state: 'paid', payMethod: 'qr', paidFen: priced.payableFen });
    expect(paid.transactionId).not.toBe('');
    const steps = await t.db.selectFrom('flow_log').select(['action', 'actor_kind']).where('record_id', '=', paid.id).where('action', '=', 'pay').execute();
    expect(steps).toEqual([{ action: 'pay', actor_kind: 'system' }]);

    // Scheduled, started, each device concluded with the body's report; the equipment's dates follow and are no longer the unit's to edit.
    expect(await refusal(api(inspector, 'schedule', { id: paid.id, version: paid.version, scheduledDate: addDays(chinaToday(), -1), scheduledPlace: '现场' }))).toBe(
      '检验日期不能早于今天',
    );
    let r = await data(api(inspector, 'schedule', { id: paid.id, version: paid.version, scheduledDate: addDays(chinaToday(), 2), scheduledPlace: '设备使用现场' }));
    r = await data(api(inspector, 'step', { id: r.id, version: r.version, action: 'start' }));
    expect(r.state).toBe('inspecting');
    expect(await refusal(api(inspector, 'step', { id: r.id, version: r.version, action: 'complete' }))).toBe('还有2台设备未出具检验结论');
    const next = addDays(chinaToday(), 365);
    for (const item of r.items) {
      const image = await upload(inspector, 'inspectionReport', item.id, 'report', { filename: 'report.png', content: SAMPLE.png });
      const conclusion = {
        id: r.id,
        version: r.version,
        itemId: item.id,
        conclusion: 'pass',
        inspectionDate: chinaToday(),
        nextInspectionDate: next,
        reportNo: `R-${item.id.slice(0, 6)}`,
        defects: '',
      };
      expect(await refusal(api(inspector, 'conclude', { ...conclusion, reportFileId: image.data.attsysid }))).toBe('检验报告须为PDF文件');
      expect(await refusal(api(inspector, 'conclude', { ...conclusion, conclusion: 'conform', reportFileId: image.data.attsysid }))).toBe('检验结论不适用于该类设备');
      const report = await upload(inspector, 'inspectionReport', item.id, 'report');
      r = await data(api(inspector, 'conclude', { ...conclusion, reportFileId: report.data.attsysid }));
    }
    r = await data(api(inspector, 'step', { id: r.id, version: r.version, action: 'complete' }));
    expect(r.state).toBe('completed');
    const row = await equipment(ids[0]);
    expect(row).toMatchObject({
      next_inspection_date: next,
      last_inspection_date: chinaToday(),
      last_conclusion: 'pass',
      inspection_decision_id: r.items.find((i) => i.equipmentId === ids[0])!.id,
    });
    const detail = (await request(t, demo, 'equipment.get', { id: ids[0], forEdit: true })).json().data;
    expect(detail.inspectionDecision).toMatchObject({ kind: 'inspectionApply', id: r.id, no: r.applyNo });
    const change = await request(t, demo, 'equipment.change', { ...detail, nextInspectionDate: addDays(next, 30) });
    expect(change.json().errorMsg).toMatch(/由检验机构出具的检验结论确定/);
    // The devices are free again for the next application.
    expect((await data(api<{ list: { id: string; openApplyNo: string }[] }>(demo, 'applicable', { ids, pageNo: 1, pageSize: 10 }))).list.every((e) => !e.openApplyNo)).toBe(true);
  });

  it('takes a submission back until it is accepted; a refusal frees the devices', async () => {
    const ids = await freeElevators(1);
    const sent = await file(ids);
    const back = await data(api(demo, 'revocation', { id: sent.id, version: sent.version }));
    expect(back.state).toBe('draft');
    expect(await refusal(api(demo, 'delete', { id: back.id }))).toMatch(/只能删除从未提交过的申请草稿/);
    const again = await data(api(demo, 'save', { ...form(ids), id: back.id, version: back.version, isCommit: true, authCode: await smsCode(mobileOfContact) }));
    expect(await refusal(api(inspector, 'refuse', { id: again.id, version: again.version, action: 'refuse', opinion: '' }))).toBe('原因不能为空');
    const refused = await data(api(inspector, 'refuse', { id: again.id, version: again.version, action: 'refuse', opinion: '设备不在本机构检验范围' }));
    expect(refused.state).toBe('refused');
    expect((await messagesOf(t, 'demo', '报检申请不予受理')).some((m) => m.content.includes('设备不在本机构检验范围'))).toBe(true);
    const fresh = await data(api(demo, 'save', form(ids)));
    await data(api(demo, 'delete', { id: fresh.id }));
  });

  it("pays by bank transfer: the voucher waits for the body's finance, who returns it with a reason or confirms it", async () => {
    const ids = await freeElevators(1);
    const priced = await price(await data(accept(await file(ids))));
    expect(await refusal(api(demo, 'updatePayCert', { id: priced.id, version: priced.version, fileId: 'nothing' }))).toBe('请上传缴费凭证');
    const voucher = await upload(demo, 'inspectionApply', priced.id, 'payVoucher');
    const handed = await data(api(demo, 'updatePayCert', { id: priced.id, version: priced.version, fileId: voucher.data.attsysid }));
    expect(handed.state).toBe('voucher');
    const list = await data(api<{ list: Apply[] }>(finance, 'findVouchers', { pageNo: 1, pageSize: 100 }));
    expect(list.list.map((a) => a.id)).toContain(handed.id);
    expect((await api(inspector, 'decideVoucher', { id: handed.id, version: handed.version, action: 'confirmVoucher' })).statusCode).toBe(403);
    expect(await refusal(api(finance, 'decideVoucher', { id: handed.id, version: handed.version, action: 'rejectVoucher' }))).toBe('请填写退回凭证原因');
    const returned = await data(api(finance, 'decideVoucher', { id: handed.id, version: handed.version, action: 'rejectVoucher', opinion: '金额不符' }));
    expect(returned.state).toBe('feeSet');
    const second = await data(api(demo, 'updatePayCert', { id: returned.id, version: returned.version, fileId: voucher.data.attsysid }));
    const confirmed = await data(api(finance, 'decideVoucher', { id: second.id, version: second.version, action: 'confirmVoucher' }));
    expect(confirmed).toMatchObject({ state: 'paid', payMethod: 'voucher', paidFen: confirmed.payableFen });
    expect((await messagesOf(t, 'demo', '缴费凭证已确认')).some((m) => m.content.includes(confirmed.applyNo))).toBe(true);
  });

  it('goes on without payment when every line is relieved in full', async () => {
    const ids = await freeElevators(1);
    const waiver = (await t.db.selectFrom('relief_policies').select('id').where('rule', '=', 'waive').executeTakeFirstOrThrow()).id;
    const waived = await price(await data(accept(await file(ids))), waiver);
    expect(waived).toMatchObject({ state: 'paid', payMethod: 'waived', payableFen: 0 });
    expect(await refusal(api(demo, 'toPay', { id: waived.id }))).toBe('该申请已缴费，无需缴费');
  });

  it('keeps each inspection body to what is addressed to it, and to its own fee table', async () => {
    const otherOrg = await addInspectionBody(t, '12330200470009999X');
    await t.db.updateTable('users').set({ unit_id: otherOrg }).where('login_name', '=', 'caiwu').execute();
    await t.db
      .updateTable('user_roles')
      .set({ role_id: 'role-inspect' })
      .where('user_id', '=', (await t.db.selectFrom('users').select('id').where('login_name', '=', 'caiwu').executeTakeFirstOrThrow()).id)
      .execute();
    try {
      const otherInspector = await loginAs(t, 'caiwu', 'Caiwu@123456');
      const mine = await t.db
        .selectFrom('inspection_applies')
        .select(['id', 'version'])
        .where('org_unit_id', '=', orgId)
        .where('state', '=', 'submitted')
        .executeTakeFirstOrThrow();
      expect((await api(otherInspector, 'getForReview', { id: mine.id })).json().code).toBe('NOT_FOUND');
      expect(
        (await api(otherInspector, 'accept', { id: mine.id, version: mine.version, acceptNo: 'X', department: 'X', inspectorName: 'X', inspectorPhone: '0574-87260011' })).json()
          .code,
      ).toBe('NOT_FOUND');
      expect((await data(api<{ count: number }>(otherInspector, 'findQueue', { pageNo: 1, pageSize: 10 }))).count).toBe(0);
      const item = await t.db.selectFrom('fee_items').select(['id', 'version']).where('org_unit_id', '=', orgId).executeTakeFirstOrThrow();
      expect((await request(t, otherInspector, 'fee.deleteItem', { id: item.id })).json().code).toBe('NOT_FOUND');
      expect((await data(request(t, otherInspector, 'fee.items', { pageNo: 1, pageSize: 10 }) as Promise<Reply<{ count: number }>>)).count).toBe(0);
    } finally {
      const id = (await t.db.selectFrom('users').select('id').where('login_name', '=', 'caiwu').executeTakeFirstOrThrow()).id;
      await t.db.updateTable('user_roles').set({ role_id: 'role-finance' }).where('user_id', '=', id).execute();
      await t.db.updateTable('users').set({ unit_id: orgId }).where('id', '=', id).execute();
    }
  });

  it('keeps the fee table honest: bands need a parameter of the category, and an item in use cannot be deleted', async () => {
    const item = (over: Record<string, unknown>) =>
      request(t, inspector, 'fee.saveItem', {
        name: '测试项目',
        typeCode: '3000',
        catalogueCode: '',
        inspectionKind: 'periodic',
        paramKey: '',
        bandMin: '',
        bandMax: '',
        amountFen: 10000,
        unitLabel: '台',
        validFrom: chinaToday(),
        validTo: '',
        basis: '',
        ...over,
      });
    expect((await item({ paramKey: 'floors' })).json().errorMsg).toBe('请填写参数区间');
    expect((await item({ paramKey: 'floors', bandMin: 10, bandMax: 5 })).json().errorMsg).toBe('参数区间上限须大于下限');
    expect((await item({ paramKey: 'ratedCapacity', bandMax: 5 })).json().errorMsg).toBe('电梯没有可用于计费的参数“ratedCapacity”');
    expect((await item({ amountFen: 0 })).json().errorMsg).toBe('收费标准须大于0');
    const saved = (await item({ paramKey: 'floors', bandMin: 40, bandMax: '' })).json().data;
    expect(saved).toMatchObject({ bandMin: 40, bandMax: null, current: true });
    await request(t, inspector, 'fee.deleteItem', { id: saved.id });
    const used = (await t.db.selectFrom('inspection_items').select('fee_item_id').where('fee_item_id', '<>', '').executeTakeFirstOrThrow()).fee_item_id;
    expect((await request(t, inspector, 'fee.deleteItem', { id: used })).json().errorMsg).toMatch(/已用于核定费用/);
    expect((await request(t, demo, 'fee.items', { pageNo: 1, pageSize: 10 })).statusCode).toBe(403);
    // Applicants read the policies in force.
    const policies = (await request(t, demo, 'onlineApply.findChaReliefPolicys', { orgId })).json().data as { name: string }[];
    expect(policies.map((p) => p.name)).toContain('小微企业检验费减免');
  });
});
