import type { SelfMaintDevice, SelfMaintRecord } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, chinaToday, newId, nowIso } from '../src/platform/ids';
import { apiOf, call, dataOf, grantElevatorLicence, loginAs, refusalOf, unitOf, uploadTo, type Caller, type Page, type Reply, request } from './helpers';
import { signedIn, suiteApp } from './suite';

describe('self-maintenance applications (自行维保)', () => {
  const t = suiteApp();
  const [demo, weibao, registry, admin] = signedIn(t, 'demo', 'weibao', 'registry', 'admin');
  let units: Record<'demo' | 'weibao', string>;

  const api = apiOf<SelfMaintRecord>(t, '/a/stone/eqm/selfMaintain');
  const options = (who: Caller) =>
    dataOf(
      call(t, who, 'GET', '/a/stone/eqm/selfMaintain/options') as Promise<Reply<{ staff: { operatorId: string; name: string; item: string }[]; elevatorBlockedReason: string }>>,
    );
  const devices = (who: Caller, body: object = {}) => dataOf(api<Page<SelfMaintDevice>>(who, 'devices', { pageNo: 1, pageSize: 50, ...body }));
  const upload = async (who: Caller, bizId: string) =>
    (await uploadTo(t, who, { bizType: 'selfMaint', bizId, kind: 'rules' }, { filename: '自行维保管理制度.pdf' })).json<{ success: boolean }>();
  const equipment = (id: string) =>
    t.db.selectFrom('equipment').select(['unit_id', 'maintain_unit_id', 'maintenance_unit', 'maintenance_phone']).where('id', '=', id).executeTakeFirstOrThrow();
  const currentAssignment = (equipmentId: string) =>
    t.db.selectFrom('maint_assignments').selectAll().where('equipment_id', '=', equipmentId).where('ended_at', 'is', null).executeTakeFirst();
  const own = async (who: Caller, state?: string) => (await dataOf(api<Page<SelfMaintRecord>>(who, 'list', { pageNo: 1, pageSize: 50, state }))).list;
  const form = (equipmentIds: string[], staffIds: string[], over: Record<string, unknown> = {}) => ({
    equipmentIds,
    staffIds,
    dutyPhone: '0574-88150096',
    validTo: addDays(chinaToday(), 700),
    remark: '',
    ...over,
  });
  const unread = async (who: Caller) =>
    (await dataOf(request(t, who, 'message.findPage', { pageNo: 1, pageSize: 50, status: 'unread' }) as Promise<Reply<Page<{ title: string; link: string }>>>)).list;

  beforeAll(async () => {
    units = { demo: await unitOf(t, 'demo'), weibao: await unitOf(t, 'weibao') };
  });

  it('shows each side the demo applications: the unit its own in every state, the registry what was submitted', async () => {
    expect(new Set((await own(demo)).map((a) => a.state))).toEqual(new Set(['approved', 'ended', 'returned']));
    expect(new Set((await own(weibao)).map((a) => a.state))).toEqual(new Set(['revoked', 'submitted', 'draft']));
    const queue = (await dataOf(api<Page<SelfMaintRecord>>(registry, 'queue', { pageNo: 1, pageSize: 50 }))).list;
    expect(queue[0].state).toBe('submitted');
    expect(queue.some((a) => a.state === 'draft')).toBe(false);
    // The staff's certificate numbers are masked; the approved ropeway is held by demo's unit itself.
    const approved = (await own(demo, 'approved'))[0];
    expect(approved.staff[0].certNo).toContain('*');
    expect(approved.devices).toEqual([expect.objectContaining({ typeCode: '9000', held: true })]);
    expect(await equipment(approved.devices[0].equipmentId)).toMatchObject({ maintain_unit_id: units.demo, maintenance_phone: '0574-87651200' });
  });

  it('offers the staff holding a repair item, and elevators only to a unit whose licence covers them', async () => {
    const d = await options(demo);
    expect(d.staff.map((p) => `${p.name}${p.item}`).sort()).toEqual(['方志刚S1', '黄丽Y1'].sort());
    expect(d.elevatorBlockedReason).toBe('没有经登记机关审核的电梯安装（含修理）许可');
    expect((await options(weibao)).elevatorBlockedReason).toBe('');
    const list = (await devices(demo)).list;
    expect(new Set(list.map((x) => x.typeCode))).toEqual(new Set(['3000', '6000', '9000']));
    expect(list.find((x) => x.typeCode === '3000')!.blockedReason).toBe('本单位没有经登记机关审核的电梯安装（含修理）许可，不能自行维保电梯');
    expect(list.find((x) => x.typeCode === '9000')!.blockedReason).toMatch(/^已在自行维保申请ZW\d{12}中$/);
    // Editing its own application, the device it names is not blocked by it.
    const draft = (await own(weibao, 'draft'))[0];
    const withDraft = (await devices(weibao, { applyId: draft.id })).list;
    expect(withDraft.find((x) => x.equipmentId === draft.devices[0].equipmentId)!.blockedReason).toBe('');
    expect((await devices(weibao)).list.find((x) => x.equipmentId === draft.devices[0].equipmentId)!.blockedReason).toBe(`已在自行维保申请${draft.applyNo}中`);
    // Another unit's application is not a key to its devices.
    expect((await api(demo, 'devices', { pageNo: 1, pageSize: 10, applyId: draft.id })).statusCode).toBe(404);
  });

  it('checks the form on the server with the same messages, and what only the server knows', async () => {
    const wheel = (await own(demo, 'returned'))[0];
    const [s1, y1] = ['S1', 'Y1'].map((item) => (wheel.staff.find((p) => p.item === item) ?? { operatorId: '' }).operatorId);
    const staff = await options(demo);
    const ropewayStaff = staff.staff.find((p) => p.item === 'S1')!.operatorId;
    const wheelId = wheel.devices[0].equipmentId;
    const base = { id: wheel.id, version: wheel.version };
    expect(y1).not.toBe('');
    expect(s1).toBe('');
    expect(await refusalOf(api(demo, 'save', { ...form([], [y1]), ...base }))).toBe('请至少选择一台设备');
    expect(await refusalOf(api(demo, 'save', { ...form([wheelId], []), ...base }))).toBe('请至少选择一名维保人员');
    expect(await refusalOf(api(demo, 'save', { ...form([wheelId], [y1], { validTo: chinaToday() }), ...base }))).toBe('自行维保截止日期应晚于今天');
    expect(await refusalOf(api(demo, 'save', { ...form([wheelId], [y1], { validTo: addDays(chinaToday(), 5 * 365) }), ...base }))).toBe('自行维保期限自审核通过之日起最长4年');
    expect(await refusalOf(api(demo, 'save', { ...form([wheelId], [y1], { dutyPhone: '12' }), ...base }))).toBe('请输入有效的手机号或者座机号');
    // The wheel needs a person holding Y1; the ropeway's S1 holder does not do.
    expect(await refusalOf(api(demo, 'save', { ...form([wheelId], [ropewayStaff]), ...base }))).toBe(
      '申请自行维保大型游乐设施，须至少选择一名持有效大型游乐设施修理（Y1）证的人员',
    );
    // Elevators need the unit's licence; a boiler is no category of self-maintenance.
    const lift = (await devices(demo, { typeCode: '3000' })).list[0].equipmentId;
    expect(await refusalOf(api(demo, 'save', { ...form([lift], [y1]), ...base }))).toBe('本单位没有经登记机关审核的电梯安装（含修理）许可，不能自行维保电梯');
    const boiler = (await t.db.selectFrom('equipment').select('id').where('unit_id', '=', units.demo).where('type_code', '=', '1000').limit(1).executeTakeFirstOrThrow()).id;
    expect(await refusalOf(api(demo, 'save', { ...form([boiler], [y1]), ...base }))).toBe('只有电梯、大型游乐设施和客运索道可以申请自行维保');
    // The ropeway is in the approved application; another unit's device and person are unknown or refused.
    const ropeway = (await own(demo, 'approved'))[0].devices[0].equipmentId;
    expect(await refusalOf(api(demo, 'save', { ...form([ropeway], [ropewayStaff]), ...base }))).toMatch(/^所选设备已在自行维保申请ZW\d{12}中$/);
    const weibaoLift = (await own(weibao, 'draft'))[0].devices[0].equipmentId;
    expect((await api(demo, 'save', { ...form([weibaoLift], [y1]), ...base })).statusCode).toBe(404);
    const weibaoPerson = (await options(weibao)).staff[0].operatorId;
    expect(await refusalOf(api(demo, 'save', { ...form([wheelId], [y1, weibaoPerson]), ...base }))).toBe('所选人员不是本单位持有效修理作业证的人员，请重新选择');
    // Nothing of it was stored.
    expect((await dataOf(api(demo, 'detail', { id: wheel.id }))).version).toBe(wheel.version);
  });

  it('runs a returned application through correction and withdrawal, and keeps it once it was submitted', async () => {
    const wheel = (await own(demo, 'returned'))[0];
    expect(wheel.opinion).toContain('人工盘车');
    const staffIds = wheel.staff.map((p) => p.operatorId);
    const submitted = await dataOf(
      api(demo, 'save', { ...form([wheel.devices[0].equipmentId], staffIds, { remark: '已补充人工盘车救援程序' }), id: wheel.id, version: wheel.version, isCommit: true }),
    );
    expect(submitted).toMatchObject({ state: 'submitted', remark: '已补充人工盘车救援程序' });
    expect(await refusalOf(api(demo, 'save', { ...form([wheel.devices[0].equipmentId], staffIds), id: wheel.id, version: submitted.version }))).toBe('该申请待审核，不能修改');
    expect(await refusalOf(api(demo, 'delete', { id: wheel.id }))).toBe('只能删除从未提交过的申请草稿');
    const draft = await dataOf(api(demo, 'withdraw', { id: wheel.id, version: submitted.version }));
    expect(draft.state).toBe('draft');
    expect(await refusalOf(api(demo, 'withdraw', { id: wheel.id, version: draft.version }))).toBe('该申请已保存，不能撤回');
    // Registry clerks never see a draft.
    expect((await api(registry, 'getForReview', { id: wheel.id })).statusCode).toBe(404);
    expect((await api(weibao, 'delete', { id: wheel.id })).statusCode).toBe(404);
    // Withdrawn, it is a draft again, but its flow log stays: it cannot be deleted.
    expect(await refusalOf(api(demo, 'delete', { id: wheel.id }))).toBe('只能删除从未提交过的申请草稿');
    expect((await dataOf(api(demo, 'detail', { id: wheel.id }))).state).toBe('draft');
  });

  it('makes an approved unit the maintenance unit of its devices until it ends it', async () => {
    const draft = (await own(weibao, 'draft'))[0];
    const lift = draft.devices[0].equipmentId;
    const staffIds = draft.staff.map((p) => p.operatorId);
    const body = { ...form([lift], staffIds), id: draft.id, version: draft.version, isCommit: true };
    expect(await refusalOf(api(weibao, 'save', body))).toBe('请先上传：自行维保管理制度及应急救援预案');
    expect((await upload(weibao, draft.id)).success).toBe(true);
    const submitted = await dataOf(api(weibao, 'save', body));
    expect(submitted.state).toBe('submitted');
    // Once submitted the documents are the registry's to read, no longer the unit's to change.
    expect((await upload(weibao, draft.id)).success).toBe(false);

    expect(await refusalOf(api(registry, 'audit', { id: draft.id, version: submitted.version, action: 'return', opinion: '' }))).toBe('退回时必须填写退回原因');
    expect((await api(weibao, 'audit', { id: draft.id, version: submitted.version, action: 'approve' })).statusCode).toBe(403);
    const approved = await dataOf(api(registry, 'audit', { id: draft.id, version: submitted.version, action: 'approve' }));
    expect(approved).toMatchObject({ state: 'approved', validFrom: chinaToday(), devices: [{ equipmentId: lift, held: true }] });
    const weibaoName = (await t.db.selectFrom('units').select('name').where('id', '=', units.weibao).executeTakeFirstOrThrow()).name;
    expect(await equipment(lift)).toMatchObject({ maintain_unit_id: units.weibao, maintenance_unit: weibaoName, maintenance_phone: '0574-88150096' });
    expect(await currentAssignment(lift)).toMatchObject({ maintain_unit_id: units.weibao, self_apply_id: draft.id, contract_no: draft.applyNo, contract_to: submitted.validTo });
    expect((await unread(weibao)).find((m) => m.title === '自行维保申请已审核通过')?.link).toBe(`/implementation/selfMaintainDetail?id=${draft.id}`);
    expect(await refusalOf(api(registry, 'audit', { id: draft.id, version: approved.version, action: 'approve' }))).toBe('该申请自行维保中，不能审核通过');

    expect(await refusalOf(api(weibao, 'end', { id: draft.id, version: approved.version, opinion: '' }))).toBe('终止原因不能为空');
    const ended = await dataOf(api(weibao, 'end', { id: draft.id, version: approved.version, opinion: '办公楼电梯改由专业维保单位维保' }));
    expect(ended).toMatchObject({ state: 'ended', endReason: '办公楼电梯改由专业维保单位维保', devices: [{ held: false }] });
    // The unit's own name and phone leave the record with it: nobody maintains the elevator now.
    expect(await equipment(lift)).toMatchObject({ maintain_unit_id: null, maintenance_unit: '', maintenance_phone: '' });
    expect(await currentAssignment(lift)).toBeUndefined();
    expect(await refusalOf(api(weibao, 'end', { id: draft.id, version: ended.version, opinion: 'x' }))).toBe('该申请已终止，不能终止自行维保');

    const log = await dataOf(request(t, weibao, 'flowLog.find', { kind: 'selfMaint', id: draft.id }) as Promise<Reply<{ steps: { action: string }[] }>>);
    expect(log.steps.map((s) => s.action)).toEqual(['create', 'submit', 'approve', 'end']);
    expect((await request(t, demo, 'flowLog.find', { kind: 'selfMaint', id: draft.id })).statusCode).toBe(404);
  });

  it('lets the registry revoke an approval with the reason, and review only in its areas', async () => {
    const ropeway = (await own(demo, 'approved'))[0];
    expect(await refusalOf(api(registry, 'revoke', { id: ropeway.id, version: ropeway.version, opinion: '' }))).toBe('撤销原因不能为空');
    expect((await api(demo, 'revoke', { id: ropeway.id, version: ropeway.version, opinion: 'x' })).statusCode).toBe(403);

    const clerkId = (await t.db.selectFrom('users').select('id').where('login_name', '=', 'registry').executeTakeFirstOrThrow()).id;
    expect((await request(t, admin, 'member.saveStaffAreas', { id: clerkId, areas: ['330212'] })).json().success).toBe(true);
    const narrow = await loginAs(t, 'registry');
    expect((await api(narrow, 'getForReview', { id: ropeway.id })).statusCode).toBe(404);
    expect((await api(narrow, 'revoke', { id: ropeway.id, version: ropeway.version, opinion: 'x' })).statusCode).toBe(404);
    expect((await dataOf(api<Page<SelfMaintRecord>>(narrow, 'queue', { pageNo: 1, pageSize: 50 }))).list.every((a) => a.unitName !== ropeway.unitName)).toBe(true);
    expect((await request(t, admin, 'member.saveStaffAreas', { id: clerkId, areas: ['330200'] })).json().success).toBe(true);

    const wide = await loginAs(t, 'registry');
    const revoked = await dataOf(api(wide, 'revoke', { id: ropeway.id, version: ropeway.version, opinion: '索道维修人员证书已过期' }));
    expect(revoked).toMatchObject({ state: 'revoked', endReason: '索道维修人员证书已过期' });
    expect(await equipment(ropeway.devices[0].equipmentId)).toMatchObject({ maintain_unit_id: null, maintenance_unit: '' });
    expect((await unread(demo)).map((m) => m.title)).toContain('自行维保已被撤销');
  });

  it('keeps self-maintenance and maintenance-unit changes of one elevator apart, and a claim takes a self-maintained one over', async () => {
    // demo's unit gets an elevator licence and a person holding item T, so that it may maintain an elevator itself.
    await grantElevatorLicence(t, units.demo, 'TS3310999-2030');
    const now = nowIso();
    const person = (await t.db.selectFrom('operators').select('id').where('unit_id', '=', units.demo).orderBy('name').limit(1).executeTakeFirstOrThrow()).id;
    await t.db
      .insertInto('qualifications')
      .values({
        id: newId(),
        operator_id: person,
        unit_id: units.demo,
        item_code: 'T',
        limitation: '',
        cert_no: 'TEST-T-001',
        file_no: 'TS2026000001',
        authority: '宁波市市场监督管理局',
        issue_date: addDays(chinaToday(), -100),
        expiry_date: addDays(chinaToday(), 1000),
        review_date: '',
        created_at: now,
        updated_at: now,
        version: 1,
      })
      .execute();
    expect((await options(demo)).elevatorBlockedReason).toBe('');
    const free = (await devices(demo, { typeCode: '3000' })).list.find((d) => d.blockedReason === '')!.equipmentId;

    // A draft never submitted can be deleted, and frees its device.
    const discarded = await dataOf(api(demo, 'save', form([free], [person])));
    const reasonOf = async () => (await devices(demo, { typeCode: '3000' })).list.find((d) => d.equipmentId === free)!.blockedReason;
    expect(await reasonOf()).toBe(`已在自行维保申请${discarded.applyNo}中`);
    expect((await api(demo, 'delete', { id: discarded.id })).json().success).toBe(true);
    expect((await api(demo, 'detail', { id: discarded.id })).statusCode).toBe(404);
    expect(await reasonOf()).toBe('');

    let r = await dataOf(api(demo, 'save', form([free], [person])));
    expect(r.state).toBe('draft');
    // While it is pending, the elevator cannot be handed to a maintenance unit.
    const change = { equipmentId: free, toUnitId: units.weibao, contractNo: 'HT-SELF-1', contractFrom: chinaToday(), contractTo: addDays(chinaToday(), 300), remark: '' };
    expect(await refusalOf(request(t, demo, 'maintChange.save', change) as Promise<Reply<unknown>>)).toBe(`该设备已在自行维保申请${r.applyNo}中，请先办理完毕`);
    expect((await upload(demo, r.id)).success).toBe(true);
    r = await dataOf(api(demo, 'save', { ...form([free], [person]), id: r.id, version: r.version, isCommit: true }));
    r = await dataOf(api(registry, 'audit', { id: r.id, version: r.version, action: 'approve' }));
    expect((await equipment(free)).maintain_unit_id).toBe(units.demo);

    // Once approved, the unit may still hand it over; the claim ends the self-maintenance of this elevator.
    let c = (await request(t, demo, 'maintChange.save', change)).json().data;
    await uploadTo(t, demo, { bizType: 'maintChange', bizId: c.id, kind: 'contract' }, { filename: '维保合同.pdf' });
    c = (await request(t, demo, 'maintChange.save', { ...change, id: c.id, version: c.version, isCommit: true })).json().data;
    expect((await request(t, weibao, 'maintChange.claim', { id: c.id, version: c.version })).json().success).toBe(true);
    expect(await equipment(free)).toMatchObject({ maintain_unit_id: units.weibao, maintenance_phone: '0574-88150096' });
    expect((await currentAssignment(free))?.change_id).toBe(c.id);
    const after = await dataOf(api(demo, 'detail', { id: r.id }));
    expect(after).toMatchObject({ state: 'approved', devices: [{ equipmentId: free, held: false }] });
    // The elevator is free of the application: a new application may name it again.
    expect(await t.db.selectFrom('self_maint_devices').select('open').where('apply_id', '=', r.id).executeTakeFirstOrThrow()).toEqual({ open: 0 });
  });

  it('answers no session, the wrong role and another unit as the endpoint table says', async () => {
    const draft = (await own(weibao)).find((a) => a.state !== 'draft')!;
    expect((await api(null, 'list', { pageNo: 1, pageSize: 10 })).statusCode).toBe(401);
    expect((await api(registry, 'list', { pageNo: 1, pageSize: 10 })).statusCode).toBe(403);
    expect((await api(demo, 'queue', { pageNo: 1, pageSize: 10 })).statusCode).toBe(403);
    expect((await api(demo, 'detail', { id: draft.id })).statusCode).toBe(404);
    expect((await api(demo, 'end', { id: draft.id, version: draft.version, opinion: 'x' })).statusCode).toBe(404);
  });
});
