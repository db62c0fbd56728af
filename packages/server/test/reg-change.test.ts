import { REG_CHANGE_KINDS, requiredRegChangeDocuments, type RegChangeKind } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { addDays, chinaToday } from '../src/platform/ids';
import { AJAX, call, dataOf, hangzhouClerk, loginAs, unitOf, uploadTo, type Caller, type Reply, request } from './helpers';
import { signedIn, suiteApp } from './suite';

interface Change {
  id: string;
  changeNo: string;
  kind: RegChangeKind;
  state: string;
  version: number;
  items: { equipmentId: string; certNo: string }[];
}

describe('registration changes and terminations', () => {
  const t = suiteApp();
  const [demo, demo2, registry] = signedIn(t, 'demo', 'demo2', 'registry');

  const base = (kind: RegChangeKind) => (REG_CHANGE_KINDS[kind].group === 'change' ? '/a/stone/useManage' : '/a/stone/pemEqmRlvBasic');
  const api = (who: Caller, kind: RegChangeKind, name: string, body: object) => call(t, who, 'POST', `${base(kind)}/${name}`, body);
  const manage = (who: Caller, name: string, body: object) => call(t, who, 'POST', `/a/stone/useManage/${name}`, body);
  const data = <T = Change>(res: Promise<Reply<T>>) => dataOf(res);
  const upload = (who: Caller, bizId: string, kind: string) => uploadTo(t, who, { bizType: 'regChange', bizId, kind });
  const form = (kind: RegChangeKind, equipmentIds: string[], over: Record<string, unknown> = {}) => ({
    kind,
    equipmentIds,
    reason: '测试原因',
    effectiveDate: chinaToday(),
    measures: '切断电源，张贴停用标志',
    contactPerson: '张明',
    contactPhone: '13800001111',
    ...over,
  });
  /** Saves, uploads what the kind needs and submits: the application as it is then. */
  const file = async (who: Caller, kind: RegChangeKind, equipmentIds: string[], over: Record<string, unknown> = {}) => {
    const draft = await data(api(who, kind, 'save', { ...form(kind, equipmentIds, over), isCommit: false }));
    for (const doc of requiredRegChangeDocuments(kind)) await upload(who, draft.id, doc);
    return data(api(who, kind, 'save', { ...form(kind, equipmentIds, over), id: draft.id, version: draft.version, isCommit: true }));
  };
  const candidates = async (who: Caller, kind: RegChangeKind) => data<{ equipmentId: string; deviceCode: string }[]>(api(who, kind, 'candidates', { kind }));
  const decide = (who: Caller, c: Pick<Change, 'id' | 'version'>, action: string, opinion = '') => manage(who, 'decide', { id: c.id, action, opinion, version: c.version });
  const approve = async (c: Change) => data(decide(registry, await data(decide(registry, c, 'accept')), 'approve'));
  const equipment = (id: string) => t.db.selectFrom('equipment').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** A candidate of demo's for the kind that a maintenance unit holds (the list is searched by each held device's code). */
  const heldCandidate = async (kind: RegChangeKind) => {
    const demoUnit = await unitOf(t, 'demo');
    const held = await t.db.selectFrom('equipment').select('device_code').where('unit_id', '=', demoUnit).where('maintain_unit_id', 'is not', null).execute();
    for (const h of held) {
      const found = (await data<{ equipmentId: string }[]>(api(demo, kind, 'candidates', { kind, keyword: h.device_code })))[0];
      if (found) return found;
    }
    throw new Error(`no device of demo's held by a maintenance unit may be filed for ${kind}`);
  };

  it('shows the demo applications in every state, each on its own form', async () => {
    const changes = await data<{ list: Change[] }>(manage(demo, 'list', { pageNo: 1, pageSize: 50 }));
    const terminations = await data<{ list: Change[] }>(api(demo, 'stop', 'list', { pageNo: 1, pageSize: 50 }));
    expect(changes.list.every((c) => REG_CHANGE_KINDS[c.kind].group === 'change')).toBe(true);
    expect(terminations.list.every((c) => REG_CHANGE_KINDS[c.kind].group === 'termination')).toBe(true);
    expect(new Set([...changes.list, ...terminations.list].map((c) => c.state))).toEqual(
      new Set(['draft', 'confirming', 'submitted', 'accepted', 'returned', 'refused', 'approved']),
    );
    // The termination form's detail does not answer a change's id, nor the other way round.
    expect((await api(demo, 'stop', 'detail', { id: changes.list[0].id })).statusCode).toBe(404);
  });

  it('transfers a device from demo to demo2: offered, confirmed by demo2, approved by the registry', async () => {
    const [device] = await candidates(demo, 'transfer');
    const demo2Uscc = (
      await t.db.selectFrom('units').innerJoin('users', 'users.unit_id', 'units.id').select('units.uscc').where('users.login_name', '=', 'demo2').executeTakeFirstOrThrow()
    ).uscc;
    const offered = await file(demo, 'transfer', [device.equipmentId], { targetUscc: demo2Uscc });
    expect(offered.state).toBe('confirming');
    // Not the registry's yet.
    expect((await manage(registry, 'getForReview', { id: offered.id })).statusCode).toBe(404);

    const incoming = await data<{ list: Change[] }>(manage(demo2, 'incoming', { pageNo: 1, pageSize: 20 }));
    expect(incoming.list.map((c) => c.id)).toContain(offered.id);
    // The receiving unit reads the documents it is asked to confirm (the transfer agreement among them).
    const files = await data<{ kind: string }[]>(request(t, demo2, 'attachment.findAttList', { bizType: 'regChange', bizId: offered.id }));
    expect(files.map((f) => f.kind)).toEqual(expect.arrayContaining(['transferAgreement']));
    expect((await manage(demo2, 'confirm', { id: offered.id, action: 'decline', opinion: '', version: offered.version })).json()).toMatchObject({
      success: false,
      code: 'BAD_INPUT',
    });
    // Only the receiving unit answers: the applicant cannot confirm its own offer.
    expect((await manage(demo, 'confirm', { id: offered.id, action: 'confirm', opinion: '', version: offered.version })).statusCode).toBe(404);
    const confirmed = await data(manage(demo2, 'confirm', { id: offered.id, action: 'confirm', opinion: '', version: offered.version }));
    expect(confirmed.state).toBe('submitted');

    const done = await approve(confirmed);
    expect(done.state).toBe('approved');
    const moved = await equipment(device.equipmentId);
    expect(moved.unit_id).toBe(await unitOf(t, 'demo2'));
    expect(moved.reg_decision_id).toBe(offered.id);
    expect((await request(t, demo, 'equipment.get', { id: device.equipmentId })).statusCode).toBe(404);
    expect((await request(t, demo2, 'equipment.get', { id: device.equipmentId })).json().data.id).toBe(device.equipmentId);

    const log = await data<{ steps: { action: string }[] }>(request(t, demo, 'flowLog.find', { kind: 'regChange', id: offered.id }));
    expect(log.steps.map((s) => s.action)).toEqual(['create', 'offer', 'confirm', 'accept', 'approve']);
    const record = await data<{ history: { no: string; label: string }[]; declared: boolean }>(manage(demo2, 'record', { equipmentId: device.equipmentId }));
    expect(record.declared).toBe(false);
    expect(record.history[0]).toMatchObject({ no: offered.changeNo, label: '过户' });
    const messages = await data<{ list: { title: string; link: string }[] }>(request(t, demo2, 'message.findPage', { pageNo: 1, pageSize: 20, status: 'unread' }));
    // Both lead the buyer to the change itself.
    const link = `/company-service/change-detail?id=${offered.id}`;
    expect(messages.list.filter((m) => m.link === link).map((m) => m.title)).toEqual(expect.arrayContaining(['有待确认的设备过户', '设备过户已办结']));
  });

  it('ends the maintenance assignment of a transferred elevator and tells the maintenance unit and the new unit', async () => {
    const weibao = await loginAs(t, 'weibao', 'Weibao@123456');
    const device = await heldCandidate('transfer');
    const before = await equipment(device.equipmentId);
    const demo2Uscc = (
      await t.db.selectFrom('units').innerJoin('users', 'users.unit_id', 'units.id').select('units.uscc').where('users.login_name', '=', 'demo2').executeTakeFirstOrThrow()
    ).uscc;
    const offered = await file(demo, 'transfer', [device.equipmentId], { targetUscc: demo2Uscc });
    await approve(await data(manage(demo2, 'confirm', { id: offered.id, action: 'confirm', opinion: '', version: offered.version })));
    // The maintenance unit's name stays as the new unit's declared value until the new unit's own change is claimed.
    expect(await equipment(device.equipmentId)).toMatchObject({ maintain_unit_id: null, maintenance_unit: before.maintenance_unit });
    const open = await t.db.selectFrom('maint_assignments').select('id').where('equipment_id', '=', device.equipmentId).where('ended_at', 'is', null).execute();
    expect(open).toEqual([]);
    const titles = async (who: Caller) =>
      (await data<{ list: { title: string }[] }>(request(t, who, 'message.findPage', { pageNo: 1, pageSize: 50, status: 'unread' }))).list.map((m) => m.title);
    expect(await titles(weibao)).toContain('维保设备已过户');
    expect(await titles(demo2)).toContain('过户设备需办理维保单位变更');
  });

  it('ends the maintenance assignment of a scrapped elevator', async () => {
    const weibao = await loginAs(t, 'weibao', 'Weibao@123456');
    const device = await heldCandidate('scrap');
    await approve(await file(demo, 'scrap', [device.equipmentId], { measures: '已切割处置' }));
    expect((await equipment(device.equipmentId)).maintain_unit_id).toBeNull();
    expect(await t.db.selectFrom('maint_assignments').select('id').where('equipment_id', '=', device.equipmentId).where('ended_at', 'is', null).execute()).toEqual([]);
    const titles = (await data<{ list: { title: string }[] }>(request(t, weibao, 'message.findPage', { pageNo: 1, pageSize: 50, status: 'unread' }))).list.map((m) => m.title);
    expect(titles).toContain('维保设备已报废');
  });

  it('holds a device to one request at a time and names the one under way', async () => {
    const [device] = await candidates(demo, 'stop');
    const first = await data(api(demo, 'address', 'save', { ...form('address', [device.equipmentId], { address: '新地址1号' }), isCommit: false }));
    expect((await candidates(demo, 'stop')).map((c) => c.equipmentId)).not.toContain(device.equipmentId);
    const second = (await api(demo, 'stop', 'save', { ...form('stop', [device.equipmentId]), isCommit: false })).json();
    expect(second).toMatchObject({ success: false, code: 'BUSINESS' });
    expect(second.errorMsg).toContain(first.changeNo);
    await data(api(demo, 'address', 'delete', { id: first.id }));
    expect((await candidates(demo, 'stop')).map((c) => c.equipmentId)).toContain(device.equipmentId);
  });

  it('checks each kind: its fields, its devices, and the registry that decides', async () => {
    const [device] = await candidates(demo, 'relocate');
    const refuse = async (kind: RegChangeKind, over: Record<string, unknown>, ids = [device.equipmentId]) =>
      (await api(demo, kind, 'save', { ...form(kind, ids, over), isCommit: false })).json();
    expect(await refuse('relocate', { areaCode: '', address: '' })).toMatchObject({ success: false, code: 'BAD_INPUT', errorMsg: '请选择移装后的使用地点所在区域' });
    expect(await refuse('relocate', { areaCode: '330106', address: '杭州市西湖区文三路1号' })).toMatchObject({
      success: false,
      code: 'BUSINESS',
      errorMsg: '移装到其他登记机关的辖区：请先向本登记机关申请注销，再向迁入地登记机关申请使用登记',
    });
    expect(await refuse('transfer', { targetUscc: '91330000000000000X' })).toMatchObject({ success: false, code: 'BAD_INPUT' });
    expect(await refuse('modify', { reason: '' })).toMatchObject({ success: false, code: 'BAD_INPUT', errorMsg: '申请原因不能为空' });
    expect(await refuse('modify', { workUnit: '', supervisionBody: 'x' })).toMatchObject({ success: false, errorMsg: '请填写改造施工单位' });
    expect(await refuse('designLife', { allowedUntil: '2020-01-01' })).toMatchObject({ success: false, errorMsg: '允许继续使用至应晚于评估（检验）日期' });
    const two = (await candidates(demo, 'modify')).slice(0, 2).map((c) => c.equipmentId);
    expect(await refuse('modify', { workUnit: 'a', supervisionBody: 'b' }, two)).toMatchObject({ success: false, errorMsg: '改造每次只能办理一台设备' });
    // A change's kind on the termination form, and a device of another unit.
    expect((await api(demo, 'stop', 'save', { ...form('modify', [device.equipmentId], { workUnit: 'a', supervisionBody: 'b' }), isCommit: false })).json()).toMatchObject({
      success: false,
      errorMsg: '办理事项不正确',
    });
    const [other] = await candidates(demo2, 'stop');
    expect((await api(demo, 'stop', 'save', { ...form('stop', [other.equipmentId]), isCommit: false })).statusCode).toBe(404);
    // Submitting names the documents still missing.
    const draft = await data(api(demo, 'stop', 'save', { ...form('stop', [device.equipmentId]), isCommit: false }));
    const missing = (await api(demo, 'stop', 'save', { ...form('stop', [device.equipmentId]), id: draft.id, version: draft.version, isCommit: true })).json();
    expect(missing.errorMsg).toBe('请先上传：特种设备停用/注销/报废报告书（加盖使用单位公章）');
    await data(api(demo, 'stop', 'delete', { id: draft.id }));
  });

  it('stops, refuses a restart while the inspection has lapsed, then restarts once it is valid', async () => {
    const devices = (await candidates(demo, 'stop')).slice(0, 2).map((c) => c.equipmentId);
    const stopped = await approve(await file(demo, 'stop', devices));
    for (const id of devices) expect(await equipment(id)).toMatchObject({ reg_state: 'stopped', use_status: 'stopped', reg_decision_id: stopped.id });

    await t.db
      .updateTable('equipment')
      .set({ next_inspection_date: addDays(chinaToday(), -1), last_conclusion: 'pass' })
      .where('id', '=', devices[0])
      .execute();
    const lapsed = (await api(demo, 'restart', 'save', { ...form('restart', [devices[0]]), isCommit: false })).json();
    expect(lapsed).toMatchObject({ success: false, code: 'BUSINESS' });
    expect(lapsed.errorMsg).toContain('请先申请定期检验，检验合格后再申请启用');

    await t.db
      .updateTable('equipment')
      .set({ next_inspection_date: addDays(chinaToday(), 200) })
      .where('id', '=', devices[0])
      .execute();
    await approve(await file(demo, 'restart', [devices[0]]));
    expect(await equipment(devices[0])).toMatchObject({ reg_state: 'registered', use_status: 'inUse' });
  });

  it('scraps a device for good: nothing more can be filed for it', async () => {
    const [device] = await candidates(demo, 'scrap');
    await approve(await file(demo, 'scrap', [device.equipmentId], { measures: '已切割处置' }));
    expect(await equipment(device.equipmentId)).toMatchObject({ reg_state: 'scrapped', use_status: 'scrapped' });
    expect(await t.db.selectFrom('issued_documents').select('state').where('equipment_id', '=', device.equipmentId).where('state', '=', 'valid').execute()).toEqual([]);
    const again = (await api(demo, 'cancel', 'save', { ...form('cancel', [device.equipmentId]), isCommit: false })).json();
    expect(again).toMatchObject({ success: false, code: 'BUSINESS' });
    expect(again.errorMsg).toContain('报废，不能办理注销');
  });

  it('refuses steps the state does not allow, a stale version, and one of two clerks deciding at once', async () => {
    const [device] = await candidates(demo, 'address');
    const submitted = await file(demo, 'address', [device.equipmentId], { address: '宁波市北仑区新碶街道长江路1号' });
    expect((await decide(registry, submitted, 'approve')).json()).toMatchObject({ success: false, code: 'BUSINESS', errorMsg: '该申请待受理，不能审核通过' });
    expect((await decide(registry, { ...submitted, version: submitted.version - 1 }, 'accept')).json()).toMatchObject({ success: false, code: 'CONFLICT' });
    expect((await decide(registry, submitted, 'return')).json()).toMatchObject({ success: false, code: 'BAD_INPUT' });

    const other = await loginAs(t, 'registry');
    const results = (await Promise.all([decide(registry, submitted, 'accept'), decide(other, submitted, 'accept')])).map((r) => r.json());
    expect(results.filter((r) => r.success)).toHaveLength(1);
    const failed = results.find((r) => !r.success);
    expect(failed.code === 'CONFLICT' || ['该申请已被处理，请刷新后查看', '该申请已受理，不能受理'].includes(failed.errorMsg)).toBe(true);

    const accepted = await data(manage(registry, 'getForReview', { id: submitted.id }));
    expect((await api(demo, 'address', 'withdraw', { id: accepted.id, version: accepted.version })).json()).toMatchObject({ errorMsg: '该申请已受理，不能撤回' });
    const returned = await data(decide(registry, accepted, 'return', '请补充地址变更证明'));
    expect(returned.state).toBe('returned');
    const resubmitted = await data(
      api(demo, 'address', 'save', {
        ...form('address', [device.equipmentId], { address: '宁波市北仑区新碶街道长江路1号' }),
        id: returned.id,
        version: returned.version,
        isCommit: true,
      }),
    );
    expect(resubmitted.state).toBe('submitted');
    expect((await equipment(device.equipmentId)).address).not.toBe('宁波市北仑区新碶街道长江路1号');
    await approve(resubmitted);
    expect((await equipment(device.equipmentId)).address).toBe('宁波市北仑区新碶街道长江路1号');
    // The certificate and use mark are issued anew under this decision; earlier ones read 已变更.
    const documents = await t.db.selectFrom('issued_documents').selectAll().where('equipment_id', '=', device.equipmentId).execute();
    expect(documents.filter((d) => d.state === 'valid').map((d) => [d.kind, d.source_id])).toEqual(
      expect.arrayContaining([
        ['regCert', submitted.id],
        ['useMark', submitted.id],
      ]),
    );
    expect(documents.filter((d) => d.state === 'valid')).toHaveLength(2);
  });

  it('keeps applications from no session, wrong roles, other units and clerks of other areas', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/a/stone/useManage/list', headers: AJAX, payload: { pageNo: 1, pageSize: 10 } });
    expect(anonymous.statusCode).toBe(401);
    expect((await manage(demo, 'findQueue', { pageNo: 1, pageSize: 10 })).statusCode).toBe(403);
    expect((await manage(registry, 'save', { ...form('address', ['x'], { address: 'y' }), isCommit: false })).statusCode).toBe(403);

    const waiting = (await data<{ list: Change[] }>(api(demo2, 'stop', 'list', { pageNo: 1, pageSize: 10, state: 'submitted' }))).list[0];
    expect((await api(demo, 'stop', 'detail', { id: waiting.id })).statusCode).toBe(404);
    expect((await request(t, demo, 'flowLog.find', { kind: 'regChange', id: waiting.id })).statusCode).toBe(404);

    const hangzhou = await hangzhouClerk(t, 'registryhz2', '13857400098');
    expect((await data<{ list: Change[] }>(manage(registry, 'findQueue', { pageNo: 1, pageSize: 50 }))).list.map((c) => c.id)).toContain(waiting.id);
    expect(await data(manage(hangzhou, 'findQueue', { pageNo: 1, pageSize: 50 }))).toMatchObject({ count: 0 });
    expect((await decide(hangzhou, waiting, 'accept')).statusCode).toBe(404);
  });
});
