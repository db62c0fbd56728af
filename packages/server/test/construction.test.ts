import { requiredConstructionDocuments } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { repairableElevators } from '../src/seed/demo-construction';
import { addDays, chinaToday } from '../src/platform/ids';
import { apiOf, dataOf, loginAs, messagesOf, refusalOf, uploadTo, type Reply, request } from './helpers';
import { signedIn, suiteApp } from './suite';

interface Notice {
  id: string;
  applyNo: string;
  noticeNo: string;
  state: string;
  version: number;
  items: { equipmentId: string; deviceCode: string }[];
}

describe('construction notification', () => {
  const t = suiteApp();
  const [shigong, demo, registry] = signedIn(t, 'shigong', 'demo', 'registry');
  let demoUnit: { id: string; uscc: string; name: string };

  const api = apiOf<Notice>(t, '/a/stone/eqmBcwBasic');
  const data = <T = Notice>(res: Promise<Reply<T>>) => dataOf(res);
  const refusal = refusalOf;
  const upload = (bizId: string, kind: string) => uploadTo(t, shigong, { bizType: 'construction', bizId, kind });
  let serial = 0;
  const item = (over: Record<string, unknown> = {}) => ({
    deviceCode: '',
    productName: '曳引驱动乘客电梯',
    model: 'TKJ1000/1.75-JXW',
    productNo: `E2026-${String(++serial).padStart(4, '0')}`,
    manufacturer: '宁波申菱电梯配件有限公司',
    manufactureDate: '2026-06-01',
    levelValue: '1.75',
    ...over,
  });
  const form = (over: Record<string, unknown> = {}) => ({
    workType: 'install',
    licenceItem: 'elevator',
    licenceLevel: 'A2',
    catalogueCode: '3110',
    useUnitName: demoUnit.name,
    useUscc: demoUnit.uscc,
    areaCode: '330203',
    address: '宁波市海曙区中山西路138号3号楼',
    siteManager: '孙工',
    siteManagerMobile: '13957400066',
    plannedStart: chinaToday(),
    plannedEnd: addDays(chinaToday(), 30),
    supervisionBody: '宁波市特种设备检验研究院',
    remark: '',
    items: [item()],
    ...over,
  });
  /** Saves, uploads the required documents and submits. */
  const file = async (over: Record<string, unknown> = {}) => {
    const draft = await data(api(shigong, 'save', form(over)));
    for (const kind of requiredConstructionDocuments()) await upload(draft.id, kind);
    return data(api(shigong, 'commit', { id: draft.id, version: draft.version }));
  };
  const decide = (n: Pick<Notice, 'id' | 'version'>, action: 'receive' | 'return', opinion = '') => api(registry, 'decide', { id: n.id, action, opinion, version: n.version });
  const equipment = (id: string) => t.db.selectFrom('equipment').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** A registered elevator of demo's unit with no request under way. */
  const freeElevator = () => repairableElevators(t.db, demoUnit.id).select(['e.id', 'e.device_code']).orderBy('e.id').executeTakeFirstOrThrow();

  beforeAll(async () => {
    demoUnit = await t.db
      .selectFrom('units')
      .innerJoin('users', 'users.unit_id', 'units.id')
      .select(['units.id', 'units.uscc', 'units.name'])
      .where('users.login_name', '=', 'demo')
      .executeTakeFirstOrThrow();
  });

  it('files an installation notice: returned, corrected, received with its number; the device joins the use unit as 已告知, then the work completes', async () => {
    const draft = await data(api(shigong, 'save', form()));
    expect(draft).toMatchObject({ state: 'draft', noticeNo: '', licenceNo: 'TS3310245-2028' });
    expect(await refusal(api(shigong, 'commit', { id: draft.id, version: draft.version }))).toMatch(/施工合同/);
    for (const kind of requiredConstructionDocuments()) await upload(draft.id, kind);
    const sent = await data(api(shigong, 'commit', { id: draft.id, version: draft.version }));
    expect(sent.state).toBe('submitted');

    // The use unit sees it once filed; the registry has it in its queue.
    const seen = await data(api<{ list: Notice[] }>(demo, 'query', { pageNo: 1, pageSize: 50 }));
    expect(seen.list.map((n) => n.id)).toContain(sent.id);
    const queue = await data(api<{ list: Notice[] }>(registry, 'findQueue', { pageNo: 1, pageSize: 50 }));
    expect(queue.list.map((n) => n.id)).toContain(sent.id);

    expect(await refusal(decide(sent, 'return'))).toBe('退回时必须填写退回原因');
    const returned = await data(decide(sent, 'return', '施工方案未盖章'));
    expect(returned.state).toBe('returned');
    const edited = await data(api(shigong, 'save', { ...form({ remark: '补充盖章的施工方案' }), id: returned.id, version: returned.version }));
    const again = await data(api(shigong, 'commit', { id: edited.id, version: edited.version }));
    expect(again.state).toBe('submitted');

    const received = await data(decide(again, 'receive'));
    expect(received.state).toBe('received');
    expect(received.noticeNo).toMatch(/^GZ330200\d{4}\d{5}$/);
    const [device] = received.items;
    const row = await equipment(device.equipmentId);
    expect(row).toMatchObject({ unit_id: demoUnit.id, reg_state: 'notified', reg_decision_id: received.id, use_status: 'notYetInUse', catalogue_code: '3110' });
    expect(row.installer).toBe('宁波甬安电梯安装工程有限公司');
    const messages = await messagesOf(t, 'demo', '收到施工告知');
    expect(messages.some((m) => m.content.includes(received.noticeNo))).toBe(true);

    // The equipment page names the notice that set the state; no registration starts while the work is under way.
    const detail = (await request(t, demo, 'equipment.get', { id: device.equipmentId })).json().data;
    expect(detail.regDecision).toEqual({ kind: 'construction', id: received.id, no: received.noticeNo });
    const record = (await request(t, demo, 'regChange.record', { equipmentId: device.equipmentId })).json().data;
    expect(record).toMatchObject({ regStateLabel: '已告知', declared: false });
    expect(record.history).toEqual([expect.objectContaining({ kind: 'construction', no: received.noticeNo, label: '安装告知', stateLabel: '已告知', decisive: true })]);
    const registrable = (await request(t, demo, 'useRegist.registrable', {})).json().data as { id: string }[];
    expect(registrable.map((e) => e.id)).not.toContain(device.equipmentId);

    expect(await refusal(api(shigong, 'complete', { id: received.id, version: received.version, completionDate: addDays(chinaToday(), 1) }))).toBe('竣工日期不能晚于今天');
    const done = await data(api(shigong, 'complete', { id: received.id, version: received.version, completionDate: chinaToday() }));
    expect(done.state).toBe('completed');
    expect((await equipment(device.equipmentId)).reg_state).toBe('notified');
    const afterWork = (await request(t, demo, 'useRegist.registrable', {})).json().data as { id: string }[];
    expect(afterWork.map((e) => e.id)).toContain(device.equipmentId);
    expect(await data(api<{ cancellable: boolean; reason: string }>(shigong, 'checkBcwCancell', { id: done.id }))).toEqual({
      cancellable: false,
      reason: '施工已完成，不能作废',
    });
  });

  it('cancels a received installation with a reason: the device is no longer 已告知', async () => {
    const received = await data(decide(await file(), 'receive'));
    const deviceId = received.items[0].equipmentId;
    expect(await data(api<{ cancellable: boolean }>(shigong, 'checkBcwCancell', { id: received.id }))).toMatchObject({
      cancellable: true,
    });
    expect(await refusal(api(shigong, 'cancel', { id: received.id, version: received.version, reason: '' }))).toBe('作废原因不能为空');
    const cancelled = await data(api(shigong, 'cancel', { id: received.id, version: received.version, reason: '使用单位取消安装计划' }));
    expect(cancelled.state).toBe('cancelled');
    expect(await equipment(deviceId)).toMatchObject({ reg_state: 'unregistered', reg_decision_id: null });
  });

  it('holds a registered device for its modification until the work completes', async () => {
    const device = await freeElevator();
    expect(await refusal(api(shigong, 'save', form({ workType: 'modify', items: [item({ deviceCode: '330200000000000000' })] })))).toMatch(
      /没有设备代码为330200000000000000的已登记电梯/,
    );
    const received = await data(decide(await file({ workType: 'modify', items: [item({ deviceCode: device.device_code })] }), 'receive'));
    expect(received.items[0].equipmentId).toBe(device.id);
    expect((await equipment(device.id)).reg_state).toBe('registered');
    const stop = await request(t, demo, 'termination.save', {
      kind: 'stop',
      equipmentIds: [device.id],
      reason: '改造期间停用',
      effectiveDate: chinaToday(),
      measures: '切断电源',
      contactPerson: '张明',
      contactPhone: '13800001111',
    });
    expect(stop.json().errorMsg).toContain(`施工告知${received.noticeNo}`);
    await data(api(shigong, 'complete', { id: received.id, version: received.version, completionDate: chinaToday() }));
    expect(await t.db.selectFrom('equipment_requests').select('record_id').where('equipment_id', '=', device.id).executeTakeFirst()).toBeUndefined();
  });

  it('checks the licence: the item and level must be on it and a level’s limit holds', async () => {
    expect(await refusal(api(shigong, 'save', form({ licenceItem: 'boiler', licenceLevel: 'A', catalogueCode: '1110' })))).toMatch(/不含锅炉安装（含修理）A级/);
    expect(await refusal(api(shigong, 'save', form({ items: [item({ levelValue: '7' })] })))).toBe('额定速度7m/s超出A2级许可范围（不大于6m/s）');
    expect(await refusal(api(shigong, 'save', form({ catalogueCode: '4110' })))).toBe('设备品种不属于许可项目“电梯安装（含修理）”的设备类别');
    expect(await refusal(api(shigong, 'save', form({ licenceItem: 'crane', licenceLevel: 'B', catalogueCode: '4110', items: [item({ levelValue: '250' })] })))).toMatch(
      /额定起重量250t超出B级许可范围/,
    );
    expect(await refusal(api(shigong, 'save', form({ items: [] })))).toBe('请至少填写一台设备');
    expect(await refusal(api(shigong, 'save', form({ useUscc: '91330203MA2AB3C470' })))).toMatch(/统一社会信用代码/);
  });

  it('refuses a unit without a licence in force, no session and roles without the menu', async () => {
    await t.db
      .updateTable('unit_licences')
      .set({ valid_to: addDays(chinaToday(), -1) })
      .where('licence_no', '=', 'TS3310245-2028')
      .where('state', '=', 'approved')
      .execute();
    try {
      expect(await refusal(api(shigong, 'save', form()))).toMatch(/没有在有效期内的安装改造修理许可/);
    } finally {
      await t.db.updateTable('unit_licences').set({ valid_to: '2028-03-17' }).where('licence_no', '=', 'TS3310245-2028').where('state', '=', 'approved').execute();
    }
    expect((await api(null, 'list', { pageNo: 1, pageSize: 10 })).statusCode).toBe(401);
    expect((await api(demo, 'list', { pageNo: 1, pageSize: 10 })).statusCode).toBe(403);
    expect((await api(shigong, 'findQueue', { pageNo: 1, pageSize: 10 })).statusCode).toBe(403);
  });

  it("keeps a construction unit's notices from another unit that may file notices itself", async () => {
    const own = await data(api(shigong, 'save', form()));
    // demo's 维保单位 role may file notices; demo's unit holds no licence and is not this notice's use unit.
    const maintainer = await loginAs(t, 'demo');
    expect((await request(t, maintainer, 'user.changeRole', { id: 'role-maintain' })).json().success).toBe(true);
    for (const name of ['detail', 'checkAtt', 'checkBcwCancell', 'delete']) expect((await api(maintainer, name, { id: own.id })).statusCode).toBe(404);
    expect((await api(maintainer, 'commit', { id: own.id, version: own.version })).statusCode).toBe(404);
    const listed = await data(api<{ list: Notice[] }>(maintainer, 'list', { pageNo: 1, pageSize: 50 }));
    expect(listed.list).toEqual([]);
    expect(await refusal(api(maintainer, 'save', form()))).toMatch(/没有在有效期内的安装改造修理许可/);
    expect((await api(shigong, 'detail', { id: own.id })).json().data.state).toBe('draft');
  });

  it('lets a draft be withdrawn and deleted only while never submitted, and one clerk receive a notice', async () => {
    const sent = await file();
    const back = await data(api(shigong, 'withdraw', { id: sent.id, version: sent.version }));
    expect(back.state).toBe('draft');
    expect(await refusal(api(shigong, 'delete', { id: back.id }))).toMatch(/只能删除从未提交过的告知草稿/);
    const resent = await data(api(shigong, 'commit', { id: back.id, version: back.version }));
    const both = await Promise.all([decide(resent, 'receive'), decide(resent, 'receive')]);
    expect(both.filter((r) => r.json().success)).toHaveLength(1);
    // Receiving again from 已告知 is not a step the flow has.
    const now = await data(api(registry, 'getForReview', { id: resent.id }));
    expect((await decide(now, 'receive')).json().success).toBe(false);

    const fresh = await data(api(shigong, 'save', form()));
    expect((await api(shigong, 'delete', { id: fresh.id })).json().success).toBe(true);
    expect((await api(shigong, 'detail', { id: fresh.id })).statusCode).toBe(404);
  });
});
