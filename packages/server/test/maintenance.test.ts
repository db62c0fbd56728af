import { beforeAll, describe, expect, it } from 'vitest';
import { devicesInUse } from '../src/seed/demo-actors';
import { addDays, chinaToday, idsOf } from '../src/platform/ids';
import { apiOf, call, dataOf, loginAs, refusalOf, todoCount, unitOf, uploadTo, type Caller, type Page, type Reply, request, requestRaw } from './helpers';
import { signedIn, suiteApp } from './suite';

interface Reg {
  id: string;
  unitName: string;
  dutyPhone: string;
  licenceNo: string;
  staff: { operatorId: string; name: string; certNo: string }[];
  state: string;
  opinion: string;
  version: number;
}
interface Change {
  id: string;
  changeNo: string;
  unitName: string;
  toUnitId: string;
  toName: string;
  toDutyPhone: string;
  device: { equipmentId: string; maintenanceUnit: string; maintenancePhone: string; assigned: boolean };
  fromName: string;
  state: string;
  side: string;
  opinion: string;
  version: number;
}

const HELD = '维保单位及其电话由维保单位认领确定，不能在此修改；如需更换，请办理维保单位变更';

describe('maintenance units and the maintenance-unit change', () => {
  const t = suiteApp();
  const [demo, demo2, weibao, shigong, registry, admin] = signedIn(t, 'demo', 'demo2', 'weibao', 'shigong', 'registry', 'admin');
  let units: Record<'demo' | 'demo2' | 'weibao' | 'shigong', string>;

  const reg = apiOf<Reg>(t, '/api/epbrmogmmaibasic');
  const mine = (who: Caller) =>
    dataOf(call(t, who, 'GET', '/api/epbrmogmmaibasic/mine') as Promise<Reply<{ current: Reg | null; latest: Reg | null; mayClaim: boolean; blockedReason: string }>>);
  const api = apiOf<Change>(t, '/a/stone/maintainChange');
  const upload = async (who: Caller, bizId: string) =>
    (await uploadTo(t, who, { bizType: 'maintChange', bizId, kind: 'contract' }, { filename: '维保合同.pdf' })).json<{ success: boolean; errorMsg?: string }>();
  /** Demo's elevators in service that no application holds and no assignment holds. */
  const freeElevators = async (n: number) =>
    idsOf(
      await devicesInUse(t.db, units.demo)
        .where('e.type_code', '=', '3000')
        .where('e.maintain_unit_id', 'is', null)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('maint_changes as c').select('c.id').whereRef('c.equipment_id', '=', 'e.id').where('c.state', 'in', ['draft', 'submitted']))))
        .orderBy('e.device_code', 'desc')
        .limit(n)
        .execute(),
    );
  const form = (equipmentId: string, over: Record<string, unknown> = {}) => ({
    equipmentId,
    toUnitId: units.weibao,
    contractNo: 'HT-TEST-001',
    contractFrom: chinaToday(),
    contractTo: addDays(chinaToday(), 364),
    remark: '',
    ...over,
  });
  /** A change of demo's, saved, with its contract, submitted. */
  const submitted = async (equipmentId: string, over: Record<string, unknown> = {}) => {
    let r = await dataOf(api(demo, 'save', form(equipmentId, over)));
    expect((await upload(demo, r.id)).success).toBe(true);
    r = await dataOf(api(demo, 'save', { ...form(equipmentId, over), id: r.id, version: r.version, isCommit: true }));
    expect(r.state).toBe('submitted');
    return r;
  };

  beforeAll(async () => {
    units = { demo: await unitOf(t, 'demo'), demo2: await unitOf(t, 'demo2'), weibao: await unitOf(t, 'weibao'), shigong: await unitOf(t, 'shigong') };
  });

  describe('registration (维保单位备案)', () => {
    it('shows the unit its registration in force, its licence and whether it may claim', async () => {
      const w = await mine(weibao);
      expect(w).toMatchObject({ mayClaim: true, blockedReason: '', latest: null, current: { state: 'approved', dutyPhone: '0574-88150096', licenceNo: 'TS3310512-2029' } });
      expect(w.current!.staff).toHaveLength(3);
      expect(w.current!.staff[0].certNo).toContain('*');
      const s = await mine(shigong);
      expect(s.current?.state).toBe('approved');
      expect(s.latest).toMatchObject({ state: 'submitted', dutyPhone: '0574-87520110' });
    });

    it('offers the staff holding item T valid today, and files only with them', async () => {
      const staff = await dataOf(call(t, weibao, 'GET', '/api/epbrmogmmaibasic/staff') as Promise<Reply<{ operatorId: string; name: string }[]>>);
      expect(staff.map((p) => p.name).sort()).toEqual(['林小燕', '王建军', '赵文斌'].sort());
      expect(await refusalOf(reg(weibao, 'submit', { dutyPhone: '0574-88150096', staffIds: [] }))).toBe('请至少选择一名持有电梯修理（T）证的维保人员');
      expect(await refusalOf(reg(weibao, 'submit', { dutyPhone: '88', staffIds: [staff[0].operatorId] }))).toBe('请输入有效的手机号或者座机号');
      // An operator of another unit, or of this unit without item T, is not staff.
      const other = (await t.db.selectFrom('operators').select('id').where('unit_id', '=', units.demo).limit(1).executeTakeFirstOrThrow()).id;
      expect(await refusalOf(reg(weibao, 'submit', { dutyPhone: '0574-88150096', staffIds: [other] }))).toBe('所选人员不是本单位持有效电梯修理（T）证的作业人员，请重新选择');
      // One filing waits at a time.
      const s = await dataOf(call(t, shigong, 'GET', '/api/epbrmogmmaibasic/staff') as Promise<Reply<{ operatorId: string }[]>>);
      expect(await refusalOf(reg(shigong, 'submit', { dutyPhone: '0574-87520110', staffIds: [s[0].operatorId] }))).toBe('已有待审核的维保单位备案，请等待审核结果或先撤回');
    });

    it('refuses a unit without a licence with the elevator item', async () => {
      expect((await request(t, demo, 'user.changeRole', { id: 'role-maintain' })).json().success).toBe(true);
      const r = await mine(demo);
      expect(r).toMatchObject({ mayClaim: false, current: null });
      expect(r.blockedReason).toContain('尚未完成维保单位备案');
      const op = (await t.db.selectFrom('operators').select('id').where('unit_id', '=', units.demo).limit(1).executeTakeFirstOrThrow()).id;
      expect(await refusalOf(reg(demo, 'submit', { dutyPhone: '0574-87310001', staffIds: [op] }))).toMatch(/^请先在“单位信息”中申报含电梯安装（含修理）项目/);
      expect((await request(t, demo, 'user.changeRole', { id: 'role-use' })).json().success).toBe(true);
    });

    it('guards every endpoint: no session, wrong role', async () => {
      expect((await call(t, null, 'GET', '/api/epbrmogmmaibasic/mine')).statusCode).toBe(401);
      expect((await call(t, demo, 'GET', '/api/epbrmogmmaibasic/mine')).statusCode).toBe(403);
      expect((await reg(weibao, 'findQueue', { pageNo: 1, pageSize: 10 })).statusCode).toBe(403);
      expect((await reg(registry, 'submit', { dutyPhone: '0574-88150096', staffIds: ['x'] })).statusCode).toBe(403);
    });

    it('lets the registry review by area: return needs its reason, a decided filing is not decided again', async () => {
      const queue = await dataOf(reg<Page<Reg>>(registry, 'findQueue', { pageNo: 1, pageSize: 20 }));
      expect(queue.list[0].state).toBe('submitted');
      const pending = queue.list[0];
      expect(pending.unitName).toBe('宁波甬安电梯安装工程有限公司');
      expect((await dataOf(reg(registry, 'getForReview', { id: pending.id }))).staff).toHaveLength(2);
      expect(await refusalOf(reg(registry, 'audit', { id: pending.id, action: 'return', opinion: '', version: pending.version }))).toBe('退回时必须填写退回原因');
      const returned = await dataOf(reg(registry, 'audit', { id: pending.id, action: 'return', opinion: '值班电话无人接听，请核实', version: pending.version }));
      expect(returned).toMatchObject({ state: 'returned', opinion: '值班电话无人接听，请核实' });
      expect(await refusalOf(reg(registry, 'audit', { id: pending.id, action: 'approve', opinion: '', version: returned.version }))).toBe('该备案已退回，不能审核通过');
      // Its unit is told; its registration before stays in force.
      expect((await mine(shigong)).current?.state).toBe('approved');

      // A clerk of another district does not see weibao's company (鄞州区).
      const clerkId = (await t.db.selectFrom('users').select('id').where('login_name', '=', 'registry').executeTakeFirstOrThrow()).id;
      expect((await request(t, admin, 'member.saveStaffAreas', { id: clerkId, areas: ['330203'] })).json().success).toBe(true);
      const narrow = await loginAs(t, 'registry');
      const weibaoReg = (await mine(weibao)).current!;
      expect((await reg(narrow, 'getForReview', { id: weibaoReg.id })).statusCode).toBe(404);
      expect((await reg(narrow, 'audit', { id: weibaoReg.id, action: 'return', opinion: 'x', version: weibaoReg.version })).statusCode).toBe(404);
      expect((await dataOf(reg<Page<Reg>>(narrow, 'findQueue', { pageNo: 1, pageSize: 50 }))).list.every((r) => r.unitName !== '宁波安顺电梯维保有限公司')).toBe(true);
      expect((await request(t, admin, 'member.saveStaffAreas', { id: clerkId, areas: ['330200'] })).json().success).toBe(true);
    });

    it('lets the unit file again and take a waiting filing back', async () => {
      const s = await dataOf(call(t, shigong, 'GET', '/api/epbrmogmmaibasic/staff') as Promise<Reply<{ operatorId: string }[]>>);
      const filed = await dataOf(reg(shigong, 'submit', { dutyPhone: '0574-87520111', staffIds: s.map((p) => p.operatorId) }));
      expect(filed.state).toBe('submitted');
      // Another unit's filing answers as unknown.
      expect((await reg(weibao, 'withdraw', { id: filed.id, version: filed.version })).statusCode).toBe(404);
      expect((await reg(shigong, 'withdraw', { id: filed.id, version: filed.version })).json().success).toBe(true);
      expect(await refusalOf(reg(shigong, 'withdraw', { id: filed.id, version: filed.version + 1 }))).toBe('该备案已撤回，不能撤回');
    });
  });

  describe('the change (维保单位变更)', () => {
    it('lists the maintenance units in force and the elevators with their maintenance unit now', async () => {
      const found = await dataOf(api<{ id: string; name: string; dutyPhone: string }[]>(demo, 'units', { keyword: '' }));
      expect(found.map((u) => u.name)).toEqual(expect.arrayContaining(['宁波安顺电梯维保有限公司', '宁波甬安电梯安装工程有限公司']));
      expect(found.find((u) => u.id === units.weibao)?.dutyPhone).toBe('0574-88150096');
      expect(await dataOf(api<unknown[]>(demo, 'units', { keyword: '维保' }))).toHaveLength(1);
      const devices = await dataOf(
        api<Page<{ equipmentId: string; assigned: boolean; openChangeNo: string; maintenanceUnit: string }>>(demo, 'devices', { pageNo: 1, pageSize: 100 }),
      );
      expect(devices.list.filter((d) => d.assigned).length).toBe(2);
      expect(devices.list.filter((d) => d.openChangeNo).length).toBe(2);
      expect((await dataOf(api<Page<unknown>>(demo2, 'devices', { pageNo: 1, pageSize: 10, ids: [devices.list[0].equipmentId] }))).count).toBe(0);
    });

    it('checks the form: the contract period, the device, the unit named, one open application per device', async () => {
      const [free] = await freeElevators(1);
      expect(await refusalOf(api(demo, 'save', form(free, { contractTo: chinaToday() })))).toBe('合同截止日期应晚于合同开始日期');
      expect(await refusalOf(api(demo, 'save', form(free, { contractTo: addDays(chinaToday(), 365 * 6) })))).toBe('维保合同期限最长5年');
      expect(await refusalOf(api(demo, 'save', form(free, { contractNo: '' })))).toBe('维保合同编号不能为空');
      expect(await refusalOf(api(demo, 'save', form(free, { toUnitId: units.demo2 })))).toMatch(/^所选单位不能承接新的维保设备：尚未完成维保单位备案/);
      expect(await refusalOf(api(demo, 'save', form(free, { toUnitId: units.demo })))).toBe('不能选择本单位作为新的维保单位');
      const notElevator = (await t.db.selectFrom('equipment').select('id').where('unit_id', '=', units.demo).where('type_code', '<>', '3000').limit(1).executeTakeFirstOrThrow())
        .id;
      expect(await refusalOf(api(demo, 'save', form(notElevator)))).toBe('只有电梯需要办理维保单位变更');
      const foreign = (await t.db.selectFrom('equipment').select('id').where('unit_id', '=', units.demo2).limit(1).executeTakeFirstOrThrow()).id;
      expect((await api(demo, 'save', form(foreign))).statusCode).toBe(404);
      const held = await t.db
        .selectFrom('maint_changes')
        .select(['equipment_id', 'change_no'])
        .where('unit_id', '=', units.demo)
        .where('state', '=', 'submitted')
        .executeTakeFirstOrThrow();
      expect(await refusalOf(api(demo, 'save', form(held.equipment_id)))).toBe(`该设备已有未办结的维保单位变更申请${held.change_no}，请先办理完毕`);
      const byWeibao = (
        await t.db.selectFrom('equipment').select('id').where('maintain_unit_id', '=', units.weibao).where('unit_id', '=', units.demo).limit(1).executeTakeFirstOrThrow()
      ).id;
      expect(await refusalOf(api(demo, 'save', form(byWeibao)))).toBe('该设备已由所选单位维保，无需变更');
      // Submitting needs the contract uploaded; a new one is saved first.
      expect(await refusalOf(api(demo, 'save', { ...form(free), isCommit: true }))).toBe('请先保存申请并上传维保合同，再提交');
      const draft = await dataOf(api(demo, 'save', form(free)));
      expect(await refusalOf(api(demo, 'save', { ...form(free), id: draft.id, version: draft.version, isCommit: true }))).toMatch(/^请先上传：维保合同/);
      expect((await api(demo, 'delete', { id: draft.id })).json().success).toBe(true);
      expect((await api(demo, 'detail', { id: draft.id })).statusCode).toBe(404);
    });

    it('takes effect on the claim: the elevator is weibao’s, read-only for demo, in weibao’s lists, with its history', async () => {
      const [free] = await freeElevators(1);
      const before = await dataOf(request(t, demo, 'equipment.get', { id: free }) as Promise<Reply<{ maintenanceUnit: string; maintenanceAssigned: boolean }>>);
      expect(before.maintenanceAssigned).toBe(false);
      // weibao does not see it yet.
      expect((await request(t, weibao, 'equipment.get', { id: free })).statusCode).toBe(404);
      const r = await submitted(free);
      // Only the unit named sees it; another unit's id answers as unknown.
      expect((await api(demo2, 'detail', { id: r.id })).statusCode).toBe(404);
      expect((await api(shigong, 'claim', { id: r.id, version: r.version })).statusCode).toBe(404);
      expect((await api(demo, 'claim', { id: r.id, version: r.version })).statusCode).toBe(403);
      const queue = await dataOf(api<Page<Change>>(weibao, 'queue', { pageNo: 1, pageSize: 50, state: 'submitted' }));
      expect(queue.list.map((c) => c.id)).toContain(r.id);
      // weibao's accounts are told, with the record's link, and count it among their to-dos until one of them claims it.
      const todo = () => todoCount(t, weibao, '/implementation/claimIndex');
      const told = () =>
        t.db.selectFrom('messages').select(['status', 'title']).where('link', '=', `/implementation/detailsIndex?id=${r.id}`).where('title', 'like', '待办：%').execute();
      expect(await todo()).toBe(queue.count);
      expect((await told()).map((m) => m.status)).toContain('unread');
      const claimed = await dataOf(api(weibao, 'claim', { id: r.id, version: r.version }));
      expect(await todo()).toBe(queue.count - 1);
      expect((await told()).every((m) => m.status === 'read')).toBe(true);
      expect(claimed).toMatchObject({ state: 'claimed', side: 'maintainer', fromName: before.maintenanceUnit });
      expect(await refusalOf(api(weibao, 'claim', { id: r.id, version: claimed.version }))).toBe('该申请已认领，不能认领');

      const after = await dataOf(request(t, demo, 'equipment.get', { id: free, forEdit: true }) as Promise<Reply<Record<string, unknown>>>);
      expect(after).toMatchObject({ maintenanceUnit: '宁波安顺电梯维保有限公司', maintenancePhone: '0574-88150096', maintenanceAssigned: true });
      expect(await refusalOf(requestRaw(t, demo, 'equipment.change', { ...after, id: free, maintenanceUnit: '自填的维保单位' }))).toBe(HELD);
      expect(await refusalOf(requestRaw(t, demo, 'equipment.change', { ...after, id: free, maintenancePhone: '0574-11111111' }))).toBe(HELD);

      // weibao (maintenance role) sees the elevator in its list and opens it; demo2 does not.
      const list = await dataOf(request(t, weibao, 'equipment.findPage', { pageNo: 1, pageSize: 50 }) as Promise<Reply<Page<{ id: string; unitName: string }>>>);
      expect(list.list.find((e) => e.id === free)?.unitName).toBe('宁波海曙明达物业管理有限公司');
      expect((await request(t, weibao, 'equipment.get', { id: free })).json().data.maintenanceUnit).toBe('宁波安顺电梯维保有限公司');
      expect((await request(t, demo2, 'equipment.get', { id: free })).statusCode).toBe(404);

      const history = await dataOf(
        api<Page<{ equipmentId: string; maintainUnitName: string; fromName: string; endedAt: string | null; contractNo: string }>>(demo, 'history', { pageNo: 1, pageSize: 50 }),
      );
      expect(history.list.find((h) => h.equipmentId === free)).toMatchObject({ maintainUnitName: '宁波安顺电梯维保有限公司', endedAt: null, contractNo: 'HT-TEST-001' });
      const weibaoHistory = await dataOf(api<Page<{ equipmentId: string }>>(weibao, 'history', { pageNo: 1, pageSize: 50, current: true }));
      expect(weibaoHistory.list.map((h) => h.equipmentId)).toContain(free);
      // demo2 sees its own elevator's assignment (the demo seed's claim), none of demo's.
      const demo2History = await dataOf(api<Page<{ equipmentId: string }>>(demo2, 'history', { pageNo: 1, pageSize: 50 }));
      expect(demo2History.count).toBe(1);
      expect(demo2History.list.map((h) => h.equipmentId)).not.toContain(free);
      expect(history.list.map((h) => h.equipmentId)).not.toContain(demo2History.list[0].equipmentId);
      // The seeded elevator changed twice keeps both assignments, the first ended.
      const twice = history.list.filter((h) => h.fromName.includes('宁波甬安电梯安装工程有限公司'));
      expect(twice).toHaveLength(1);
      const earlier = history.list.filter((h) => h.equipmentId === (twice[0] as { equipmentId: string }).equipmentId);
      expect(earlier.map((h) => h.endedAt === null)).toEqual([true, false]);
    });

    it('declines with a reason, and lets the use unit withdraw before the answer', async () => {
      const [a, b] = await freeElevators(2);
      const one = await submitted(a);
      expect(await refusalOf(api(weibao, 'decline', { id: one.id, version: one.version, opinion: '' }))).toBe('谢绝原因不能为空');
      const declined = await dataOf(api(weibao, 'decline', { id: one.id, version: one.version, opinion: '不在服务范围内' }));
      expect(declined).toMatchObject({ state: 'declined', opinion: '不在服务范围内' });
      expect(await refusalOf(api(demo, 'withdraw', { id: one.id, version: declined.version }))).toBe('该申请维保单位已谢绝，不能撤回');
      expect((await request(t, demo, 'equipment.get', { id: a })).json().data.maintenanceAssigned).toBe(false);

      const two = await submitted(b, { toUnitId: units.shigong });
      const withdrawn = await dataOf(api(demo, 'withdraw', { id: two.id, version: two.version }));
      expect(withdrawn.state).toBe('withdrawn');
      expect(await refusalOf(api(shigong, 'claim', { id: two.id, version: withdrawn.version }))).toBe('该申请已撤回，不能认领');
      expect(await refusalOf(api(demo, 'delete', { id: two.id }))).toBe('只能删除从未提交过的申请草稿');
      // The flow log shows both sides' steps to both sides.
      for (const who of [demo, shigong]) {
        const log = await dataOf(request(t, who, 'flowLog.find', { kind: 'maintChange', id: two.id }) as Promise<Reply<{ steps: { action: string }[] }>>);
        expect(log.steps.map((s) => s.action)).toEqual(['create', 'submit', 'withdraw']);
      }
      expect((await request(t, demo2, 'flowLog.find', { kind: 'maintChange', id: two.id })).statusCode).toBe(404);
    });

    it('refuses new claims while the licence has expired', async () => {
      const [free] = await freeElevators(1);
      const r = await submitted(free);
      await t.db
        .updateTable('unit_licences')
        .set({ valid_to: addDays(chinaToday(), -1) })
        .where('unit_id', '=', units.weibao)
        .where('state', '=', 'approved')
        .execute();
      try {
        expect(await refusalOf(api(weibao, 'claim', { id: r.id, version: r.version }))).toBe(
          `本单位不能认领新的维保设备：安装改造修理许可已于${addDays(chinaToday(), -1)}到期，请先办理许可换证备案`,
        );
        expect((await dataOf(api<{ id: string }[]>(demo, 'units', { keyword: '' }))).map((u) => u.id)).not.toContain(units.weibao);
        expect((await mine(weibao)).mayClaim).toBe(false);
      } finally {
        await t.db.updateTable('unit_licences').set({ valid_to: '2029-01-09' }).where('unit_id', '=', units.weibao).where('state', '=', 'approved').execute();
      }
      expect((await api(weibao, 'claim', { id: r.id, version: r.version })).json().data.state).toBe('claimed');
    });

    it('guards the endpoints: no session, wrong role', async () => {
      expect((await api(null, 'list', { pageNo: 1, pageSize: 10 })).statusCode).toBe(401);
      expect((await api(weibao, 'list', { pageNo: 1, pageSize: 10 })).statusCode).toBe(403);
      expect((await api(demo, 'queue', { pageNo: 1, pageSize: 10 })).statusCode).toBe(403);
      expect((await api(registry, 'history', { pageNo: 1, pageSize: 10 })).statusCode).toBe(403);
      expect((await api(demo, 'list', { pageNo: 0 })).json().success).toBe(false);
    });
  });
});
