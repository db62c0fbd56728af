import { OUT_OF_SERVICE, type EntrustRecord } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { devicesInUse } from '../src/seed/demo-actors';
import { addDays, chinaToday, idsOf } from '../src/platform/ids';
import { apiOf, call, dataOf, refusalOf, todoCount, unitOf, uploadTo, type Caller, type Page, type Reply, request, requestRaw } from './helpers';
import { signedIn, suiteApp } from './suite';

interface Filed {
  id: string;
  unitName: string;
  agentName: string;
  entrustId: string;
  state: string;
  version: number;
}

describe('entrusted declaration (委托申报)', () => {
  const t = suiteApp();
  const [demo, demo2, shigong, inspector] = signedIn(t, 'demo', 'demo2', 'shigong', 'inspector');
  let units: Record<'demo' | 'demo2' | 'shigong', string>;
  let orgId: string;

  const api = apiOf<EntrustRecord>(t, '/a/stone/entrust');
  const data = <T = EntrustRecord>(res: Promise<Reply<T>>) => dataOf(res);
  const list = async (who: Caller, name: 'list' | 'queue', body: object = {}) => (await data(api<Page<EntrustRecord>>(who, name, { pageNo: 1, pageSize: 50, ...body }))).list;
  const upload = async (who: Caller, bizId: string) =>
    (await uploadTo(t, who, { bizType: 'entrust', bizId, kind: 'letter' }, { filename: '授权委托书.pdf' })).json<{ success: boolean; errorMsg?: string }>();
  /** How many letters wait in the caller's to-dos for its answer. */
  const waiting = (who: Caller) => todoCount(t, who, '/use-record/entrust');
  /** Devices of demo's unit in service that nothing covers or holds yet. */
  const demoDevices = async (n: number) =>
    idsOf(
      await devicesInUse(t.db, units.demo)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('entrust_devices as d').select('d.entrust_id').whereRef('d.equipment_id', '=', 'e.id'))))
        .where((eb) => eb.not(eb.exists(eb.selectFrom('inspection_items as i').select('i.id').whereRef('i.equipment_id', '=', 'e.id').where('i.holding', '=', 1))))
        .orderBy('e.next_inspection_date', 'desc')
        .limit(n)
        .execute(),
    );
  const form = (equipmentIds: string[], over: Record<string, unknown> = {}) => ({
    agentUnitId: units.demo2,
    scopes: ['inspection'],
    equipmentIds,
    validFrom: chinaToday(),
    validTo: addDays(chinaToday(), 365),
    contact: '张明',
    contactMobile: '13800001111',
    remark: '',
    ...over,
  });
  /** Creates, submits (with its letter) and, when asked, has the agent accept an authorisation of demo's. */
  const authorise = async (agent: Caller, f: Record<string, unknown>, accept: boolean) => {
    let r = await data(api(demo, 'save', f));
    expect((await upload(demo, r.id)).success).toBe(true);
    r = await data(api(demo, 'save', { ...f, id: r.id, version: r.version, isCommit: true }));
    return accept ? data(api(agent, 'accept', { id: r.id, version: r.version })) : r;
  };
  const inspectionForm = (equipmentIds: string[], entrustId: string) => ({
    orgId,
    inspectionKind: 'periodic',
    equipmentIds,
    contact: '孙工',
    contactMobile: '13957400001',
    email: '',
    mailAddress: '宁波市海曙区',
    mailReceiver: '孙工',
    mailPhone: '0574-87350000',
    expectedDate: '',
    remark: '',
    entrustId,
  });
  const applyApi = <T = Filed>(who: Caller, name: string, body: object) => call(t, who, 'POST', `/a/stone/appOnline/${name}`, body) as Promise<Reply<T>>;
  const seededInForce = async () => (await list(demo, 'list')).find((e) => e.agentUnitId === units.shigong && e.inForce)!;
  const messages = async (who: Caller) =>
    (await dataOf(request(t, who, 'message.findPage', { status: 'unread', pageNo: 1, pageSize: 50 }) as Promise<Reply<Page<{ title: string }>>>)).list.map((m) => m.title);

  beforeAll(async () => {
    units = { demo: await unitOf(t, 'demo'), demo2: await unitOf(t, 'demo2'), shigong: await unitOf(t, 'shigong') };
    orgId = await unitOf(t, 'inspector');
  });

  it('shows each side its authorisations as the demo seeded them; the agent never sees a draft', async () => {
    const mine = await list(demo, 'list');
    expect(mine.map((e) => (e.expired ? 'expired' : e.state)).sort()).toEqual(['accepted', 'declined', 'draft', 'expired', 'revoked', 'submitted']);
    expect(mine.every((e) => e.side === 'principal')).toBe(true);
    const queue = await list(shigong, 'queue');
    expect(queue.map((e) => `${e.principalName} ${e.state}`).sort()).toEqual([
      '宁波海曙明达物业管理有限公司 accepted',
      '宁波海曙明达物业管理有限公司 revoked',
      '宁波鄞州恒力机械制造有限公司 accepted',
    ]);
    expect((await list(demo, 'list', { state: 'expired' })).map((e) => e.state)).toEqual(['accepted']);
    expect(await list(shigong, 'list')).toEqual([]);
  });

  it('refuses a call without a session, and a role without the page', async () => {
    expect((await api(null, 'list', {})).statusCode).toBe(401);
    expect((await api(inspector, 'list', {})).statusCode).toBe(403);
    expect((await request(t, inspector, 'registrationMethod.view', { equipmentId: 'x' })).statusCode).toBe(403);
  });

  it('checks the form with the same rules the page uses, in Chinese', async () => {
    const [a] = await demoDevices(1);
    expect(await refusalOf(api(demo, 'save', form([a], { validTo: addDays(chinaToday(), -1) })))).toBe('委托截止日期不能早于开始日期');
    expect(await refusalOf(api(demo, 'save', form([a], { validTo: addDays(chinaToday(), 3 * 366) })))).toBe('委托期限最长3年');
    expect(await refusalOf(api(demo, 'save', form([a], { scopes: [] })))).toBe('请至少选择一项委托事项');
    // Dates that are no days: a clear refusal, not a 500 from the range check, and nothing stored.
    const before = (
      await t.db
        .selectFrom('entrusts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    for (const validFrom of ['2026-13-45', '1e400', '2027-02-30']) {
      const res = await api(demo, 'save', form([a], { validFrom }));
      expect([validFrom, res.statusCode, res.json().errorMsg]).toEqual([validFrom, 200, '委托开始日期格式应为YYYY-MM-DD']);
    }
    expect(await refusalOf(api(demo, 'save', form([a], { validTo: '2027-02-30' })))).toBe('委托截止日期格式应为YYYY-MM-DD');
    expect(
      (
        await t.db
          .selectFrom('entrusts')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ).toBe(before);
    expect(await refusalOf(api(demo, 'save', form([], {})))).toBe('请至少选择一台委托办理的设备');
    expect(await refusalOf(api(demo, 'save', form([a], { contactMobile: '123' })))).toMatch(/手机/);
    expect(await refusalOf(api(demo, 'save', form([a], { agentUnitId: units.demo })))).toBe('不能委托本单位办理');
    expect(await refusalOf(api(demo, 'save', form([a], { agentUnitId: orgId })))).toBe('受托单位不存在或尚未在平台开通账号');
    const theirs = (await t.db.selectFrom('equipment').select('id').where('unit_id', '=', units.demo2).limit(1).executeTakeFirstOrThrow()).id;
    expect(await refusalOf(api(demo, 'save', form([theirs])))).toMatch(/不属于本单位/);
    expect(await refusalOf(api(demo, 'save', { ...form([a]), isCommit: true }))).toMatch(/先保存委托书/);
  });

  it('finds agents by name or credit code among enterprise units, never the caller itself', async () => {
    const found = await data(api<{ id: string; name: string }[]>(demo, 'agents', { keyword: '甬安' }));
    expect(found.map((u) => u.id)).toEqual([units.shigong]);
    expect((await data(api<{ id: string }[]>(demo, 'agents', { keyword: '宁波' }))).map((u) => u.id)).not.toContain(units.demo);
    expect((await data(api<{ id: string }[]>(demo, 'agents', { keyword: '检验研究院' }))).length).toBe(0);
    expect(await refusalOf(api(demo, 'agents', { keyword: '甬' }))).toBe('请至少输入2个字');
  });

  it("lists the devices a letter may name: the unit's own, registered or not yet, never stopped, scrapped or cancelled", async () => {
    const page = await data(api<Page<{ equipmentId: string; regState: string }>>(demo, 'entrustable', { pageNo: 1, pageSize: 100 }));
    const rows = await t.db
      .selectFrom('equipment')
      .select(['unit_id', 'use_status'])
      .where(
        'id',
        'in',
        page.list.map((d) => d.equipmentId),
      )
      .execute();
    expect(rows.length).toBe(page.list.length);
    expect(rows.every((r) => r.unit_id === units.demo && !(OUT_OF_SERVICE as readonly string[]).includes(r.use_status))).toBe(true);
    expect(page.list.map((d) => d.regState)).toContain('unregistered');
    expect(await refusalOf(api(demo, 'entrustable', { pageNo: 0 }))).toBe('页码最小为1');
  });

  it('goes draft → submitted with the stamped letter → accepted, with a message to the other side at each step', async () => {
    const devices = await demoDevices(1);
    let r = await data(api(demo, 'save', form(devices)));
    expect(r.state).toBe('draft');
    expect(await list(demo2, 'queue')).not.toContainEqual(expect.objectContaining({ id: r.id }));
    expect(await refusalOf(api(demo, 'save', { ...form(devices), id: r.id, version: r.version, isCommit: true }))).toMatch(/授权委托书/);
    expect((await upload(demo, r.id)).success).toBe(true);
    // Only the principal uploads its letter.
    expect((await upload(demo2, r.id)).success).toBe(false);
    const before = await waiting(demo2);
    r = await data(api(demo, 'save', { ...form(devices), id: r.id, version: r.version, isCommit: true }));
    expect(r.state).toBe('submitted');
    expect(await messages(demo2)).toContain('待办：委托申报委托书');
    // It waits for the agent's answer, not the principal's.
    expect(await waiting(demo2)).toBe(before + 1);
    expect(await waiting(demo)).toBe(0);
    // The principal cannot answer for the agent; the agent's decline needs its reason.
    expect((await api(demo, 'accept', { id: r.id, version: r.version })).statusCode).toBe(403);
    expect(await refusalOf(api(demo2, 'decline', { id: r.id, version: r.version, opinion: '' }))).toBe('谢绝原因不能为空');
    const accepted = await data(api(demo2, 'accept', { id: r.id, version: r.version }));
    expect([accepted.state, accepted.inForce, accepted.side]).toEqual(['accepted', true, 'agent']);
    expect(await waiting(demo2)).toBe(before);
    expect(await messages(demo)).toContain('委托已生效');
    // A letter in force is not edited: it is revoked, with the reason.
    expect(await refusalOf(api(demo, 'save', { ...form(devices), id: r.id, version: accepted.version }))).toBe('该委托书生效，不能修改');
    expect(await refusalOf(api(demo, 'revoke', { id: r.id, version: accepted.version, opinion: '' }))).toBe('撤销原因不能为空');
    const revoked = await data(api(demo, 'revoke', { id: r.id, version: accepted.version, opinion: '合同到期' }));
    expect([revoked.state, revoked.revokeReason]).toEqual(['revoked', '合同到期']);
    expect(await messages(demo2)).toContain('委托已撤销');
  });

  it('lets the principal withdraw a submitted letter and delete a draft never submitted; a declined one is corrected and submitted again', async () => {
    const devices = await demoDevices(1);
    const f = form(devices);
    const sent = await authorise(demo2, f, false);
    const back = await data(api(demo, 'withdraw', { id: sent.id, version: sent.version }));
    expect(back.state).toBe('draft');
    expect(await refusalOf(api(demo, 'delete', { id: back.id }))).toBe('只能删除从未提交过的委托书草稿');
    const again = await data(api(demo, 'save', { ...f, id: back.id, version: back.version, isCommit: true }));
    const declined = await data(api(demo2, 'decline', { id: again.id, version: again.version, opinion: '人手不足' }));
    expect([declined.state, declined.opinion]).toEqual(['declined', '人手不足']);
    expect(await messages(demo)).toContain('受托单位谢绝了委托');
    const resent = await data(api(demo, 'save', { ...f, agentUnitId: units.shigong, id: declined.id, version: declined.version, isCommit: true }));
    expect([resent.state, resent.agentUnitId, resent.opinion]).toEqual(['submitted', units.shigong, '']);
    expect(await list(demo2, 'queue')).not.toContainEqual(expect.objectContaining({ id: resent.id }));

    const draft = await data(api(demo, 'save', form(devices)));
    expect(await data(api(demo, 'delete', { id: draft.id }))).toBeNull();
    expect((await api(demo, 'detail', { id: draft.id })).statusCode).toBe(404);
  });

  it("answers another party's authorisation as if it did not exist", async () => {
    const seeded = await seededInForce();
    expect((await api(demo2, 'detail', { id: seeded.id })).statusCode).toBe(404);
    expect((await api(demo2, 'accept', { id: seeded.id, version: seeded.version })).statusCode).toBe(404);
    expect((await data(api(shigong, 'detail', { id: seeded.id }))).side).toBe('agent');
  });

  it('offers the agent its authorisations in force, and the covered devices only', async () => {
    const seeded = await seededInForce();
    const inForce = await data(api<{ id: string; equipmentIds: string[] }[]>(shigong, 'inForce', { scope: 'inspection' }));
    expect(inForce.map((e) => e.id)).toContain(seeded.id);
    const covered = inForce.find((e) => e.id === seeded.id)!.equipmentIds;
    const applicable = await dataOf(applyApi<Page<{ id: string }>>(shigong, 'applicable', { pageNo: 1, pageSize: 50, entrustId: seeded.id }));
    expect(applicable.list.every((e) => covered.includes(e.id))).toBe(true);
    expect(applicable.count).toBeGreaterThan(0);
    const registrable = await dataOf(request(t, shigong, 'useRegist.registrable', { entrustId: seeded.id }) as Promise<Reply<{ id: string }[]>>);
    expect(registrable.map((e) => e.id).every((id) => covered.includes(id))).toBe(true);
    expect(registrable.length).toBe(1);
  });

  it('files for the principal under a letter in force: both see the record, a third unit does not', async () => {
    const seeded = await seededInForce();
    const free = (await dataOf(applyApi<Page<{ id: string; openApplyNo: string }>>(shigong, 'applicable', { pageNo: 1, pageSize: 50, entrustId: seeded.id }))).list.find(
      (e) => !e.openApplyNo,
    )!;
    const filed = await dataOf(applyApi(shigong, 'save', inspectionForm([free.id], seeded.id)));
    expect([filed.unitName, filed.agentName, filed.entrustId]).toEqual(['宁波海曙明达物业管理有限公司', '宁波甬安电梯安装工程有限公司', seeded.id]);
    const row = await t.db.selectFrom('inspection_applies').select(['unit_id', 'agent_unit_id']).where('id', '=', filed.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ unit_id: units.demo, agent_unit_id: units.shigong });
    const ids = async (who: Caller) => (await dataOf(applyApi<Page<Filed>>(who, 'list', { pageNo: 1, pageSize: 100 }))).list.map((a) => a.id);
    expect(await ids(demo)).toContain(filed.id);
    expect(await ids(shigong)).toContain(filed.id);
    expect(await ids(demo2)).not.toContain(filed.id);
    expect((await dataOf(applyApi(demo, 'detail', { id: filed.id }))).agentName).toBe('宁波甬安电梯安装工程有限公司');
    expect((await applyApi(demo2, 'detail', { id: filed.id })).statusCode).toBe(404);

    // A device outside the letter, another unit's letter and a business it does not cover are refused.
    const outside = (await demoDevices(1))[0];
    expect(await refusalOf(applyApi(shigong, 'save', inspectionForm([outside], seeded.id)))).toMatch(/不在委托书.+的委托范围内/);
    const demo2Letter = (await list(shigong, 'queue')).find((e) => e.principalName !== seeded.principalName)!;
    expect(await refusalOf(applyApi(shigong, 'save', inspectionForm([outside], demo2Letter.id)))).toMatch(/不在委托书/);
    expect((await applyApi(demo2, 'save', inspectionForm([free.id], seeded.id))).statusCode).toBe(404);
  });

  it('refuses filing under a letter that does not cover the business, has expired or was revoked', async () => {
    const devices = await demoDevices(1);
    const inspectionOnly = await authorise(demo2, form(devices), true);
    const regist = await request(t, demo2, 'useRegist.registrable', { entrustId: inspectionOnly.id });
    expect(regist.json().errorMsg).toBe(`委托书${inspectionOnly.entrustNo}未委托办理使用登记`);

    const expired = (await list(demo2, 'queue')).find((e) => e.expired)!;
    expect(await refusalOf(applyApi(demo2, 'save', inspectionForm([expired.devices[0].equipmentId], expired.id)))).toBe(
      `委托书${expired.entrustNo}已于${expired.validTo}到期，不能再代为申报或修改`,
    );

    // shigong's draft under the letter in force: editable while in force, not once the letter is revoked.
    const seeded = await seededInForce();
    const free = (await dataOf(applyApi<Page<{ id: string; openApplyNo: string }>>(shigong, 'applicable', { pageNo: 1, pageSize: 50, entrustId: seeded.id }))).list.find(
      (e) => !e.openApplyNo,
    )!;
    const draft = await dataOf(applyApi(shigong, 'save', inspectionForm([free.id], seeded.id)));
    const submitted = (await dataOf(applyApi<Page<Filed>>(shigong, 'list', { pageNo: 1, pageSize: 100, state: 'submitted' }))).list.find((a) => a.entrustId === seeded.id)!;
    await data(api(demo, 'revoke', { id: seeded.id, version: seeded.version, opinion: '已更换维保单位' }));
    expect(await refusalOf(applyApi(shigong, 'save', { ...inspectionForm([free.id], seeded.id), id: draft.id, version: draft.version }))).toBe(
      `委托书${seeded.entrustNo}已被委托单位撤销，不能再代为申报或修改`,
    );
    expect(await refusalOf(applyApi(shigong, 'save', inspectionForm([free.id], seeded.id)))).toMatch(/已被委托单位撤销/);
    // What the agent already submitted continues: both still see it as it was.
    expect((await dataOf(applyApi(demo, 'detail', { id: submitted.id }))).state).toBe('submitted');
    expect((await dataOf(applyApi(shigong, 'detail', { id: submitted.id }))).state).toBe('submitted');
  });

  it('explains the ways to register a device: the documents, its registry for on-site filing, and the agents covering it', async () => {
    const newLift = (await t.db.selectFrom('equipment').select('id').where('product_no', '=', 'NB26E0105').executeTakeFirstOrThrow()).id;
    const view = await dataOf(
      request(t, demo, 'registrationMethod.view', { equipmentId: newLift }) as Promise<
        Reply<{ registrable: boolean; documents: string[]; registry: { name: string; address: string; phone: string; officeHours: string } | null; agents: unknown[] }>
      >,
    );
    expect(view.registrable).toBe(true);
    expect(view.documents).toContain('监督检验证书');
    expect(view.registry).toMatchObject({ name: '宁波市市场监督管理局', phone: '0574-87190001' });
    expect(view.registry?.address).not.toBe('');
    const registered = (await t.db.selectFrom('equipment').select('id').where('unit_id', '=', units.demo).where('reg_state', '=', 'registered').limit(1).executeTakeFirstOrThrow())
      .id;
    const done = await dataOf(request(t, demo, 'registrationMethod.view', { equipmentId: registered }) as Promise<Reply<{ registrable: boolean; blockedReason: string }>>);
    expect(done.registrable).toBe(false);
    expect(done.blockedReason).toMatch(/已登记/);
    expect(await refusalOf(requestRaw(t, demo, 'registrationMethod.view', {}) as Promise<Reply<unknown>>)).toBe('请选择设备');
  });
});
