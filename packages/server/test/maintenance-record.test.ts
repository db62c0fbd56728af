import type { MaintenanceDetail, MaintenanceDevice, MaintenanceRecord } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { devicesInUse } from '../src/seed/demo-actors';
import { addDays, chinaToday } from '../src/platform/ids';
import { apiOf, dataOf, messagesOf, refusalOf, unitOf, type Caller, type Page, type Reply, request } from './helpers';
import { signedIn, suiteApp } from './suite';

describe('elevator maintenance records (维保记录)', () => {
  const t = suiteApp();
  const [demo, demo2, weibao, inspector] = signedIn(t, 'demo', 'demo2', 'weibao', 'inspector');
  let held: string[];
  let demoElevator: string;
  let demo2Elevator: string;
  let foreignRecord: string;

  const api = apiOf<MaintenanceRecord>(t, '/a/stone/maintenance');
  const devices = async (who: Caller, body: object = {}) => (await dataOf(api<Page<MaintenanceDevice>>(who, 'devices', { pageNo: 1, pageSize: 100, ...body }))).list;
  const records = async (who: Caller, equipmentId: string) => (await dataOf(api<Page<MaintenanceRecord>>(who, 'records', { equipmentId, pageNo: 1, pageSize: 50 }))).list;
  const form = (equipmentId: string, over: Record<string, unknown> = {}) => ({
    equipmentId,
    kind: 'halfMonth',
    maintainedOn: chinaToday(),
    items: '曳引机、制动器、门系统检查润滑',
    remark: '',
    maintainers: [{ name: '周维', certNo: 'T330203198801010011' }],
    ...over,
  });

  beforeAll(async () => {
    const [demoUnit, demo2Unit, weibaoUnit] = [await unitOf(t, 'demo'), await unitOf(t, 'demo2'), await unitOf(t, 'weibao')];
    held = (await t.db.selectFrom('equipment').select('id').where('unit_id', '=', demoUnit).where('maintain_unit_id', '=', weibaoUnit).orderBy('device_code').execute()).map(
      (r) => r.id,
    );
    demoElevator = (await devicesInUse(t.db, demoUnit).where('e.type_code', '=', '3000').where('e.maintain_unit_id', 'is', null).executeTakeFirstOrThrow()).id;
    // demo2's elevator weibao's company claimed (the demo seed's), with a record demo's unit is neither side of.
    demo2Elevator = (await t.db.selectFrom('equipment').select('id').where('unit_id', '=', demo2Unit).where('maintain_unit_id', '=', weibaoUnit).executeTakeFirstOrThrow()).id;
    foreignRecord = (await dataOf(api(weibao, 'save', form(demo2Elevator)))).id;
  });

  it('seeds two held elevators with records in every state', async () => {
    expect(held).toHaveLength(2);
    const mine = await devices(weibao);
    expect(mine.map((d) => d.equipmentId).sort()).toEqual([...held, demo2Elevator].sort());
    const [first, second] = held.map((id) => mine.find((d) => d.equipmentId === id)!);
    expect(first).toMatchObject({ overdue: false, pending: 1 });
    expect(second).toMatchObject({ overdue: true, pending: 0 });
    expect(new Set([...(await records(weibao, held[0])), ...(await records(weibao, held[1]))].map((r) => r.state))).toEqual(new Set(['submitted', 'confirmed', 'returned']));
    // The overdue list of the maintenance unit holds the second only.
    expect((await devices(weibao, { overdueOnly: true })).map((d) => d.equipmentId)).toEqual([held[1]]);
  });

  it('shows the detail to both sides with what each may do', async () => {
    const m = await dataOf(api<MaintenanceDetail>(weibao, 'detail', { equipmentId: held[0] }));
    expect(m).toMatchObject({ side: 'maintain', mayRecord: true, mayConfirm: false, holder: { name: '宁波安顺电梯维保有限公司' } });
    const u = await dataOf(api<MaintenanceDetail>(demo, 'detail', { equipmentId: held[0] }));
    expect(u).toMatchObject({ side: 'use', mayRecord: false, mayConfirm: true });
    // Both read the contract of the claim that put the elevator with weibao's company (the demo seed's), the current one first.
    for (const side of [m, u])
      expect(side.assignments[0]).toMatchObject({ maintainUnitName: '宁波安顺电梯维保有限公司', endedAt: null, contractNo: expect.stringMatching(/^AS-WB-/) });
    expect((await dataOf(api<MaintenanceDetail>(demo, 'detail', { equipmentId: held[1] }))).device.overdue).toBe(true);
  });

  it('weibao records a maintenance and demo countersigns it, with flow log and messages', async () => {
    const r = await dataOf(
      api(
        weibao,
        'save',
        form(held[1], {
          kind: 'quarter',
          maintainers: [
            { name: '周维', certNo: 'T330203198801010011' },
            { name: '吴修', certNo: 'T330206199003030022' },
          ],
        }),
      ),
    );
    expect(r).toMatchObject({ state: 'submitted', kind: 'quarter', version: 1 });
    expect(r.recordNo).toMatch(/^WB\d{8}\d{4}$/);
    expect((await messagesOf(t, 'demo', '维保记录待签字确认')).some((m) => m.content.includes(r.recordNo))).toBe(true);
    // No longer overdue once maintained today.
    expect((await devices(weibao, { overdueOnly: true })).map((d) => d.equipmentId)).not.toContain(held[1]);

    const signed = await dataOf(api(demo, 'confirm', { id: r.id, version: r.version }));
    expect(signed).toMatchObject({ state: 'confirmed', reviewerName: '张明' });
    expect((await messagesOf(t, 'weibao', '维保记录已签字确认')).some((m) => m.content.includes(r.recordNo))).toBe(true);
    const log = await dataOf(request(t, demo, 'flowLog.find', { kind: 'maintenanceRecord', id: r.id }) as Promise<Reply<{ steps: Array<{ action: string }> }>>);
    expect(log.steps.map((s) => s.action)).toEqual(['submit', 'confirm']);

    // Confirmed is final: neither a second countersign nor a return.
    expect(await refusalOf(api(demo, 'confirm', { id: r.id, version: signed.version }))).toContain('不能签字确认');
    expect(await refusalOf(api(demo, 'return', { id: r.id, version: signed.version, opinion: '再看看' }))).toContain('不能退回');
    expect(await refusalOf(api(weibao, 'save', { ...form(held[1]), id: r.id, version: signed.version }))).toContain('不能修改后重新提交');
  });

  it('a returned record is corrected and submitted again', async () => {
    const r = await dataOf(api(weibao, 'save', form(held[0])));
    expect(await refusalOf(api(demo, 'return', { id: r.id, version: r.version, opinion: '' }))).toBe('退回原因不能为空');
    const back = await dataOf(api(demo, 'return', { id: r.id, version: r.version, opinion: '维保人员与实际不符' }));
    expect(back).toMatchObject({ state: 'returned', opinion: '维保人员与实际不符' });
    expect((await messagesOf(t, 'weibao', '维保记录被退回')).some((m) => m.content.includes('维保人员与实际不符'))).toBe(true);
    const again = await dataOf(api(weibao, 'save', { ...form(held[0], { remark: '已更正维保人员' }), id: r.id, version: back.version }));
    expect(again).toMatchObject({ state: 'submitted', remark: '已更正维保人员', opinion: '' });
    // The version seen is checked.
    expect((await api(demo, 'confirm', { id: r.id, version: back.version })).json().success).toBe(false);
  });

  it('refuses bad input with the form rules', async () => {
    expect(await refusalOf(api(weibao, 'save', form(held[0], { kind: 'weekly' })))).toBe('请选择维保类别');
    expect(await refusalOf(api(weibao, 'save', form(held[0], { maintainedOn: addDays(chinaToday(), 1) })))).toBe('维保日期不能晚于今天');
    expect(await refusalOf(api(weibao, 'save', form(held[0], { maintainedOn: addDays(chinaToday(), -40) })))).toContain('天内的维保');
    expect(await refusalOf(api(weibao, 'save', form(held[0], { items: '' })))).toBe('维保项目及内容不能为空');
    expect(await refusalOf(api(weibao, 'save', form(held[0], { maintainers: [] })))).toBe('请至少填写一名维保人员');
    expect(await refusalOf(api(weibao, 'save', form(held[0], { maintainers: [{ name: '周维', certNo: '12' }] })))).toContain('证书编号');
    const twice = { name: '周维', certNo: 'T330203198801010011' };
    expect(await refusalOf(api(weibao, 'save', form(held[0], { maintainers: [twice, twice] })))).toBe('维保人员重复');
  });

  it('lets only the holder record and only the use unit countersign', async () => {
    // The use unit cannot enter records; the maintenance unit cannot countersign.
    expect(await refusalOf(api(demo, 'save', form(held[0])))).toContain('维保单位登记');
    const r = (await records(weibao, held[0])).find((x) => x.state === 'submitted')!;
    expect((await api(weibao, 'confirm', { id: r.id, version: r.version })).json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    // An elevator weibao does not hold answers as unknown.
    expect((await api(weibao, 'save', form(demoElevator))).json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await api(weibao, 'detail', { equipmentId: demoElevator })).json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it("keeps to the caller's side: another unit's elevators and records answer as unknown", async () => {
    for (const [name, body] of [
      ['detail', { equipmentId: demo2Elevator }],
      ['records', { equipmentId: demo2Elevator, pageNo: 1, pageSize: 10 }],
      ['confirm', { id: foreignRecord, version: 1 }],
      ['return', { id: foreignRecord, version: 1, opinion: '不对' }],
    ] as const)
      expect([name, (await api(demo, name, body)).json()]).toMatchObject([name, { success: false, code: 'NOT_FOUND' }]);
    expect((await api(demo2, 'detail', { equipmentId: held[0] })).json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await devices(demo)).map((d) => d.equipmentId)).not.toContain(demo2Elevator);
    expect((await t.db.selectFrom('maintenance_records').select('state').where('id', '=', foreignRecord).executeTakeFirstOrThrow()).state).toBe('submitted');
    // demo2 sees and countersigns its own.
    expect((await dataOf(api(demo2, 'confirm', { id: foreignRecord, version: 1 }))).state).toBe('confirmed');
  });

  it('needs a session and the permission', async () => {
    expect((await api(null, 'devices', { pageNo: 1 })).statusCode).toBe(401);
    expect((await api(null, 'confirm', { id: foreignRecord, version: 1 })).statusCode).toBe(401);
    expect((await api(inspector, 'devices', { pageNo: 1 })).statusCode).toBe(403);
    expect((await api(inspector, 'save', form(held[0]))).statusCode).toBe(403);
  });

  it("pages an elevator's records kept on one day and saved in one instant by id, without repeating or skipping one", async () => {
    const equipmentId = held[1];
    // Ids in neither the order the rows were written nor its reverse, so a list without the tie-break shows it.
    for (const id of ['tie-b', 'tie-c', 'tie-a']) {
      const r = await dataOf(api(weibao, 'save', form(equipmentId)));
      await t.db.updateTable('maintenance_records').set({ id, maintained_on: '2099-01-01', created_at: '2099-01-01T00:00:00.000Z' }).where('id', '=', r.id).execute();
    }
    const pages = [];
    for (const pageNo of [1, 2, 3]) pages.push(...(await dataOf(api<Page<MaintenanceRecord>>(weibao, 'records', { equipmentId, pageNo, pageSize: 1 }))).list);
    expect(pages.map((r) => r.id)).toEqual(['tie-c', 'tie-b', 'tie-a']);
  });
});
