import { valveDefaultNextDue } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { devicesInUse } from '../src/seed/demo-actors';
import { addDays, chinaToday } from '../src/platform/ids';
import { apiOf, call, dataOf, refusalOf, signedGet, unitOf, type Caller, type Page } from './helpers';
import { signedIn, suiteApp } from './suite';

interface Valve {
  id: string;
  equipmentId: string;
  valveNo: string;
  setPressure: string;
  nextDue: string | null;
  lastConclusion: string;
  status: string;
  version: number;
  calibrations: Array<{ reportNo: string; conclusion: string; nextDue: string }>;
}

describe('safety valves (安全阀)', () => {
  const t = suiteApp();
  const [demo, demo2, weibao] = signedIn(t, 'demo', 'demo2', 'weibao');
  let demoUnit: string;
  let boiler: string;
  let demo2Host: string;
  let demo2Valve: string;

  const api = apiOf<Valve>(t, '/a/stone/safetyValve');
  const list = async (who: Caller, l: string) => (await dataOf(api<Page<Valve>>(who, 'list', { list: l, pageNo: 1, pageSize: 100 }))).list;
  const valve = (over: Record<string, unknown> = {}) => ({
    equipmentId: boiler,
    valveNo: `T-${Math.random().toString(36).slice(2, 8)}`,
    model: 'A48Y-16C',
    nominalSize: 'DN50',
    setPressure: '1.25',
    location: '锅筒出口',
    manufacturer: '',
    ...over,
  });
  const calibration = (valveId: string, over: Record<string, unknown> = {}) => {
    const on = chinaToday();
    return {
      valveId,
      calibratingBody: '宁波市特种设备检验研究院',
      calibratedOn: on,
      reportNo: 'AQF-T-1',
      conclusion: 'pass',
      nextDue: valveDefaultNextDue(on),
      remark: '',
      ...over,
    };
  };

  beforeAll(async () => {
    const host = async (unitId: string) => (await devicesInUse(t.db, unitId).where('e.type_code', '=', '1000').executeTakeFirstOrThrow()).id;
    demoUnit = await unitOf(t, 'demo');
    boiler = await host(demoUnit);
    demo2Host = (
      await devicesInUse(t.db, await unitOf(t, 'demo2'))
        .where('e.type_code', 'in', ['1000', '2000'])
        .executeTakeFirstOrThrow()
    ).id;
    demo2Valve = (await list(demo2, 'all'))[0].id;
  });

  it('seeds valves in every standing', async () => {
    const all = await list(demo, 'all');
    expect(new Set(all.map((v) => v.status))).toEqual(new Set(['valid', 'due', 'overdue', 'failed']));
    const counts = await dataOf(api<Record<string, number>>(demo, 'counts'));
    expect(counts).toEqual({ all: all.length, due: 1, overdue: 2, failed: 1 });
  });

  it('adds a valve, records its calibration, and it leaves the overdue list', async () => {
    const added = await dataOf(api(demo, 'save', valve({ nominalSize: 'dn80' })));
    expect(added).toMatchObject({ status: 'overdue', nextDue: null, version: 1 });
    expect((await list(demo, 'overdue')).map((v) => v.id)).toContain(added.id);

    const done = await dataOf(api(demo, 'calibrate', calibration(added.id)));
    expect(done).toMatchObject({ status: 'valid', nextDue: valveDefaultNextDue(chinaToday()), lastConclusion: 'pass' });
    expect(done.calibrations).toHaveLength(1);
    expect((await list(demo, 'overdue')).map((v) => v.id)).not.toContain(added.id);

    // An older report entered late joins the history without moving the next due date back.
    const older = addDays(chinaToday(), -200);
    const late = await dataOf(api(demo, 'calibrate', calibration(added.id, { calibratedOn: older, nextDue: valveDefaultNextDue(older), reportNo: 'AQF-OLD' })));
    expect(late.calibrations.map((c) => c.reportNo)).toEqual(['AQF-T-1', 'AQF-OLD']);
    expect(late.nextDue).toBe(valveDefaultNextDue(chinaToday()));

    // A failed calibration puts it on the failed list.
    const failed = await dataOf(api(demo, 'calibrate', calibration(added.id, { conclusion: 'fail', reportNo: 'AQF-T-2' })));
    expect(failed.status).toBe('failed');
    expect((await list(demo, 'failed')).map((v) => v.id)).toContain(added.id);
  });

  it('edits a valve at the version seen', async () => {
    const v = await dataOf(api(demo, 'save', valve()));
    const changed = await dataOf(api(demo, 'save', { ...valve({ valveNo: v.valveNo, setPressure: '1.3' }), id: v.id, version: v.version }));
    expect(changed).toMatchObject({ setPressure: '1.3', version: 2 });
    const stale = await api(demo, 'save', { ...valve({ valveNo: v.valveNo }), id: v.id, version: 1 });
    expect(stale.json().success).toBe(false);
  });

  it('refuses bad input with the form rules', async () => {
    expect(await refusalOf(api(demo, 'save', valve({ setPressure: 'abc' })))).toContain('整定压力');
    expect(await refusalOf(api(demo, 'save', valve({ nominalSize: '50mm' })))).toContain('公称通径');
    expect(await refusalOf(api(demo, 'save', valve({ valveNo: '' })))).toContain('安全阀编号');
    const v = await dataOf(api(demo, 'save', valve()));
    expect(await refusalOf(api(demo, 'save', valve({ valveNo: v.valveNo })))).toContain('已有编号');
    expect(await refusalOf(api(demo, 'calibrate', calibration(v.id, { calibratedOn: addDays(chinaToday(), 1), nextDue: addDays(chinaToday(), 100) })))).toBe(
      '校验日期不能晚于今天',
    );
    expect(await refusalOf(api(demo, 'calibrate', calibration(v.id, { nextDue: addDays(chinaToday(), 400) })))).toContain('至少每年校验一次');
    expect(await refusalOf(api(demo, 'calibrate', calibration(v.id, { nextDue: chinaToday() })))).toBe('下次校验日期应晚于校验日期');
    expect(await refusalOf(api(demo, 'calibrate', calibration(v.id, { conclusion: 'maybe' })))).toBe('请选择校验结论');
    // A valve sits on a boiler, vessel or pipeline only.
    const elevator = (await t.db.selectFrom('equipment').select('id').where('unit_id', '=', demoUnit).where('type_code', '=', '3000').executeTakeFirstOrThrow()).id;
    expect(await refusalOf(api(demo, 'save', valve({ equipmentId: elevator })))).toContain('锅炉、压力容器或压力管道');
  });

  it("keeps to the caller's unit: another unit's valves and equipment answer as unknown", async () => {
    expect((await api(demo, 'detail', { id: demo2Valve })).json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await api(demo, 'calibrate', calibration(demo2Valve))).json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await api(demo, 'save', valve({ equipmentId: demo2Host }))).json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const before = await t.db.selectFrom('safety_valves').selectAll().where('id', '=', demo2Valve).executeTakeFirstOrThrow();
    expect((await api(demo, 'save', { ...valve(), id: demo2Valve, version: 1 })).json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(await t.db.selectFrom('safety_valves').selectAll().where('id', '=', demo2Valve).executeTakeFirstOrThrow()).toEqual(before);
    expect((await list(demo, 'all')).map((v) => v.id)).not.toContain(demo2Valve);
    expect((await api(demo, 'list', { equipmentId: demo2Host, pageNo: 1, pageSize: 10 })).json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await dataOf(api<Page<Valve>>(demo, 'list', { equipmentId: boiler, pageNo: 1, pageSize: 10 }))).count).toBeGreaterThan(0);
    expect((await dataOf(api<Array<{ id: string }>>(demo, 'hosts'))).map((h) => h.id)).not.toContain(demo2Host);
  });

  it('needs a session and the permission', async () => {
    expect((await api(null, 'list', { pageNo: 1 })).statusCode).toBe(401);
    expect((await api(null, 'save', valve())).statusCode).toBe(401);
    expect((await api(weibao, 'list', { pageNo: 1 })).statusCode).toBe(403);
    expect((await api(weibao, 'calibrate', calibration(demo2Valve))).statusCode).toBe(403);
  });

  it('exports the due list as a workbook', async () => {
    const res = await signedGet(t, demo, 'safetyValve.export', { list: 'due' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['x-total-count']).toBe('1');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await call(t, weibao, 'GET', '/a/stone/safetyValve/export?list=due')).statusCode).toBe(403);
  });
});
