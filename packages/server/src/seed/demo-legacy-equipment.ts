import { calibrationForm, maintenanceForm, saveValveInput, valveDefaultNextDue, type MaintenanceKind } from '@portal/contract';
import type { AppContext } from '../context';
import { addEquipment } from '../modules/equipment/service';
import { confirmRecord, returnRecord, saveRecord } from '../modules/maintenance/service';
import { calibrateValve, saveValve } from '../modules/safety-valve/service';
import { addDays, chinaToday } from '../platform/ids';
import type { SessionContext } from '../platform/session/store';
import { actor, IP } from './demo-actors';
import { weibaoHeldElevators } from './demo-maintenance';

/**
 * The pages of the earlier router set's equipment addresses, each with something real on a fresh start: a field
 * vehicle bought but not registered yet (/factoryVehicle), safety valves valid, due soon, overdue, failed and never
 * calibrated (/safetyValve), and maintenance records in every state of their countersign (/company-service/weibaoDa).
 */
export async function seedLegacyEquipment(ctx: AppContext): Promise<void> {
  const demo = await actor(ctx, 'demo', 'use');
  await seedNewVehicle(ctx, demo);
  await seedValves(ctx, demo, [
    ['AQF-001', 100, 'pass'],
    ['AQF-002', 352, 'pass'],
    ['AQF-003', 380, 'pass'],
    ['AQF-004', 12, 'fail'],
    ['AQF-005', null, 'pass'],
  ]);
  await seedValves(ctx, await actor(ctx, 'demo2', 'use'), [['YQ-AQF-01', 200, 'pass']]);
  await seedMaintenance(ctx, demo);
}

/** A forklift bought this year: on record, awaiting its first inspection and its use registration. */
async function seedNewVehicle(ctx: AppContext, demo: SessionContext): Promise<void> {
  const unit = await ctx.db.selectFrom('units').selectAll().where('id', '=', demo.unitId).executeTakeFirstOrThrow();
  await addEquipment(
    ctx,
    demo,
    {
      typeCode: '5000',
      catalogueCode: '5110',
      deviceCode: `511010019${chinaToday().slice(0, 4)}90318`,
      registerCode: '',
      certNo: '',
      productName: '蓄电池平衡重式叉车',
      model: 'CPD20',
      productNo: 'CPD20-2026-0318',
      manufacturer: '杭叉集团股份有限公司',
      manufactureDate: chinaToday().slice(0, 7),
      installer: '',
      putIntoUseDate: '',
      areaCode: unit.area_code,
      address: unit.address,
      location: '地下车库',
      internalNo: '叉车-新01',
      safetyManager: '刘安',
      safetyManagerMobile: '13957400011',
      useStatus: 'notYetInUse',
      maintenanceUnit: '',
      maintenancePhone: '',
      lastInspectionDate: '',
      nextInspectionDate: '',
      lastConclusion: '',
      inspectionOrg: '',
      loadTestYear: '',
      params: { engineNumber: 'DM20-260318', frameNumber: 'CPD20-260318', fuel: '蓄电池', ratedCapacity: '2000', powerType: '电动' },
    },
    IP,
  );
}

/** Valves on the unit's boilers and vessels: [number, days since the last calibration (null: never), conclusion]. */
async function seedValves(ctx: AppContext, who: SessionContext, valves: Array<[string, number | null, 'pass' | 'fail']>): Promise<void> {
  const hosts = await ctx.db
    .selectFrom('equipment')
    .select(['id', 'type_code'])
    .where('unit_id', '=', who.unitId)
    .where('type_code', 'in', ['1000', '2000'])
    .where('use_status', '=', 'inUse')
    .orderBy('device_code')
    .execute();
  const today = chinaToday();
  for (const [i, [valveNo, ago, conclusion]] of valves.entries()) {
    const host = hosts[i % hosts.length];
    const boiler = host.type_code === '1000';
    const valve = await saveValve(
      ctx,
      who,
      saveValveInput.parse({
        equipmentId: host.id,
        valveNo,
        model: boiler ? 'A48Y-16C' : 'A28Y-16C',
        nominalSize: boiler ? 'DN50' : 'DN40',
        setPressure: boiler ? '1.25' : '0.84',
        location: boiler ? '锅筒出口' : '储气罐顶部',
        manufacturer: '浙江阀门厂',
      }),
      IP,
    );
    if (ago === null) continue;
    const on = addDays(today, -ago);
    await calibrateValve(
      ctx,
      who,
      calibrationForm.parse({
        valveId: valve.id,
        calibratingBody: '宁波市特种设备检验研究院',
        calibratedOn: on,
        reportNo: `AQF${on.replaceAll('-', '')}${String(i + 1).padStart(2, '0')}`,
        conclusion,
        nextDue: valveDefaultNextDue(on),
        remark: conclusion === 'fail' ? '整定压力偏差超标，需修理后重新校验' : '',
      }),
      IP,
    );
  }
}

const ITEMS: Record<MaintenanceKind, string> = {
  halfMonth:
    '机房、滑轮间环境；手动紧急操作装置；驱动主机运行；制动器各销轴部位润滑；编码器清洁；限速器运转；层门和轿门旁路装置；轿厢照明、风扇、应急照明；轿厢检修开关、停止装置；轿内报警装置、对讲系统。',
  quarter:
    '半月维保全部项目；另：减速机润滑油、制动衬磨损、编码器、选层器动静触点、曳引轮槽与悬挂钢丝绳、限速器轮槽与钢丝绳、靴衬滚轮、验证轿门关闭的电气安全装置、层门和轿门系统中传动钢丝绳链条胶带、层门门导靴、消防开关、耗能缓冲器、限速器张紧轮装置和电气安全装置。',
  halfYear:
    '季度维保全部项目；另：电动机与减速机联轴器螺栓、驱动轮和导向轮轴承部、曳引轮槽、制动器动作状态监测装置、控制柜内各接线端子、控制柜各仪表、井道和对重缓冲距、补偿链（绳）与轿厢对重接合处、上下极限开关。',
  year: '半年维保全部项目；另：减速机润滑油更换、控制柜接触器继电器触点、制动器铁芯（柱塞）分解检查、制动器制动弹簧压缩量、导电回路绝缘性能测试、限速器安全钳联动试验、上行超速保护装置动作试验、轿厢称重装置、安全钳钳座、轿底各安装螺栓、缓冲器、对重块及其压板、井道照明。',
};

/**
 * Maintenance records of the two elevators weibao's company holds (its claims in demo-maintenance) in every state: the first has its recent records countersigned and
 * the latest waiting for demo's countersign; the second's last countersigned record is more than 15 days old and its
 * newer one was returned, so it shows as overdue.
 */
async function seedMaintenance(ctx: AppContext, demo: SessionContext): Promise<void> {
  const [first, second] = await weibaoHeldElevators(ctx);
  const weibao = await actor(ctx, 'weibao', 'maintain');
  const today = chinaToday();
  // Two of the item-T staff weibao's company filed in its registration.
  const reg = await ctx.db.selectFrom('maint_registrations').select('staff').where('unit_id', '=', weibao.unitId).where('state', '=', 'approved').executeTakeFirstOrThrow();
  const maintainers = (JSON.parse(reg.staff) as Array<{ name: string; certNo: string }>).slice(0, 2).map((p) => ({ name: p.name, certNo: p.certNo }));
  const record = async (equipmentId: string, kind: MaintenanceKind, ago: number, remark = '') => {
    const f = maintenanceForm.parse({ kind, maintainedOn: addDays(today, -ago), items: ITEMS[kind], remark, maintainers });
    return saveRecord(ctx, weibao, { ...f, equipmentId }, IP);
  };
  for (const [id, kind, ago] of [
    [first, 'halfMonth', 28],
    [first, 'quarter', 14],
    [second, 'halfMonth', 27],
  ] as const) {
    const r = await record(id, kind, ago);
    await confirmRecord(ctx, demo, { id: r.id, version: r.version }, IP);
  }
  await record(first, 'halfMonth', 1, '3号厅门门锁触点轻微氧化，已清洁');
  const returned = await record(second, 'halfMonth', 12);
  await returnRecord(ctx, demo, { id: returned.id, version: returned.version, opinion: '维保人员签字与当日实际到场人员不符，请核对后重新提交' }, IP);
}
