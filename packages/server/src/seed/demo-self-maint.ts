import type { SelfMaintRecord } from '@portal/contract';
import type { AppContext } from '../context';
import { addEquipment } from '../modules/equipment/service';
import { auditApply, endApply, revokeApply, saveApply } from '../modules/maint-change/self-maint-service';
import { addDays, chinaToday } from '../platform/ids';
import type { SessionContext } from '../platform/session/store';
import { actor, IP, material } from './demo-actors';
import { addStaff } from './demo-maintenance';

type Outcome = 'draft' | 'submitted' | 'returned' | 'approved' | 'ended' | 'revoked';

/**
 * Self-maintenance in every state. demo's property group keeps repair staff for its ropeway (S1) and its ferris wheel
 * (Y1): the ropeway was self-maintained once and ended, and is again now; the wheel's application was returned. weibao's
 * maintenance company owns the two elevators of its office building: an approval revoked, then a new application of
 * the first one waiting for the registry, and a draft of the second.
 */
export async function seedSelfMaintenance(ctx: AppContext): Promise<void> {
  const clerk = await actor(ctx, 'registry', 'registry');
  const demo = await actor(ctx, 'demo', 'use');
  const weibao = await actor(ctx, 'weibao', 'maintain');
  const today = chinaToday();
  const areaOf = async (who: SessionContext) => (await ctx.db.selectFrom('units').select('area_code').where('id', '=', who.unitId).executeTakeFirstOrThrow()).area_code;

  const ropewayStaff = await addStaff(ctx, demo, await areaOf(demo), [['方志刚', true, '1983-03-11', 800]], { item: 'S1', post: '索道维修工', mobileFrom: 80 });
  const wheelStaff = await addStaff(ctx, demo, await areaOf(demo), [['黄丽', false, '1990-07-26', 500]], { item: 'Y1', post: '游乐设施维修工', mobileFrom: 81 });
  const deviceOf = async (who: SessionContext, typeCode: string) =>
    (
      await ctx.db
        .selectFrom('equipment')
        .select('id')
        .where('unit_id', '=', who.unitId)
        .where('type_code', '=', typeCode)
        .where('use_status', '=', 'inUse')
        .executeTakeFirstOrThrow()
    ).id;
  const ropeway = await deviceOf(demo, '9000');
  const wheel = await deviceOf(demo, '6000');

  const weibaoStaff = (await ctx.db.selectFrom('operators').select('id').where('unit_id', '=', weibao.unitId).orderBy('name').execute()).map((r) => r.id);
  const [lift1, lift2] = [await officeElevator(ctx, weibao, 1), await officeElevator(ctx, weibao, 2)];

  const apply = async (who: SessionContext, equipmentIds: string[], staffIds: string[], dutyPhone: string, outcome: Outcome, opinion = ''): Promise<SelfMaintRecord> => {
    const form = { equipmentIds, staffIds, dutyPhone, validTo: addDays(today, 3 * 365), remark: '' };
    let r = await saveApply(ctx, who, { ...form, isCommit: false }, IP);
    if (outcome === 'draft') return r;
    await material(ctx, 'selfMaint', r.id, { rules: '自行维保管理制度及应急救援预案.pdf' }, who);
    r = await saveApply(ctx, who, { ...form, id: r.id, version: r.version, isCommit: true }, IP);
    if (outcome === 'submitted') return r;
    if (outcome === 'returned') return auditApply(ctx, clerk, { id: r.id, version: r.version, action: 'return', opinion }, IP);
    r = await auditApply(ctx, clerk, { id: r.id, version: r.version, action: 'approve', opinion: '' }, IP);
    if (outcome === 'ended') return endApply(ctx, who, { id: r.id, version: r.version, opinion }, IP);
    if (outcome === 'revoked') return revokeApply(ctx, clerk, { id: r.id, version: r.version, opinion }, IP);
    return r;
  };

  await apply(demo, [ropeway], ropewayStaff, '0574-87651200', 'ended', '索道大修期间委托制造单位维保');
  await apply(demo, [ropeway], ropewayStaff, '0574-87651200', 'approved');
  await apply(demo, [wheel], wheelStaff, '0574-87651200', 'returned', '应急救援预案中缺少摩天轮停电后的人工盘车救援程序，请补充后重新提交');
  await apply(weibao, [lift1], weibaoStaff.slice(0, 1), '0574-88150096', 'revoked', '抽查发现所列维保人员已离职，不再具备自行维保条件');
  await apply(weibao, [lift1], weibaoStaff, '0574-88150096', 'submitted');
  await apply(weibao, [lift2], weibaoStaff, '0574-88150096', 'draft');
}

/** One elevator of weibao's office building, on its record as the unit declared it. */
async function officeElevator(ctx: AppContext, who: SessionContext, n: number): Promise<string> {
  const unit = await ctx.db.selectFrom('units').selectAll().where('id', '=', who.unitId).executeTakeFirstOrThrow();
  const today = chinaToday();
  const d = await addEquipment(
    ctx,
    who,
    {
      typeCode: '3000',
      catalogueCode: '3110',
      deviceCode: `3110331012019000${70 + n}`,
      registerCode: '',
      certNo: `梯11浙B0${70 + n}(20)`,
      productName: '乘客电梯',
      model: 'GeN2-MR',
      productNo: `GeN2-2019-0${70 + n}`,
      manufacturer: '宁波申菱电梯有限公司',
      manufactureDate: '2019-06',
      installer: unit.name,
      putIntoUseDate: '2020-03-18',
      areaCode: unit.area_code,
      address: unit.address,
      location: '办公楼',
      internalNo: `办公楼${n}号梯`,
      safetyManager: '王建军',
      safetyManagerMobile: '13657400000',
      useStatus: 'inUse',
      maintenanceUnit: '',
      maintenancePhone: '',
      lastInspectionDate: addDays(today, -200),
      nextInspectionDate: addDays(today, 165),
      lastConclusion: 'pass',
      inspectionOrg: '宁波市特种设备检验研究院',
      loadTestYear: '',
      params: { ratedLoad: '1000', ratedSpeed: '1.75', floors: '8', stops: '8', doors: '8', usePlace: '写字楼', machineRoom: '有机房', residential: '否' },
    },
    IP,
  );
  return d.id;
}
