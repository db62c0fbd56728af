import { INSPECTION_OPEN, OUT_OF_SERVICE } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { devicesInUse } from '../src/seed/demo-actors';
import { addDays, chinaToday } from '../src/platform/ids';
import { call, dataOf, grantElevatorLicence, unitOf, type Caller, type Page, type Reply, request } from './helpers';
import { signedIn, suiteApp } from './suite';

type Row = Record<string, string | boolean | null> & { deviceCode: string };

/** The paged choosers of devices: the endpoint, its path, and the field naming a row's device. */
const PAGED = [
  ['maintChange.devices', '/a/stone/maintainChange/devices', 'equipmentId'],
  ['selfMaint.devices', '/a/stone/eqm/selfMaintain/devices', 'equipmentId'],
  ['maintenance.devices', '/a/stone/maintenance/devices', 'equipmentId'],
  ['rescue.elevators', '/a/stone/eleRcsMain/elevators', 'equipmentId'],
  ['onlineApply.applicable', '/a/stone/appOnline/applicable', 'id'],
  ['entrust.entrustable', '/a/stone/entrust/entrustable', 'equipmentId'],
] as const;

/** The choosers that offer a short list (a change and a termination kind for their two forms), with what each is sent. */
const LISTS = [
  ['regChange.candidates', '/a/stone/useManage/candidates', { kind: 'address' }, 'equipmentId'],
  ['termination.candidates', '/a/stone/pemEqmRlvBasic/candidates', { kind: 'cancel' }, 'equipmentId'],
  ['useRegist.registrable', '/a/stone/epPemUseregistApply/registrable', {}, 'id'],
] as const;

describe('the devices each filing may choose', () => {
  const t = suiteApp();
  const [demo, demo2, weibao, jiance] = signedIn(t, 'demo', 'demo2', 'weibao', 'jiance');
  let units: Record<'demo' | 'demo2' | 'weibao', string>;

  const page = (who: Caller, path: string, body: object) => dataOf(call(t, who, 'POST', path, { pageNo: 1, pageSize: 100, ...body }) as Promise<Reply<Page<Row>>>);
  const list = (who: Caller, path: string, body: object) => dataOf(call(t, who, 'POST', path, body) as Promise<Reply<Row[]>>);
  /** The units the devices belong to, as use unit or as the maintenance unit holding them. */
  const ownersOf = async (ids: string[], column: 'unit_id' | 'maintain_unit_id') =>
    new Set(
      (
        await t.db
          .selectFrom('equipment')
          .select(column)
          .where('id', 'in', ids.length ? ids : [''])
          .execute()
      ).map((r) => r[column]),
    );
  const requested = async (unitId: string) =>
    (await t.db.selectFrom('equipment_requests as q').innerJoin('equipment as e', 'e.id', 'q.equipment_id').select('e.id').where('e.unit_id', '=', unitId).execute()).map(
      (r) => r.id,
    );

  beforeAll(async () => {
    units = { demo: await unitOf(t, 'demo'), demo2: await unitOf(t, 'demo2'), weibao: await unitOf(t, 'weibao') };
  });

  it.each(PAGED)("%s offers the caller's own devices only, and none of another unit's even by its code", async (_, path, id) => {
    for (const [who, unit, other] of [
      [demo, units.demo, demo2],
      [demo2, units.demo2, demo],
    ] as const) {
      const mine = await page(who, path, {});
      expect(mine.count).toBe(mine.list.length);
      expect(
        await ownersOf(
          mine.list.map((r) => String(r[id])),
          'unit_id',
        ),
      ).toEqual(new Set([unit]));
      const [theirs] = (await page(other, path, {})).list;
      expect((await page(who, path, { keyword: theirs.deviceCode })).list.map((r) => r[id])).not.toContain(theirs[id]);
      expect((await page(who, path, { keyword: mine.list[0].deviceCode })).list.map((r) => r[id])).toContain(mine.list[0][id]);
    }
  });

  it.each(PAGED.filter(([name]) => name === 'maintenance.devices' || name === 'rescue.elevators'))('%s offers a maintenance unit the elevators it holds', async (_, path, id) => {
    const held = await page(weibao, path, {});
    expect(held.count).toBeGreaterThan(0);
    expect(
      await ownersOf(
        held.list.map((r) => String(r[id])),
        'maintain_unit_id',
      ),
    ).toEqual(new Set([units.weibao]));
  });

  it.each(PAGED)('%s pages through the list it counts', async (_, path, id) => {
    const whole = await page(demo, path, {});
    expect(whole.count).toBeGreaterThan(1);
    const pageSize = Math.ceil(whole.count / 3);
    const paged: Row[] = [];
    for (let pageNo = 1; paged.length < whole.count; pageNo++) {
      const p = await page(demo, path, { pageNo, pageSize });
      expect(p).toMatchObject({ count: whole.count, pageNo, pageSize });
      expect(p.list.length).toBeGreaterThan(0);
      expect(p.list.length).toBeLessThanOrEqual(pageSize);
      paged.push(...p.list);
    }
    expect(paged.map((r) => r[id])).toEqual(whole.list.map((r) => r[id]));
  });

  it.each(LISTS)("%s offers the caller's own devices only, never one with a registration request under way", async (_, path, body, id) => {
    for (const [who, unit] of [
      [demo, units.demo],
      [demo2, units.demo2],
    ] as const) {
      const ids = (await list(who, path, body)).map((r) => String(r[id]));
      expect(ids.length).toBeGreaterThan(0);
      expect(await ownersOf(ids, 'unit_id')).toEqual(new Set([unit]));
      const held = await requested(unit);
      expect(held.length).toBeGreaterThan(0);
      expect(ids.filter((i) => held.includes(i))).toEqual([]);
    }
  });

  it('searches the short lists by device code', async () => {
    for (const [, path, body, id] of LISTS) {
      const [first] = await list(demo, path, body);
      const found = await list(demo, path, { ...body, keyword: first.deviceCode });
      expect(found.map((r) => r[id])).toContain(first[id]);
      expect(found.every((r) => r.deviceCode.includes(first.deviceCode))).toBe(true);
      expect(await list(demo, path, { ...body, keyword: 'no-such-device-code' })).toEqual([]);
    }
  });

  it('flags an elevator while a maintenance-unit change is open, for that change and for self-maintenance', async () => {
    // With an elevator licence the unit may maintain its elevators itself: only what holds a device blocks it.
    await grantElevatorLicence(t, units.demo, 'TS3310998-2030');
    const [free] = (await page(demo, '/a/stone/maintainChange/devices', {})).list.filter((d) => !d.assigned && !d.openChangeNo);
    const equipmentId = String(free.equipmentId);
    const draft = await dataOf(
      request(t, demo, 'maintChange.save', {
        equipmentId,
        toUnitId: units.weibao,
        contractNo: 'HT-CHOOSE-001',
        contractFrom: chinaToday(),
        contractTo: addDays(chinaToday(), 364),
        remark: '',
      }) as Promise<Reply<{ id: string; changeNo: string }>>,
    );
    const change = await page(demo, '/a/stone/maintainChange/devices', { ids: [equipmentId] });
    expect(change.list.map((d) => d.openChangeNo)).toEqual([draft.changeNo]);
    const selfMaint = (await page(demo, '/a/stone/eqm/selfMaintain/devices', { keyword: free.deviceCode })).list.find((d) => d.equipmentId === equipmentId);
    expect(selfMaint?.blockedReason).toBe(`维保单位变更申请${draft.changeNo}未办结`);

    expect((await request(t, demo, 'maintChange.delete', { id: draft.id })).json().success).toBe(true);
    expect((await page(demo, '/a/stone/maintainChange/devices', { ids: [equipmentId] })).list.map((d) => d.openChangeNo)).toEqual(['']);
    const freed = (await page(demo, '/a/stone/eqm/selfMaintain/devices', { keyword: free.deviceCode })).list.find((d) => d.equipmentId === equipmentId);
    expect(freed?.blockedReason).toBe('');
  });

  it('flags a device held by another self-maintenance application, but not on that application itself', async () => {
    const held = await t.db
      .selectFrom('self_maint_devices as d')
      .innerJoin('self_maint_applies as a', 'a.id', 'd.apply_id')
      .innerJoin('equipment as e', 'e.id', 'd.equipment_id')
      .select(['a.id', 'a.apply_no', 'd.equipment_id', 'e.device_code'])
      .where('a.unit_id', '=', units.weibao)
      .where('d.open', '=', 1)
      .executeTakeFirstOrThrow();
    const row = async (applyId: string) =>
      (await page(weibao, '/a/stone/eqm/selfMaintain/devices', { keyword: held.device_code, applyId })).list.find((d) => d.equipmentId === held.equipment_id);
    expect((await row(''))?.blockedReason).toBe(`已在自行维保申请${held.apply_no}中`);
    expect((await row(held.id))?.blockedReason).not.toContain('已在自行维保申请');
  });

  it('flags a device named by an open inspection application with its number', async () => {
    const held = await t.db
      .selectFrom('inspection_items as i')
      .innerJoin('inspection_applies as a', 'a.id', 'i.apply_id')
      .innerJoin('equipment as e', 'e.id', 'i.equipment_id')
      .select(['a.apply_no', 'e.id'])
      .where('e.unit_id', '=', units.demo2)
      .where('a.state', 'in', INSPECTION_OPEN)
      .where('e.use_status', 'not in', OUT_OF_SERVICE)
      .executeTakeFirstOrThrow();
    const found = await page(demo2, '/a/stone/appOnline/applicable', { ids: [held.id] });
    expect(found.list.map((d) => d.openApplyNo)).toEqual([held.apply_no]);
    expect(found.count).toBe(1);
  });

  it("lets a testing body find any unit's elevator in use by one whole code, and nothing by part of one", async () => {
    const elevator = await devicesInUse(t.db, units.demo2)
      .select(['e.cert_no', 'e.register_code'])
      .where('e.type_code', '=', '3000')
      .where('e.cert_no', '<>', '')
      .where('e.register_code', '<>', '')
      .executeTakeFirstOrThrow();
    const find = (code: string) => list(jiance, '/a/stone/elevatorDetection/findElevator', { code });
    expect((await find(elevator.cert_no)).map((e) => e.equipmentId)).toEqual([elevator.id]);
    expect((await find(elevator.register_code)).map((e) => e.equipmentId)).toEqual([elevator.id]);
    expect(await find(elevator.register_code.slice(0, 8))).toEqual([]);
  });
});
