import { describe, expect, it } from 'vitest';
import { chinaToday } from '../src/platform/ids';
import { call, hangzhouClerk, loginAs, uploadTo, type Caller, request } from './helpers';
import { signedIn, suiteApp } from './suite';

const CERT = /^梯11浙B(\d{5})\(\d{2}\)$/;
/** What an elevator (3000) needs: every category's three documents and the supervision certificate. */
const ELEVATOR_DOCS = ['registForm', 'usccProof', 'productCert', 'supervisionCert'];

interface Apply {
  id: string;
  applyNo: string;
  equipmentId: string;
  equipment: { productNo: string };
  state: string;
  version: number;
  certNo: string;
  submittedAt: string | null;
}

describe('use registration applications', () => {
  const t = suiteApp();
  const [demo, demo2, registry] = signedIn(t, 'demo', 'demo2', 'registry');
  /** The NB26E0105 elevator and the application the journey files for it. */
  let target: { id: string; areaCode: string; address: string };
  let journey: Apply;

  const api = (who: Caller, name: string, body: object) => call(t, who, 'POST', `/a/stone/epPemUseregistApply/${name}`, body);
  const ok = async (who: Caller, name: string, body: object): Promise<Apply> => {
    const res = (await api(who, name, body)).json();
    if (!res.success) throw new Error(`${name} failed: ${res.errorMsg}`);
    return res.data;
  };
  const upload = (who: Caller, bizId: string, kind: string) => uploadTo(t, who, { bizType: 'useRegist', bizId, kind });
  const form = (over: Record<string, unknown> = {}) => ({
    equipmentId: target.id,
    putIntoUseDate: '2026-11-01',
    areaCode: target.areaCode,
    address: target.address,
    internalNo: '7号楼1号梯',
    safetyManager: '王安全',
    safetyManagerMobile: '13912345678',
    maintenanceUnit: '宁波北仑港城电梯工程有限公司',
    maintenancePhone: '0574-86880000',
    propertyUnit: '',
    contactPerson: '张明',
    contactPhone: '13800001111',
    fillerName: '张明',
    fillDate: chinaToday(),
    remark: '',
    ...over,
  });
  /** A demo application seeded for a product number (demo-flows seedUseRegistrations). */
  const seeded = async (productNo: string, who = demo): Promise<Apply> => {
    const { list } = (await api(who, 'list', { pageNo: 1, pageSize: 50 })).json().data;
    const found = list.find((a: Apply) => a.equipment.productNo === productNo);
    if (!found) throw new Error(`no seeded application for ${productNo}`);
    return found;
  };
  const queue = async (who: Caller) => (await api(who, 'findQueue', { pageNo: 1, pageSize: 50 })).json().data;
  const decide = (who: Caller, a: Pick<Apply, 'id' | 'version'>, action: string, opinion = '') => api(who, 'decide', { id: a.id, action, opinion, version: a.version });
  const serial = (certNo: string) => Number(CERT.exec(certNo)?.[1]);

  it('lists the unregistered elevator as registrable, and none that already has an application', async () => {
    const list = (await api(demo, 'registrable', {})).json().data;
    const productNos = list.map((e: { productNo: string }) => e.productNo);
    expect(productNos).toContain('NB26E0105');
    expect(productNos).not.toContain('NB26E0104');
    target = list.find((e: { productNo: string }) => e.productNo === 'NB26E0105');
  });

  it.each([
    [{ safetyManagerMobile: undefined }, '安全管理人员手机号码不能为空'],
    [{ safetyManagerMobile: '1391234567' }, '请输入有效的手机号码'],
    [{ putIntoUseDate: '2026/11/01' }, '投入使用日期格式应为YYYY-MM-DD'],
    [{ internalNo: '' }, '请填写单位内编号（电梯必填）'],
  ])('refuses the form %o', async (over, msg) => {
    expect((await api(demo, 'save', form(over))).json()).toMatchObject({ success: false, code: 'BAD_INPUT', errorMsg: msg });
  });

  it('saves a draft, names the missing documents, and submits once they are uploaded', async () => {
    const draft = await ok(demo, 'save', { ...form(), isCommit: false });
    expect(draft).toMatchObject({ state: 'draft', submittedAt: null, certNo: '' });
    expect(draft.applyNo).toMatch(/^DJ\d{8}\d{4}$/);

    const check = (await api(demo, 'checkUseAtt', { id: draft.id })).json().data;
    expect(check.complete).toBe(false);
    expect(check.required.map((d: { kind: string }) => d.kind)).toEqual(ELEVATOR_DOCS);
    expect(check.required.every((d: { present: boolean }) => !d.present)).toBe(true);

    const refused = (await api(demo, 'save', { ...form(), id: draft.id, version: draft.version, isCommit: true })).json();
    expect(refused).toMatchObject({ success: false, code: 'BUSINESS' });
    expect(refused.errorMsg).toMatch(/^请先上传：/);
    expect(refused.errorMsg).toContain('使用登记表（加盖使用单位公章）');
    expect(refused.errorMsg).toContain('监督检验证书');

    for (const kind of ELEVATOR_DOCS) expect((await upload(demo, draft.id, kind)).json().success).toBe(true);
    expect((await api(demo, 'checkUseAtt', { id: draft.id })).json().data.complete).toBe(true);

    journey = await ok(demo, 'save', { ...form(), id: draft.id, version: draft.version, isCommit: true });
    expect(journey).toMatchObject({ id: draft.id, state: 'submitted' });
    expect(journey.submittedAt).toBeTruthy();
    const mine = (await api(demo, 'list', { pageNo: 1, pageSize: 50, state: 'submitted' })).json().data.list;
    expect(mine.map((a: Apply) => a.id)).toContain(journey.id);
  });

  it('takes the application through the registry: accept, return with a reason, resubmit, approve', async () => {
    const draftOfDemo = await seeded('NB26E0104');
    const ids = (await queue(registry)).list.map((a: Apply) => a.id);
    expect(ids).toContain(journey.id);
    expect(ids).not.toContain(draftOfDemo.id);
    expect((await api(registry, 'getForReview', { id: draftOfDemo.id })).statusCode).toBe(404);

    const accepted = (await decide(registry, journey, 'accept')).json().data;
    expect(accepted).toMatchObject({ state: 'accepted', reviewerName: '赵登记' });
    expect(accepted.acceptedAt).toBeTruthy();

    expect((await decide(registry, accepted, 'return')).json()).toMatchObject({ success: false, code: 'BAD_INPUT', errorMsg: '退回或不予受理时必须填写原因' });
    const reason = '使用登记表未加盖公章';
    const returned = (await decide(registry, accepted, 'return', reason)).json().data;
    expect(returned).toMatchObject({ state: 'returned', opinion: reason });

    const inbox = (await request(t, demo, 'message.findPage', { pageNo: 1, pageSize: 20, status: 'unread' })).json().data.list;
    expect(inbox.find((m: { content: string }) => m.content.includes(journey.applyNo) && m.content.includes(reason))).toMatchObject({ title: '使用登记申请被退回' });

    const again = await ok(demo, 'save', { ...form({ remark: '已盖章' }), id: journey.id, version: returned.version, isCommit: true });
    expect(again).toMatchObject({ state: 'submitted', remark: '已盖章' });
    const reaccepted = (await decide(registry, again, 'accept')).json().data;
    const approved = (await decide(registry, reaccepted, 'approve', '准予登记')).json().data;
    expect(approved.state).toBe('approved');
    expect(approved.certNo).toMatch(CERT);
    journey = approved;

    const eq = (await request(t, demo, 'equipment.get', { id: target.id })).json().data;
    expect(eq).toMatchObject({ certNo: approved.certNo, useStatus: 'inUse' });

    // The certificate number is the registry's decision, not the unit's to edit.
    const edit = (await request(t, demo, 'equipment.get', { id: target.id, forEdit: true })).json().data;
    const change = (
      await request(t, demo, 'equipment.change', {
        ...edit,
        lastInspectionDate: edit.lastInspectionDate ?? '',
        nextInspectionDate: edit.nextInspectionDate ?? '',
        certNo: '梯11浙B99999(26)',
      })
    ).json();
    expect(change).toMatchObject({ success: false, code: 'BUSINESS' });
    expect(change.errorMsg).toContain('由登记机关审批确定');
    expect((await request(t, demo, 'equipment.get', { id: target.id })).json().data.certNo).toBe(approved.certNo);

    const log = (await request(t, demo, 'flowLog.find', { kind: 'useRegist', id: journey.id })).json().data;
    expect(log.steps.map((s: { action: string }) => s.action)).toEqual(['create', 'submit', 'accept', 'return', 'submit', 'accept', 'approve']);
    expect(log.steps[3]).toMatchObject({ fromState: 'accepted', toState: 'returned', opinion: reason, actorName: '赵登记' });
    expect(log.state).toBe('approved');
  });

  it('allows one open application per device, and none for registered equipment', async () => {
    const draft = await seeded('NB26E0104');
    const second = (await api(demo, 'save', { ...form({ equipmentId: draft.equipmentId }), isCommit: false })).json();
    expect(second).toMatchObject({ success: false, code: 'BUSINESS' });
    expect(second.errorMsg).toContain(draft.applyNo);

    const registered = (await api(demo, 'save', { ...form(), isCommit: false })).json();
    expect(registered).toMatchObject({ success: false, code: 'BUSINESS' });
    expect(registered.errorMsg).toBe(`该设备已登记（${journey.certNo}），不能申请首次使用登记`);
  });

  it('refuses steps the flow does not allow from the state, and a stale version', async () => {
    const submitted = await seeded('NB26F0201');
    expect((await decide(registry, submitted, 'approve')).json()).toMatchObject({ success: false, code: 'BUSINESS', errorMsg: '该申请待受理，不能审核通过并发证' });
    expect(submitted.version).toBeGreaterThan(1);
    expect((await decide(registry, { ...submitted, version: submitted.version - 1 }, 'accept')).json()).toMatchObject({ success: false, code: 'CONFLICT' });
    expect((await seeded('NB26F0201')).state).toBe('submitted');
  });

  it('withdraws a submission into the drafts until the registry has accepted it', async () => {
    const submitted = await seeded('NB26F0201');
    const withdrawn = await ok(demo, 'withdraw', { id: submitted.id, version: submitted.version });
    expect(withdrawn.state).toBe('draft');
    // Submitted once, so the registry has seen it: it is kept, not deleted.
    expect((await api(demo, 'delete', { id: submitted.id })).json()).toMatchObject({ success: false, code: 'BUSINESS' });
    await ok(demo, 'save', { ...form({ equipmentId: withdrawn.equipmentId, internalNo: '商场1号扶梯' }), id: withdrawn.id, version: withdrawn.version, isCommit: true });

    const accepted = await seeded('NB26E0102');
    expect((await api(demo, 'withdraw', { id: accepted.id, version: accepted.version })).json()).toMatchObject({
      success: false,
      code: 'BUSINESS',
      errorMsg: '该申请已受理，不能撤回',
    });
  });

  it('deletes only a draft that was never submitted', async () => {
    const submitted = await seeded('NB26F0201');
    expect((await api(demo, 'delete', { id: submitted.id })).json()).toMatchObject({ success: false, code: 'BUSINESS' });
    const draft = await seeded('NB26E0104');
    expect((await api(demo, 'delete', { id: draft.id })).json().success).toBe(true);
    expect((await api(demo, 'detail', { id: draft.id })).statusCode).toBe(404);
    expect((await api(demo, 'registrable', {})).json().data.map((e: { productNo: string }) => e.productNo)).toContain('NB26E0104');
  });

  it('lets exactly one of two clerks accept the same submission at once', async () => {
    const submitted = await seeded('NB26F0201');
    const other = await loginAs(t, 'registry');
    const results = (await Promise.all([decide(registry, submitted, 'accept'), decide(other, submitted, 'accept')])).map((r) => r.json());
    expect(results.filter((r) => r.success)).toHaveLength(1);
    const failed = results.find((r) => !r.success);
    // Which refusal depends on when the loser read the row: before the winner committed (version or
    // state moved under it) or after (the state no longer allows accepting).
    expect(failed.code === 'CONFLICT' || ['该申请已被处理，请刷新后查看', '该申请已受理，不能受理'].includes(failed.errorMsg)).toBe(true);
    const log = (await request(t, registry, 'flowLog.find', { kind: 'useRegist', id: submitted.id })).json().data;
    expect(log.steps.filter((s: { action: string }) => s.action === 'accept')).toHaveLength(1);
  });

  it('never issues the same certificate number twice', async () => {
    const first = (await decide(registry, await seeded('NB26E0102'), 'approve')).json().data;
    const returned = await seeded('NB26E0103');
    await ok(demo, 'save', { ...form({ equipmentId: returned.equipmentId, internalNo: '6号楼1号梯' }), id: returned.id, version: returned.version, isCommit: true });
    const resubmitted = await seeded('NB26E0103');
    const accepted = (await decide(registry, resubmitted, 'accept')).json().data;
    const second = (await decide(registry, accepted, 'approve')).json().data;
    expect([first.state, second.state]).toEqual(['approved', 'approved']);
    expect(first.certNo).toMatch(CERT);
    expect(second.certNo).toMatch(CERT);
    expect(new Set([first.certNo, second.certNo, journey.certNo, (await seeded('NB26E0101')).certNo]).size).toBe(4);
    expect(serial(first.certNo)).toBe(serial(journey.certNo) + 1);
    expect(serial(second.certNo)).toBe(serial(first.certNo) + 1);
  });

  it("keeps applications from other units, from enterprises' reviewing and from clerks of other areas", async () => {
    expect((await api(demo2, 'detail', { id: journey.id })).statusCode).toBe(404);
    expect((await api(demo, 'findQueue', { pageNo: 1, pageSize: 10 })).statusCode).toBe(403);
    expect((await decide(demo, journey, 'approve')).statusCode).toBe(403);

    // A clerk of Hangzhou (330100) does not see Ningbo's applications.
    const hangzhou = await hangzhouClerk(t, 'registryhz', '13857400099');

    const waiting = await seeded('NB26H0301', demo2);
    expect(waiting.state).toBe('submitted');
    expect((await queue(registry)).list.map((a: Apply) => a.id)).toContain(waiting.id);
    expect(await queue(hangzhou)).toMatchObject({ count: 0, list: [] });
    expect((await api(hangzhou, 'getForReview', { id: waiting.id })).statusCode).toBe(404);
    expect((await decide(hangzhou, waiting, 'accept')).statusCode).toBe(404);
    expect((await request(t, hangzhou, 'flowLog.find', { kind: 'useRegist', id: waiting.id })).statusCode).toBe(404);
    expect((await seeded('NB26H0301', demo2)).state).toBe('submitted');
  });
});
