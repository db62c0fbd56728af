import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { countEquipment, findEquipmentPage, iterateEquipment } from '../src/modules/equipment/repo';
import { pruneEquipmentTally } from '../src/modules/equipment/service';
import type { DataScope } from '../src/platform/auth/scope';
import { addDays, chinaToday } from '../src/platform/ids';

const ALL: DataScope = { kind: 'all', unitId: '' };
import { loginAs, signedGet, uploadTo, type Caller, request, requestRaw } from './helpers';
import { signedIn, suiteApp } from './suite';

const daysFromToday = (n: number) => addDays(chinaToday(), n);

export const ELEVATOR = {
  typeCode: '3000',
  catalogueCode: '3110',
  deviceCode: '311010339201203353',
  registerCode: '31103302032012080025',
  certNo: '梯11浙B01234(18)',
  productName: '乘客电梯',
  model: 'GeN2-MR',
  productNo: 'NB2012-0335',
  manufacturer: '宁波申菱电梯有限公司',
  manufactureDate: '2012-03',
  installer: '宁波安装工程有限公司',
  areaCode: '330203',
  address: '宁波市海曙区中山西路138号',
  location: '1号楼',
  internalNo: '1号楼1号梯',
  useStatus: 'inUse',
  maintenanceUnit: '宁波北仑港城电梯工程有限公司',
  maintenancePhone: '0574-86880000',
  lastInspectionDate: daysFromToday(-340),
  nextInspectionDate: daysFromToday(25),
  lastConclusion: 'pass',
  inspectionOrg: '宁波市特种设备检验研究院',
  loadTestYear: '2019',
  params: { ratedLoad: '1000', ratedSpeed: '1.75', floors: '18', stops: '18', doors: '18', usePlace: '住宅小区' },
};

const VESSEL = {
  ...ELEVATOR,
  typeCode: '2000',
  catalogueCode: '2150',
  deviceCode: '215010890201800001',
  registerCode: '',
  certNo: '容15浙B00077(19)',
  productName: '储气罐',
  model: 'C-2.0/1.0',
  productNo: 'R2018-001',
  manufacturer: '浙江压力容器制造有限公司',
  manufactureDate: '2018-05-20',
  internalNo: '',
  maintenanceUnit: '',
  maintenancePhone: '',
  lastInspectionDate: '2023-01-10',
  nextInspectionDate: daysFromToday(-3),
  lastConclusion: 'conform',
  loadTestYear: '',
  params: { vesselClass: 'Ⅱ类', volume: '2', innerDiameter: '1000', designPressureShell: '1.0', designTemperatureShell: '50', mediumShell: '压缩空气' },
};

describe('the demo registry', () => {
  const t = suiteApp();

  it("lists a record's inspections newest first, ending with its last inspection, to its own unit and staff only", async () => {
    const demo = await loginAs(t, 'demo');
    // One that has been in use since its installation and has only been inspected periodically since (other demo
    // elevators await their first inspection, or were self-tested).
    const elevator = await t.db
      .selectFrom('equipment as e')
      .innerJoin('users as u', 'u.unit_id', 'e.unit_id')
      .select('e.id')
      .where('u.login_name', '=', 'demo')
      .where('e.type_code', '=', '3000')
      .where('e.last_inspection_date', 'is not', null)
      .where((eb) => eb.exists(eb.selectFrom('equipment_inspections as i').select('i.id').whereRef('i.equipment_id', '=', 'e.id').where('i.kind', '=', 'installSupervision')))
      .where((eb) => eb.exists(eb.selectFrom('equipment_inspections as i').select('i.id').whereRef('i.equipment_id', '=', 'e.id').where('i.kind', '=', 'periodic')))
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('equipment_inspections as i').select('i.id').whereRef('i.equipment_id', '=', 'e.id').where('i.kind', 'not in', ['periodic', 'installSupervision']),
          ),
        ),
      )
      .orderBy('e.device_code')
      .executeTakeFirstOrThrow();
    const record = (await request(t, demo, 'equipment.get', { id: elevator.id })).json().data;
    const res = (await request(t, demo, 'equipment.findInspections', { id: elevator.id, pageNo: 1, pageSize: 10 })).json().data;
    expect(res.count).toBeGreaterThanOrEqual(2);
    const dates = res.list.map((i: { inspectionDate: string }) => i.inspectionDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(res.list[0]).toMatchObject({
      kind: 'periodic',
      inspectionDate: record.lastInspectionDate,
      conclusion: record.lastConclusion,
      nextInspectionDate: record.nextInspectionDate,
    });
    expect(res.list.at(-1).kind).toBe('installSupervision');

    expect((await request(t, await loginAs(t, 'demo2'), 'equipment.findInspections', { id: elevator.id, pageNo: 1, pageSize: 10 })).statusCode).toBe(404);
    expect((await request(t, await loginAs(t, 'inspector'), 'equipment.findInspections', { id: elevator.id, pageNo: 1, pageSize: 10 })).json().data.count).toBe(res.count);
    expect((await request(t, null, 'equipment.findInspections', { id: elevator.id, pageNo: 1, pageSize: 10 })).statusCode).toBe(401);
    expect((await requestRaw(t, demo, 'equipment.findInspections', { pageNo: 1, pageSize: 10 })).json().errorMsg).toBe('请选择设备');
  });

  it('gives overview numbers that match the lists they open', async () => {
    for (const who of ['demo', 'inspector', 'admin']) {
      const caller = await loginAs(t, who);
      const count = async (body: object) => (await request(t, caller, 'equipment.findPage', { pageNo: 1, pageSize: 1, ...body })).json().data.count;
      const o = (await request(t, caller, 'equipment.overview', {})).json().data;
      expect(o.stats.total).toBeGreaterThan(0);
      expect(o.stats).toEqual({
        total: await count({}),
        inUse: await count({ useStatus: 'inUse' }),
        stopped: await count({ list: 'nonUse' }),
        overdue: await count({ list: 'timeout' }),
        aboutExpire: await count({ list: 'aboutExpire' }),
        fault: await count({ list: 'fault' }),
        loadTestDue: await count({ list: 'payloadTime' }),
        awaitingFirst: await count({ useStatus: 'notYetInUse', nextDate: 'none' }),
      });
      for (const t of o.byType) expect(t.total).toBe(await count({ typeCode: t.typeCode }));
      const due = o.dueByMonth.reduce((a: number, m: { count: number }) => a + m.count, 0);
      expect(due).toBe(await count({ useStatus: 'inUse', nextFrom: chinaToday(), nextTo: addDays(chinaToday(), 180) }));
    }
  });

  it('counts a staff overview afresh from a tally that every write keeps in step, whoever writes', async () => {
    const admin = await loginAs(t, 'admin');
    const stats = async () => (await request(t, admin, 'equipment.overview', {})).json().data.stats;
    // The tally holds exactly what a pass over the records would count.
    const tallied = async () =>
      (
        await t.db
          .selectFrom('equipment_tally')
          .select(['type_code', 'use_status', 'next_inspection_date', (eb) => eb.fn.sum<number>('n').as('n')])
          .groupBy(['type_code', 'use_status', 'next_inspection_date'])
          .having((eb) => eb.fn.sum('n'), '>', 0)
          .execute()
      )
        .map((r) => `${r.type_code}/${r.use_status}/${r.next_inspection_date}:${Number(r.n)}`)
        .sort();
    const counted = async () =>
      (
        await t.db
          .selectFrom('equipment')
          .select(['type_code', 'use_status', 'next_inspection_date', (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy(['type_code', 'use_status', 'next_inspection_date'])
          .execute()
      )
        .map((r) => `${r.type_code}/${r.use_status}/${r.next_inspection_date ?? ''}:${Number(r.n)}`)
        .sort();
    const before = await stats();
    const added = await requestRaw(t, await loginAs(t, 'demo'), 'equipment.add', {
      ...ELEVATOR,
      deviceCode: '311010339201299999',
      registerCode: '',
      certNo: '',
      internalNo: '9号楼1号梯',
    });
    expect(added.json().success).toBe(true);
    expect((await stats()).total).toBe(before.total + 1);
    expect(await tallied()).toEqual(await counted());

    // Writes that bypass this process (another server, a repair by hand) reach it through the database.
    const id = added.json().data.id as string;
    // (An area no demo record is in: deleting it below then empties that combination.)
    await t.db.updateTable('equipment').set({ use_status: 'stopped', next_inspection_date: null, area_code: '330299' }).where('id', '=', id).execute();
    expect((await stats()).stopped).toBe(before.stopped + 1);
    expect(await tallied()).toEqual(await counted());
    await t.db.deleteFrom('equipment').where('id', '=', id).execute();
    expect(await stats()).toEqual(before);
    expect(await tallied()).toEqual(await counted());

    // The job forgets the emptied combinations and nothing else.
    const empty = async () =>
      Number(
        (
          await t.db
            .selectFrom('equipment_tally')
            .where('n', '=', 0)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const emptied = await empty();
    expect(emptied).toBeGreaterThan(0);
    expect(await pruneEquipmentTally(t.ctx)).toBe(emptied);
    expect(await empty()).toBe(0);
    expect(await tallied()).toEqual(await counted());
  });

  it('reads an export in keyed batches: every record once, in order, ties included', async () => {
    const filter = { list: 'comprehensive', days: 30, today: chinaToday() } as const;
    const total = (await countEquipment(t.db, ALL, filter, 1000)).count;
    const undated = (
      await t.db
        .selectFrom('equipment')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('next_inspection_date', 'is', null)
        .executeTakeFirstOrThrow()
    ).n;
    await t.db
      .updateTable('equipment')
      .set({ next_inspection_date: null })
      .where('id', 'in', t.db.selectFrom('equipment').select('id').where('next_inspection_date', 'is not', null).orderBy('id').limit(3))
      .execute();
    for (const sortField of ['nextInspectionDate', 'deviceCode'] as const)
      for (const sortOrder of ['ascend', 'descend'] as const) {
        const rows = [];
        for await (const r of iterateEquipment(t.db, ALL, filter, sortField, sortOrder, 7)) rows.push(r);
        expect(new Set(rows.map((r) => r.id)).size).toBe(total);
        const values = rows.map((r) => (sortField === 'deviceCode' ? r.device_code : r.next_inspection_date) ?? '');
        const blanks = values.filter((v) => !v).length;
        expect(blanks).toBe(sortField === 'deviceCode' ? 0 : Number(undated) + 3);
        expect(values.slice(0, blanks).every((v) => !v)).toBe(true);
        const rest = values.slice(blanks);
        const sorted = [...rest].sort();
        expect(rest).toEqual(sortOrder === 'ascend' ? sorted : sorted.reverse());
      }
  });

  it('pages a list in the order its export reads, ties broken by id in the direction of the sort', async () => {
    const filter = { list: 'comprehensive', days: 30, today: chinaToday() } as const;
    // Ties on the sort column at both ends of the list.
    const tied = (await t.db.selectFrom('equipment').select('id').where('next_inspection_date', 'is not', null).orderBy('id').limit(6).execute()).map((r) => r.id);
    await t.db.updateTable('equipment').set({ next_inspection_date: '2098-01-01' }).where('id', 'in', tied.slice(0, 3)).execute();
    await t.db.updateTable('equipment').set({ next_inspection_date: '2000-01-01' }).where('id', 'in', tied.slice(3)).execute();
    const total = (await countEquipment(t.db, ALL, filter, 1000)).count;
    // Where rows without a date fall differs between the list and the export; the dated rows must agree.
    const dated = (rows: Array<{ id: string; next_inspection_date: string | null }>) => rows.filter((r) => r.next_inspection_date !== null).map((r) => r.id);
    for (const sortOrder of ['ascend', 'descend'] as const) {
      const paged = [];
      for (let offset = 0; offset < total; offset += 7)
        paged.push(...(await findEquipmentPage(t.db, ALL, filter, { offset, limit: 7, sortField: 'nextInspectionDate', sortOrder })));
      const exported = [];
      for await (const r of iterateEquipment(t.db, ALL, filter, 'nextInspectionDate', sortOrder)) exported.push(r);
      expect(new Set(paged.map((r) => r.id)).size).toBe(total);
      expect(dated(paged)).toEqual(dated(exported));
    }
  });

  it("takes a record's papers from its own unit only; staff read them", async () => {
    const demo = await loginAs(t, 'demo');
    const [record] = (await request(t, demo, 'equipment.findPage', { pageNo: 1, pageSize: 1 })).json().data.list;
    const target = { bizType: 'equipment', bizId: record.id, kind: 'report' };
    const upload = (who: Caller) => uploadTo(t, who, target, { filename: '定期检验报告.pdf' });
    expect((await upload(demo)).json().data.kind).toBe('report');
    const demo2 = await loginAs(t, 'demo2');
    expect((await upload(demo2)).statusCode).toBe(403);
    expect((await upload(await loginAs(t, 'inspector'))).statusCode).toBe(403);
    const list = (who: Caller) => request(t, who, 'attachment.findAttList', { bizType: 'equipment', bizId: record.id });
    expect((await list(await loginAs(t, 'inspector'))).json().data.map((a: { fileName: string }) => a.fileName)).toEqual(['定期检验报告.pdf']);
    expect((await list(demo2)).json().data).toEqual([]);
  });
});

describe('equipment registry', () => {
  const t = suiteApp();
  let elevatorId: string;
  beforeAll(async () => {
    // The demo registry would fill every list here; these tests count their own records.
    await t.db.deleteFrom('equipment_inspections').execute();
    await t.db.deleteFrom('use_regist_applies').execute();
    await t.db.deleteFrom('reg_changes').execute();
    await t.db.deleteFrom('equipment_requests').execute();
    await t.db.deleteFrom('issued_documents').execute();
    await t.db.deleteFrom('construction_items').execute();
    await t.db.deleteFrom('opinion_defects').execute();
    await t.db.deleteFrom('opinion_notices').execute();
    await t.db.deleteFrom('inspection_items').execute();
    await t.db.deleteFrom('entrust_devices').execute();
    await t.db.deleteFrom('maint_assignments').execute();
    await t.db.deleteFrom('maint_changes').execute();
    await t.db.deleteFrom('maintenance_records').execute();
    await t.db.deleteFrom('valve_calibrations').execute();
    await t.db.deleteFrom('safety_valves').execute();
    await t.db.deleteFrom('faults').execute();
    await t.db.deleteFrom('rescues').execute();
    await t.db.deleteFrom('elevator_self_tests').execute();
    await t.db.deleteFrom('self_maint_devices').execute();
    await t.db.deleteFrom('equipment').execute();
  });
  const [demo, demo2] = signedIn(t, 'demo', 'demo2');

  let serial = 0;
  // A certificate number belongs to one record: each record added from a fixture gets its own.
  const add = (who: Caller | null, body: { certNo?: string; [k: string]: unknown }) =>
    requestRaw(t, who, 'equipment.add', body.certNo ? { ...body, certNo: body.certNo.replace(/\d{5}(?=\()/, String(++serial).padStart(5, '0')) } : body);
  const page = async (who: Caller, body: object) => (await request(t, who, 'equipment.findPage', { pageNo: 1, pageSize: 50, ...body })).json().data;

  it('adds an elevator and a pressure vessel with their own parameters', async () => {
    const e = (await add(demo, ELEVATOR)).json();
    expect(e.success).toBe(true);
    expect(e.data).toMatchObject({ typeCode: '3000', catalogueCode: '3110', unitName: '宁波海曙明达物业管理有限公司', version: 1, params: ELEVATOR.params });
    elevatorId = e.data.id;
    const v = (await add(demo, VESSEL)).json();
    expect(v.data.params).toEqual(VESSEL.params);
    expect((await add(demo2, { ...ELEVATOR, deviceCode: '311010339201203354', areaCode: '330212', address: '宁波市鄞州区金谷北路288号' })).json().success).toBe(true);
  });

  it.each([
    [{ catalogueCode: '3100' }, '设备品种：请选择到最后一级'],
    [{ catalogueCode: '2150' }, '设备品种与设备种类不符'],
    [{ catalogueCode: '4B00', typeCode: '4000' }, '设备品种不正确'],
    [{ deviceCode: '31101033920120335' }, '请输入有效的18位设备代码'],
    [{ registerCode: '123' }, '请输入有效的20位注册代码'],
    [{ manufactureDate: '2012/03' }, '制造日期格式应为YYYY-MM或YYYY-MM-DD'],
    [{ manufactureDate: '2999-01' }, '制造日期不能晚于今天'],
    [{ manufactureDate: '' }, '请填写制造日期'],
    [{ typeCode: '2000', catalogueCode: '2150', params: { ...VESSEL.params, vesselClass: 'Ⅲ类' } }, '压力容器类别与设备品种不符，应为Ⅱ类'],
    // 安全阀 keeps its valve code 7310 but sits under 安全附件 (F000) in the catalogue, not under the piping elements.
    [{ typeCode: '7000', catalogueCode: '7310', params: {} }, '设备品种与设备种类不符'],
    [{ internalNo: '' }, '请填写单位内编号（电梯必填）'],
    [{ maintenanceUnit: '' }, '请填写维保单位（电梯必填）'],
    [{ areaCode: '330200' }, '使用地点所在区域：请选择到最后一级'],
    [{ useStatus: 'flying' }, '使用状态不正确'],
    [{ lastConclusion: 'great' }, '检验结论不正确'],
    [{ nextInspectionDate: '2000-01-01' }, '下次检验日期须晚于上次检验日期'],
    [{ maintenancePhone: '123' }, '请输入有效的手机号或者座机号'],
    [{ loadTestYear: '19' }, '上次载荷试验年份不正确'],
    [{ productName: '' }, '请填写设备名称'],
    [{ params: { ...ELEVATOR.params, ratedSpeed: '-1' } }, '额定速度：请输入有效的两位小数'],
    [{ params: { ...ELEVATOR.params, usePlace: '' } }, '请填写电梯使用场所'],
    [{ typeCode: '8000', catalogueCode: '8310', params: { projectName: '空压站压缩空气管道' } }, '请至少填写1行管道单元'],
    [
      {
        typeCode: '8000',
        catalogueCode: '8310',
        params: {
          projectName: '空压站压缩空气管道',
          units: [
            {
              name: '主管',
              number: 'YS-01',
              grade: 'GC2',
              nominalDiameter: '100',
              wallThickness: '4.5',
              length: '186',
              designPressure: '1.0',
              designTemperature: '60',
              medium: '',
            },
          ],
        },
      },
      '管道单元第1行：请填写介质',
    ],
  ])('refuses %o with its message', async (over, msg) => {
    expect((await add(demo, { ...ELEVATOR, deviceCode: '311010339201299999', ...over })).json()).toMatchObject({ success: false, errorMsg: msg });
  });

  it('refuses a device code the unit already recorded', async () => {
    expect((await add(demo, ELEVATOR)).json().errorMsg).toBe('本单位已有相同设备代码的设备，请核对');
  });

  it('finds the records in the query lists, each with its own rule', async () => {
    const all = await page(demo, {});
    expect(all.count).toBe(2);
    expect(all.list.map((r: { typeCode: string }) => r.typeCode)).toEqual(['2000', '3000']);
    expect((await page(demo, { list: 'timeout' })).list.map((r: { productName: string }) => r.productName)).toEqual(['储气罐']);
    expect((await page(demo, { list: 'aboutExpire' })).list.map((r: { productName: string }) => r.productName)).toEqual(['乘客电梯']);
    expect((await page(demo, { list: 'aboutExpire', days: 10 })).count).toBe(0);
    expect((await page(demo, { list: 'payloadTime' })).count).toBe(1);
    expect((await page(demo, { list: 'fault' })).count).toBe(0);
    expect((await page(demo, { list: 'nonUse' })).count).toBe(0);
    expect((await page(demo, { typeCode: '3000', catalogueCode: '3100' })).count).toBe(1);
    expect((await page(demo, { areaCode: '330200' })).count).toBe(2);
    expect((await page(demo, { areaCode: '330212' })).count).toBe(0);
    expect((await page(demo, { deviceCode: '3110' })).count).toBe(1);
    expect((await page(demo, { address: '1号楼' })).count).toBe(2);
    expect((await page(demo, { sortField: 'nextInspectionDate', sortOrder: 'descend' })).list[0].productName).toBe('乘客电梯');
  });

  it('edits a record and keeps a readable history of what changed', async () => {
    const detail = (await request(t, demo, 'equipment.get', { id: elevatorId })).json().data;
    const changed = (
      await requestRaw(t, demo, 'equipment.change', {
        ...ELEVATOR,
        certNo: detail.certNo,
        id: elevatorId,
        version: detail.version,
        useStatus: 'stopped',
        areaCode: '330205',
        params: { ...ELEVATOR.params, ratedSpeed: '2.5' },
      })
    ).json();
    expect(changed.data).toMatchObject({ useStatus: 'stopped', areaCode: '330205', version: 2 });
    const history = (await request(t, demo, 'equipment.findHistory', { id: elevatorId, pageNo: 1, pageSize: 10 })).json().data;
    expect(history.list[0].changedByName).toBe('张明');
    expect(history.list[0].changes).toEqual([
      { field: 'areaCode', label: '使用地点所在区域', from: '浙江省 宁波市 海曙区', to: '浙江省 宁波市 江北区' },
      { field: 'useStatus', label: '使用状态', from: '在用', to: '停用' },
      { field: 'params.ratedSpeed', label: '额定速度', from: '1.75', to: '2.5' },
    ]);
    expect((await page(demo, { list: 'nonUse' })).count).toBe(1);
    expect((await page(demo, { list: 'aboutExpire' })).count).toBe(0);
    expect((await requestRaw(t, demo, 'equipment.change', { ...ELEVATOR, id: elevatorId, version: 1 })).json().code).toBe('CONFLICT');
  });

  it('answers the safety manager’s mobile masked, in full only to the owning unit’s edit form (audited), and masks it in the history', async () => {
    const edit = async (who: Caller) => request(t, who, 'equipment.get', { id: elevatorId, forEdit: true });
    const before = (await edit(demo)).json().data;
    const dates = { lastInspectionDate: before.lastInspectionDate ?? '', nextInspectionDate: before.nextInspectionDate ?? '' };
    const saved = (await request(t, demo, 'equipment.change', { ...before, ...dates, safetyManager: '李安全', safetyManagerMobile: '13912345678' })).json();
    expect(saved.data.safetyManagerMobile).toBe('13912345678');
    expect((await request(t, demo, 'equipment.get', { id: elevatorId })).json().data.safetyManagerMobile).toBe('139****5678');
    expect((await edit(demo)).json().data.safetyManagerMobile).toBe('13912345678');
    const audited = await t.db.selectFrom('audit_log').select('id').where('action', '=', 'equipment.readPersonal').where('target', '=', elevatorId).execute();
    expect(audited).toHaveLength(2);
    const history = (await request(t, demo, 'equipment.findHistory', { id: elevatorId, pageNo: 1, pageSize: 1 })).json().data.list[0];
    expect(history.changes).toContainEqual({ field: 'safetyManagerMobile', label: '安全管理人员手机', from: '', to: '139****5678' });
    expect((await edit(await loginAs(t, 'inspector'))).statusCode).toBe(403);
  });

  it("keeps one company away from another's equipment, whatever id is sent", async () => {
    expect((await page(demo2, {})).count).toBe(1);
    expect((await request(t, demo2, 'equipment.get', { id: elevatorId })).statusCode).toBe(404);
    expect((await request(t, demo2, 'equipment.findHistory', { id: elevatorId, pageNo: 1, pageSize: 5 })).statusCode).toBe(404);
    expect((await requestRaw(t, demo2, 'equipment.change', { ...ELEVATOR, id: elevatorId, version: 2 })).statusCode).toBe(404);
  });

  it("lets inspection staff read their city's equipment but not write; administrators see all", async () => {
    const inspector = await loginAs(t, 'inspector');
    expect((await page(inspector, {})).count).toBe(3);
    expect((await request(t, inspector, 'equipment.get', { id: elevatorId })).json().data.unitName).toBe('宁波海曙明达物业管理有限公司');
    expect((await add(inspector, ELEVATOR)).statusCode).toBe(403);
    const admin = await loginAs(t, 'admin');
    expect((await page(admin, {})).count).toBe(3);
    expect((await add(admin, ELEVATOR)).statusCode).toBe(403);
  });

  it('counts the overview by category, status and reminder list', async () => {
    const o = (await request(t, demo, 'equipment.overview', {})).json().data;
    expect(o.stats).toEqual({ total: 2, inUse: 1, stopped: 1, overdue: 1, aboutExpire: 0, fault: 0, loadTestDue: 0, awaitingFirst: 0 });
    expect(o.byType.find((x: { typeCode: string }) => x.typeCode === '2000')).toMatchObject({ name: '压力容器', total: 1, inUse: 1, overdue: 1 });
    expect(o.byType).toHaveLength(9);
    expect((await request(t, demo, 'equipment.statNums', {})).json().data.total).toBe(2);
    expect((await request(t, await loginAs(t, 'admin'), 'equipment.statNums', {})).json().data.total).toBe(3);
    expect((await request(t, null, 'equipment.overview', {})).statusCode).toBe(401);
  });

  it('exports a query list with its filters as a spreadsheet, values as their labels', async () => {
    const res = await signedGet(t, demo, 'equipment.export', { list: 'comprehensive', typeCode: '2000' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['x-total-count']).toBe('1');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('综合查询-'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(1).getCell(1).value).toBe('使用单位');
    const row = sheet.getRow(2).values as unknown[];
    expect(row).toEqual(expect.arrayContaining(['宁波海曙明达物业管理有限公司', '压力容器', '第二类压力容器', '215010890201800001', '海曙区', '在用', '符合要求']));
    const other = await signedGet(t, demo2, 'equipment.export');
    expect(other.headers['x-total-count']).toBe('1');
    expect((await t.app.inject({ method: 'GET', url: '/a/stone/eqm/export', headers: { cookie: (await loginAs(t, 'inspector')).cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/a/stone/eqm/export' })).statusCode).toBe(401);
  });

  it('counts a list no further than its cap and says when it stopped', async () => {
    const filter = { list: 'comprehensive', days: 30, today: chinaToday() } as const;
    const at = (cap: number) => countEquipment(t.db, ALL, filter, cap);
    expect(await at(2)).toMatchObject({ count: 2, capped: true });
    expect(await at(3)).toMatchObject({ count: 3, capped: false });
    expect((await page(demo, {})).capped).toBe(false);
  });

  it('refuses bad list input and callers without a session', async () => {
    expect((await requestRaw(t, demo, 'equipment.findPage', { list: 'secret' })).json().errorMsg).toBe('列表类型不正确');
    expect((await request(t, demo, 'equipment.findPage', { areaCode: '33' })).json().errorMsg).toBe('区域代码不正确');
    expect((await request(t, null, 'equipment.findPage', {})).statusCode).toBe(401);
    expect((await add(null, ELEVATOR)).statusCode).toBe(401);
  });

  it('counts equipment not yet in use without a next date as awaiting its first inspection, apart from the overdue', async () => {
    const stats = async () => (await request(t, demo, 'equipment.statNums', {})).json().data;
    const before = await stats();
    const fresh = { ...VESSEL, lastInspectionDate: '', nextInspectionDate: '', lastConclusion: '' };
    const installed = (await add(demo, { ...fresh, deviceCode: '215010890202500001', productName: '新装储罐', useStatus: 'notYetInUse' })).json();
    expect(installed.success).toBe(true);
    expect((await add(demo, { ...fresh, deviceCode: '215010890202500002', productName: '未填日期储罐' })).json().success).toBe(true);

    // In use without a date stays overdue (domain/workflows.md §7); not yet in use without one is not.
    const overdue = (await page(demo, { list: 'timeout' })).list.map((r: { productName: string }) => r.productName);
    expect(overdue).toContain('未填日期储罐');
    expect(overdue).not.toContain('新装储罐');
    const awaiting = await page(demo, { useStatus: 'notYetInUse', nextDate: 'none' });
    expect(awaiting.list.map((r: { productName: string }) => r.productName)).toEqual(['新装储罐']);
    expect(await stats()).toMatchObject({ overdue: before.overdue + 1, awaitingFirst: before.awaitingFirst + 1, total: before.total + 2 });

    // Once a next date is recorded it is measured against that date like any other.
    const detail = (await request(t, demo, 'equipment.get', { id: installed.data.id })).json().data;
    const dated = {
      ...fresh,
      deviceCode: '215010890202500001',
      productName: '新装储罐',
      useStatus: 'notYetInUse',
      lastInspectionDate: '2019-01-01',
      nextInspectionDate: '2020-01-01',
    };
    expect((await requestRaw(t, demo, 'equipment.change', { ...dated, id: detail.id, version: detail.version })).json().success).toBe(true);
    expect((await page(demo, { list: 'timeout' })).list.map((r: { productName: string }) => r.productName)).toContain('新装储罐');
    expect(await stats()).toMatchObject({ overdue: before.overdue + 2, awaitingFirst: before.awaitingFirst });
    expect((await requestRaw(t, demo, 'equipment.findPage', { nextDate: 'some' })).json().errorMsg).toBe('下次检验日期条件不正确');
  });
});
