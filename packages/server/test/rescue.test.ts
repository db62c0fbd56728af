import { beforeAll, describe, expect, it } from 'vitest';
import { apiOf, dataOf, refusalOf, type Caller, type Page, type Reply, request } from './helpers';
import { signedIn, suiteApp } from './suite';

interface Rescue {
  id: string;
  rescueNo: string;
  equipmentId: string;
  useUnitName: string;
  maintainUnitName: string;
  state: string;
  side: string;
  arrivalMinutes: number | null;
  arrivalFlag: string;
  durationMinutes: number | null;
  durationFlag: boolean;
  faultId: string;
  cause: string;
  version: number;
}
interface Fault {
  id: string;
  state: string;
  rescueId: string;
  peopleTrapped: boolean;
  side: string;
  version: number;
}

/** 'YYYY-MM-DD HH:mm' in China time, `minutes` ago, as the forms send it. */
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000 + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

describe('elevator rescue and faults (困人救援与故障)', () => {
  const t = suiteApp();
  const [demo, demo2, weibao, inspector, admin] = signedIn(t, 'demo', 'demo2', 'weibao', 'inspector', 'admin');
  let held: string[];

  const rcs = apiOf<Rescue>(t, '/a/stone/eleRcsMain');
  const flt = apiOf<Fault>(t, '/a/stone/eleFaultMain');
  const report = (who: Caller, equipmentId: string, minutesAgo = 30, extra: object = {}) =>
    rcs(who, 'save', { equipmentId, source: 'hotline', trappedAt: ago(minutesAgo + 2), alarmAt: ago(minutesAgo), trappedCount: 2, ...extra });

  beforeAll(async () => {
    held = (await dataOf(rcs<Page<{ equipmentId: string }>>(demo, 'elevators', { pageNo: 1, pageSize: 50 }))).list.map((e) => e.equipmentId);
  });

  it('offers each side the elevators a maintenance unit holds on the platform', async () => {
    expect(held).toHaveLength(2);
    const ofWeibao = (await dataOf(rcs<Page<{ equipmentId: string; useUnitName: string }>>(weibao, 'elevators', { pageNo: 1, pageSize: 50 }))).list;
    expect(ofWeibao.map((e) => e.equipmentId)).toEqual(expect.arrayContaining(held));
    expect(new Set(ofWeibao.map((e) => e.useUnitName)).size).toBe(2);
  });

  it('refuses without a session and to a role without the menu', async () => {
    expect((await rcs(null, 'list', { pageNo: 1, pageSize: 10 })).statusCode).toBe(401);
    expect((await flt(null, 'save', {})).statusCode).toBe(401);
    expect((await rcs(inspector, 'list', { pageNo: 1, pageSize: 10 })).statusCode).toBe(403);
    expect((await flt(inspector, 'save', { equipmentId: held[0] })).statusCode).toBe(403);
  });

  it('takes a rescue from the alarm to its close, with the arrival flagged and the other side told each step', async () => {
    const r = await dataOf(report(demo, held[0], 50));
    expect(r).toMatchObject({ state: 'reported', side: 'use', arrivalFlag: 'none', arrivalMinutes: null });
    expect(r.rescueNo).toMatch(/^JY\d{12}$/);
    // weibao's company was told at once.
    const msgs = (await dataOf(request(t, weibao, 'message.findPage', { status: 'unread', pageNo: 1, pageSize: 5 }) as Promise<Reply<Page<{ title: string }>>>)).list;
    expect(msgs[0].title).toBe('电梯困人报警');

    // Only the maintenance unit takes the steps.
    expect(await refusalOf(rcs(demo, 'dispatch', { id: r.id, version: 1, dispatchedAt: ago(48), rescuers: '张三', rescueLevel: 'one' }))).toContain('您不能对该救援记录执行');
    // Times in order: not before the alarm.
    expect(await refusalOf(rcs(weibao, 'dispatch', { id: r.id, version: 1, dispatchedAt: ago(55), rescuers: '周维', rescueLevel: 'one' }))).toBe('派遣时间不能早于接警时间');
    let v = await dataOf(rcs(weibao, 'dispatch', { id: r.id, version: 1, dispatchedAt: ago(48), rescuers: '周维', rescueLevel: 'one' }));
    expect(v).toMatchObject({ state: 'dispatched', side: 'maintain' });
    expect(await refusalOf(rcs(weibao, 'arrive', { id: r.id, version: v.version, arrivedAt: ago(49) }))).toBe('到达时间不能早于派遣时间');
    // A stale version is a conflict.
    expect((await rcs(weibao, 'arrive', { id: r.id, version: 1, arrivedAt: ago(10) })).json().code).toBe('CONFLICT');
    v = await dataOf(rcs(weibao, 'arrive', { id: r.id, version: v.version, arrivedAt: ago(10) }));
    expect(v).toMatchObject({ state: 'rescuing', arrivalMinutes: 40, arrivalFlag: 'over30' });
    expect(await refusalOf(rcs(weibao, 'release', { id: r.id, version: v.version, releasedAt: ago(11), releasedCount: 2 }))).toBe('解困时间不能早于到达现场时间');
    v = await dataOf(rcs(weibao, 'release', { id: r.id, version: v.version, releasedAt: ago(0), releasedCount: 2, injuries: '' }));
    expect(v).toMatchObject({ state: 'released', durationMinutes: 50, durationFlag: false });
    // Closing needs the cause and the handling.
    expect(await refusalOf(rcs(weibao, 'close', { id: r.id, version: v.version, cause: 'unknown', handling: '处理' }))).toBe('请选择困人原因');
    expect(await refusalOf(rcs(weibao, 'close', { id: r.id, version: v.version, cause: 'doorLock', handling: '' }))).toBe('处置情况不能为空');
    v = await dataOf(rcs(weibao, 'close', { id: r.id, version: v.version, cause: 'doorLock', handling: '调整门锁触点后恢复运行' }));
    expect(v).toMatchObject({ state: 'closed', cause: 'doorLock' });

    // Both sides see it; the use unit reads it as its own.
    expect(await dataOf(rcs(demo, 'detail', { id: r.id }))).toMatchObject({ side: 'use', state: 'closed', arrivalFlag: 'over30' });
    const log = await dataOf(request(t, demo, 'flowLog.find', { kind: 'rescue', id: r.id }) as Promise<Reply<{ steps: { action: string }[] }>>);
    expect(log.steps.map((s) => s.action)).toEqual(['report', 'dispatch', 'arrive', 'release', 'close']);
    const told = (await dataOf(request(t, demo, 'message.findPage', { status: 'unread', pageNo: 1, pageSize: 10 }) as Promise<Reply<Page<{ title: string }>>>)).list;
    expect(told.map((m) => m.title)).toContain('救援进展：已结案');
  });

  it('refuses bad input and times out of order on the report', async () => {
    expect(await refusalOf(report(demo, held[0], 30, { source: 'pager' }))).toBe('请选择报警来源');
    expect(await refusalOf(report(demo, held[0], 30, { trappedAt: ago(10) }))).toBe('接警时间不能早于被困时间');
    expect(await refusalOf(report(demo, held[0], 30, { alarmAt: 'yesterday' }))).toBe('接警时间格式应为YYYY-MM-DD HH:mm');
    expect(await refusalOf(report(demo, held[0], -120, { trappedAt: ago(5) }))).toBe('接警时间不能晚于当前时间');
    expect(await refusalOf(report(demo, held[0], 30, { trappedCount: 0 }))).toBe('被困人数不能小于1');
  });

  it("refuses another unit's elevators and records, and elevators no maintenance unit holds", async () => {
    const ofDemo2 = (await dataOf(rcs<Page<{ equipmentId: string }>>(demo2, 'elevators', { pageNo: 1, pageSize: 10 }))).list[0].equipmentId;
    expect((await report(demo, ofDemo2)).json().code).toBe('NOT_FOUND');
    /** A device of demo's of this category that no maintenance unit holds. */
    const unheldOfDemo = (typeCode: string) =>
      t.db
        .selectFrom('equipment as e')
        .innerJoin('users as u', 'u.unit_id', 'e.unit_id')
        .select('e.id')
        .where('u.login_name', '=', 'demo')
        .where('e.type_code', '=', typeCode)
        .where('e.maintain_unit_id', 'is', null)
        .executeTakeFirstOrThrow();
    expect(await refusalOf(report(demo, (await unheldOfDemo('3000')).id))).toContain('尚无在平台认领的维保单位');
    expect(await refusalOf(report(demo, (await unheldOfDemo('1000')).id))).toContain('只能为电梯');

    const r = await dataOf(report(demo, held[1], 5));
    expect((await rcs(demo2, 'detail', { id: r.id })).json().code).toBe('NOT_FOUND');
    expect((await rcs(demo2, 'cancel', { id: r.id, version: 1, opinion: '误报' })).json().code).toBe('NOT_FOUND');
    const theirs = (await dataOf(rcs<Page<Rescue>>(demo2, 'list', { pageNo: 1, pageSize: 50 }))).list;
    expect(theirs.some((x) => x.id === r.id)).toBe(false);
    expect(theirs.length).toBeGreaterThan(0);
    // The maintenance unit sees both use units' records; an administrator reads every one but takes no step.
    expect((await dataOf(rcs<Page<Rescue>>(weibao, 'list', { pageNo: 1, pageSize: 100 }))).list.some((x) => x.id === r.id)).toBe(true);
    expect(await dataOf(rcs(admin, 'detail', { id: r.id }))).toMatchObject({ side: 'viewer' });
    expect((await rcs(admin, 'cancel', { id: r.id, version: 1, opinion: '误报' })).statusCode).toBe(403);
    expect((await report(admin, held[0])).statusCode).toBe(403);
  });

  it('refuses steps its state does not allow, and a false alarm needs its reason', async () => {
    const r = await dataOf(report(weibao, held[1], 15));
    expect(await refusalOf(rcs(weibao, 'close', { id: r.id, version: 1, cause: 'powerCut', handling: '复电' }))).toBe('该救援记录已报警，不能结案');
    expect(await refusalOf(rcs(weibao, 'cancel', { id: r.id, version: 1, opinion: '' }))).toBe('误报原因不能为空');
    const c = await dataOf(rcs(weibao, 'cancel', { id: r.id, version: 1, opinion: '乘客已自行离开' }));
    expect(c.state).toBe('cancelled');
    expect(await refusalOf(rcs(weibao, 'dispatch', { id: r.id, version: c.version, dispatchedAt: ago(1), rescuers: '周维', rescueLevel: 'one' }))).toBe(
      '该救援记录误报取消，不能派遣救援',
    );
  });

  it("refuses every step with bad input, from a state that does not allow it, and on another unit's record", async () => {
    const r = await dataOf(report(weibao, held[0], 12));
    const steps: Array<[string, object, string]> = [
      ['dispatch', { dispatchedAt: ago(10), rescuers: '周维', rescueLevel: 'one' }, '请选择救援级别'],
      ['arrive', { arrivedAt: ago(5) }, '请填写到达现场时间'],
      ['release', { releasedAt: ago(1), releasedCount: 1 }, '请填写解困时间'],
      ['close', { cause: 'powerCut', handling: '复电' }, '请选择困人原因'],
      ['cancel', { opinion: '误报' }, '误报原因不能为空'],
    ];
    for (const [name, body, missing] of steps) {
      const field = Object.keys(body)[name === 'dispatch' ? 2 : 0];
      expect([name, await refusalOf(rcs(weibao, name, { id: r.id, version: 1, ...body, [field]: undefined }))]).toEqual([name, missing]);
      expect([name, (await rcs(demo2, name, { id: r.id, version: 1, ...body })).json().code]).toEqual([name, 'NOT_FOUND']);
      expect([name, (await rcs(inspector, name, { id: r.id, version: 1, ...body })).statusCode]).toEqual([name, 403]);
    }
    for (const [name, body] of steps.slice(1, 4)) expect(await refusalOf(rcs(weibao, name, { id: r.id, version: 1, ...body }))).toMatch(/^该救援记录已报警，不能/);
    expect(await refusalOf(rcs(demo, 'list', { pageNo: 1, pageSize: 10, keyword: 'x'.repeat(51) }))).toBe('关键字不能超过50个字符');

    const f = await dataOf(flt(weibao, 'save', { equipmentId: held[0], faultAt: ago(30), phenomenon: '门机异响', component: 'door' }));
    const faultSteps: Array<[string, object]> = [
      ['process', { repairer: '陈师傅' }],
      ['transfer', { source: 'phone', trappedAt: ago(20), alarmAt: ago(19), trappedCount: 1 }],
      ['complete', { cause: '门机皮带松', handling: '张紧皮带', backInServiceAt: ago(1), repairer: '陈师傅' }],
      ['cancel', { opinion: '误报' }],
    ];
    for (const [name, body] of faultSteps) {
      expect([name, (await flt(demo2, name, { id: f.id, version: 1, ...body })).json().code]).toEqual([name, 'NOT_FOUND']);
      expect([name, (await flt(inspector, name, { id: f.id, version: 1, ...body })).statusCode]).toEqual([name, 403]);
      expect([name, (await flt(weibao, name, { id: f.id, version: 1 })).json().success]).toEqual([name, false]);
    }
    expect(await refusalOf(flt(weibao, 'transfer', { id: f.id, version: 1, source: 'phone', trappedAt: ago(20), alarmAt: ago(21), trappedCount: 1 }))).toBe(
      '接警时间不能早于被困时间',
    );
    const c = await dataOf(flt(weibao, 'cancel', { id: f.id, version: 1, opinion: '维保人员到场检查无异常' }));
    for (const [name, body] of faultSteps) expect(await refusalOf(flt(weibao, name, { id: f.id, version: c.version, ...body }))).toMatch(/^该故障记录已取消，不能/);
  });

  it('filters by state, flag and month', async () => {
    const over60 = (await dataOf(rcs<Page<Rescue>>(demo, 'list', { pageNo: 1, pageSize: 50, flag: 'over60' }))).list;
    expect(over60.length).toBeGreaterThan(0);
    expect(over60.every((x) => x.arrivalFlag === 'over60')).toBe(true);
    const long = (await dataOf(rcs<Page<Rescue>>(demo, 'list', { pageNo: 1, pageSize: 50, flag: 'longRescue' }))).list;
    expect(long.every((x) => x.durationFlag)).toBe(true);
    const closed = (await dataOf(rcs<Page<Rescue>>(demo, 'list', { pageNo: 1, pageSize: 50, state: 'closed' }))).list;
    expect(closed.every((x) => x.state === 'closed')).toBe(true);
    expect((await dataOf(rcs<Page<Rescue>>(demo, 'list', { pageNo: 1, pageSize: 50, month: '2001-01' }))).count).toBe(0);
  });

  it('takes a fault through repair, and to a rescue when people are trapped', async () => {
    const f = await dataOf(flt(demo, 'save', { equipmentId: held[0], faultAt: ago(60), phenomenon: '电梯停在两层之间', component: 'control' }));
    expect(f).toMatchObject({ state: 'pending', side: 'use', peopleTrapped: false });
    expect(await refusalOf(flt(demo, 'save', { equipmentId: held[0], faultAt: ago(60), phenomenon: '', component: 'control' }))).toBe('故障现象不能为空');
    expect(await refusalOf(flt(demo, 'transfer', { id: f.id, version: 1, source: 'phone', trappedAt: ago(58), alarmAt: ago(57), trappedCount: 1 }))).toContain(
      '您不能对该故障记录执行',
    );
    expect(await refusalOf(flt(weibao, 'complete', { id: f.id, version: 1, cause: '接触不良', handling: '紧固', backInServiceAt: ago(1), repairer: '陈' }))).toBe(
      '该故障记录待处理，不能维修完成',
    );

    const moved = await dataOf(flt(weibao, 'transfer', { id: f.id, version: 1, source: 'phone', trappedAt: ago(58), alarmAt: ago(57), trappedCount: 1 }));
    expect(moved).toMatchObject({ state: 'transferred', peopleTrapped: true });
    const rescue = await dataOf(rcs(demo, 'detail', { id: moved.rescueId }));
    expect(rescue).toMatchObject({ state: 'reported', faultId: f.id });

    // The repair waits for the passengers to be free.
    const done = { cause: '安全回路接触不良', handling: '紧固接线', backInServiceAt: ago(1), repairer: '陈师傅' };
    expect(await refusalOf(flt(weibao, 'complete', { id: f.id, version: moved.version, ...done }))).toContain('尚未解困');
    let r = await dataOf(rcs(weibao, 'dispatch', { id: rescue.id, version: rescue.version, dispatchedAt: ago(55), rescuers: '周维', rescueLevel: 'one' }));
    r = await dataOf(rcs(weibao, 'arrive', { id: r.id, version: r.version, arrivedAt: ago(40) }));
    expect((await dataOf(rcs(weibao, 'release', { id: r.id, version: r.version, releasedAt: ago(30), releasedCount: 1 }))).state).toBe('released');
    expect(await refusalOf(flt(weibao, 'complete', { id: f.id, version: moved.version, ...done, backInServiceAt: ago(61) }))).toBe('恢复运行时间不能早于故障发生时间');
    const completed = await dataOf(flt(weibao, 'complete', { id: f.id, version: moved.version, ...done }));
    expect(completed.state).toBe('completed');
    expect((await flt(demo2, 'detail', { id: f.id })).json().code).toBe('NOT_FOUND');
    const log = await dataOf(request(t, weibao, 'flowLog.find', { kind: 'fault', id: f.id }) as Promise<Reply<{ steps: { action: string }[] }>>);
    expect(log.steps.map((s) => s.action)).toEqual(['report', 'transfer', 'complete']);
  });

  it('processes and cancels a fault, the cancellation with its reason', async () => {
    const f = await dataOf(flt(weibao, 'save', { equipmentId: held[1], faultAt: ago(20), phenomenon: '轿厢照明不亮', component: 'car' }));
    const p = await dataOf(flt(weibao, 'process', { id: f.id, version: 1, repairer: '陈师傅' }));
    expect(p.state).toBe('processing');
    expect(await refusalOf(flt(weibao, 'cancel', { id: f.id, version: p.version, opinion: '' }))).toBe('取消原因不能为空');
    expect((await dataOf(flt(weibao, 'cancel', { id: f.id, version: p.version, opinion: '照明开关被误关' }))).state).toBe('cancelled');
    const pending = (await dataOf(flt<Page<Fault>>(demo, 'list', { pageNo: 1, pageSize: 50, state: 'pending' }))).list;
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((x) => x.state === 'pending')).toBe(true);
  });

  it("counts the month's rescues, faults and late arrivals per elevator and maintenance unit", async () => {
    // The month of the seeded rescue of a day ago, whose arrival took over an hour.
    const yesterdayMonth = ago(24 * 60).slice(0, 7);
    const s = await dataOf(
      rcs<{
        month: string;
        total: { rescues: number; faults: number; over30: number; over60: number; avgArrival: number | null };
        byElevator: { equipmentId: string }[];
        byMaintainUnit: { name: string }[];
        trend: { month: string }[];
      }>(demo, 'stats', { month: yesterdayMonth }),
    );
    expect(s.total.rescues).toBeGreaterThan(0);
    expect(s.total.over30).toBeGreaterThanOrEqual(s.total.over60);
    expect(s.total.over60).toBeGreaterThan(0);
    expect(s.total.avgArrival).not.toBeNull();
    expect(s.byElevator.every((e) => held.includes(e.equipmentId))).toBe(true);
    expect(s.byMaintainUnit.map((u) => u.name)).toEqual(['宁波安顺电梯维保有限公司']);
    expect(s.trend).toHaveLength(6);
    expect(s.trend[5].month).toBe(s.month);
    const theirs = await dataOf(rcs<{ byElevator: unknown[] }>(weibao, 'stats', { month: yesterdayMonth }));
    expect(theirs.byElevator.length).toBeGreaterThanOrEqual(s.byElevator.length);
    expect(await refusalOf(rcs(demo, 'stats', { month: '2026-13' }))).toBe('');
  });
});
