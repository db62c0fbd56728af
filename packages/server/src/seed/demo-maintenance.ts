import type { LicenceForm } from '@portal/contract';
import type { AppContext } from '../context';
import { fileLicence, auditLicence } from '../modules/licence/service';
import { claimChange, declineChange, saveChange, withdrawChange } from '../modules/maint-change/service';
import { auditReg, submitReg } from '../modules/maint-reg/service';
import { addOperator, addQualification } from '../modules/operator/service';
import { addDays, chinaToday, idsOf } from '../platform/ids';
import type { SessionContext } from '../platform/session/store';
import { actor, devicesInUse, IP, material } from './demo-actors';
import { idNumber } from './demo-operators';

/** weibao's licence: elevator installation (including repair), which covers maintenance (TSG 07-2019). */
const WEIBAO_LICENCE: LicenceForm = {
  licenceNo: 'TS3310512-2029',
  issuer: '浙江省市场监督管理局',
  validFrom: '2025-01-10',
  validTo: '2029-01-09',
  items: [{ item: 'elevator', level: 'B' }],
};

/** Repair staff holding one item (by default maintenance staff holding item T: three at weibao's company, two at shigong's). */
export async function addStaff(
  ctx: AppContext,
  who: SessionContext,
  areaCode: string,
  people: Array<[name: string, male: boolean, birth: string, expiresIn: number]>,
  work: { item: string; post: string; mobileFrom: number } = { item: 'T', post: '电梯维保工', mobileFrom: areaCode === '330212' ? 0 : 50 },
): Promise<string[]> {
  const today = chinaToday();
  const ids: string[] = [];
  for (const [i, [name, male, birth, expiresIn]] of people.entries()) {
    const idNo = idNumber(areaCode, birth, 40 + i, male);
    const op = await addOperator(
      ctx,
      who,
      {
        name,
        idType: 'idCard',
        idNumber: idNo,
        sex: male ? '1' : '2',
        mobile: `1365740${String(ids.length + work.mobileFrom).padStart(4, '0')}`,
        post: work.post,
        hireDate: '2020-03-01',
        remark: '',
      },
      IP,
    );
    const expiry = addDays(today, expiresIn);
    await addQualification(
      ctx,
      who,
      op.id,
      {
        itemCode: work.item,
        limitation: '',
        certNo: idNo,
        fileNo: `TS${expiry.slice(0, 4)}00${3000 + i}`,
        authority: '宁波市市场监督管理局',
        issueDate: addDays(expiry, -(4 * 365 - 1)),
        expiryDate: expiry,
        reviewDate: '',
      },
      IP,
    );
    ids.push(op.id);
  }
  return ids;
}

type Outcome = 'draft' | 'submitted' | 'claimed' | 'declined' | 'withdrawn';

/**
 * Maintenance units and the maintenance-unit change in every state: weibao's company with its licence and registration
 * in force; shigong's installation company registered too, with a later registration waiting for the registry; demo's
 * elevators changed to weibao's company (two claimed, one of them held by shigong's company before, so its history has
 * two assignments; one waiting for the claim; one declined with the reason; one withdrawn; one draft), and demo2's
 * elevators: one claimed by weibao's company, one waiting for its claim.
 */
export async function seedMaintenance(ctx: AppContext): Promise<void> {
  const clerk = await actor(ctx, 'registry', 'registry');
  const weibao = await actor(ctx, 'weibao', 'maintain');
  const shigong = await actor(ctx, 'shigong', 'construct');
  const demo = await actor(ctx, 'demo', 'use');
  const demo2 = await actor(ctx, 'demo2', 'use');

  await material(ctx, 'unit', weibao.unitId, { licenceScan: `许可证${WEIBAO_LICENCE.licenceNo}.pdf` }, weibao);
  const licence = await fileLicence(ctx, weibao, WEIBAO_LICENCE, IP);
  await auditLicence(ctx, clerk, { id: licence.id, action: 'approve', opinion: '许可证信息与扫描件一致', version: licence.version }, IP);

  const weibaoStaff = await addStaff(ctx, weibao, '330212', [
    ['王建军', true, '1982-05-14', 900],
    ['赵文斌', true, '1987-11-02', 60],
    ['林小燕', false, '1991-08-23', 1200],
  ]);
  const reg = await submitReg(ctx, weibao, { dutyPhone: '0574-88150096', staffIds: weibaoStaff, remark: '' }, IP);
  await auditReg(ctx, clerk, { id: reg.id, action: 'approve', opinion: '', version: reg.version }, IP);

  const shigongStaff = await addStaff(ctx, shigong, '330203', [
    ['孙国平', true, '1980-02-09', 700],
    ['钱佳', false, '1989-04-17', 1000],
  ]);
  const first = await submitReg(ctx, shigong, { dutyPhone: '0574-87520096', staffIds: shigongStaff.slice(0, 1), remark: '' }, IP);
  await auditReg(ctx, clerk, { id: first.id, action: 'approve', opinion: '', version: first.version }, IP);

  const today = chinaToday();
  const elevators = async (who: SessionContext, n: number) =>
    idsOf(await devicesInUse(ctx.db, who.unitId).where('e.type_code', '=', '3000').orderBy('e.device_code').orderBy('e.id').limit(n).execute());
  const devices = await elevators(demo, 7);

  const change = async (who: SessionContext, to: SessionContext, equipmentId: string, contractNo: string, outcome: Outcome) => {
    const form = { equipmentId, toUnitId: to.unitId, contractNo, contractFrom: addDays(today, -10), contractTo: addDays(today, 355), remark: '' };
    let r = await saveChange(ctx, who, { ...form, isCommit: false }, IP);
    if (outcome === 'draft') return r;
    await material(ctx, 'maintChange', r.id, { contract: `维保合同${contractNo}.pdf` }, who);
    r = await saveChange(ctx, who, { ...form, id: r.id, version: r.version, isCommit: true }, IP);
    if (outcome === 'submitted') return r;
    if (outcome === 'withdrawn') return withdrawChange(ctx, who, r.id, r.version, IP);
    if (outcome === 'declined') return declineChange(ctx, to, { id: r.id, version: r.version, opinion: '该电梯所在小区不在本单位维保服务范围内，无法承接' }, IP);
    return claimChange(ctx, to, { id: r.id, version: r.version }, IP);
  };

  // The first elevator was held by shigong's company before weibao's: two assignments in its history.
  await change(demo, shigong, devices[0], 'HT-2025-0318', 'claimed');
  await change(demo, weibao, devices[0], 'AS-WB-2026-001', 'claimed');
  await change(demo, weibao, devices[1], 'AS-WB-2026-002', 'claimed');
  await change(demo, weibao, devices[2], 'AS-WB-2026-003', 'submitted');
  await change(demo, weibao, devices[3], 'AS-WB-2026-004', 'declined');
  await change(demo, weibao, devices[4], 'AS-WB-2026-005', 'withdrawn');
  await change(demo, weibao, devices[5], 'AS-WB-2026-006', 'draft');
  const [held2, waiting2] = await elevators(demo2, 2);
  await change(demo2, weibao, held2, 'AS-WB-2026-101', 'claimed');
  await change(demo2, weibao, waiting2, 'AS-WB-2026-102', 'submitted');

  // shigong's company files a later registration with both staff and a new duty phone: waiting for the registry.
  await submitReg(ctx, shigong, { dutyPhone: '0574-87520110', staffIds: shigongStaff, remark: '新增持证维保人员一名，值班电话变更' }, IP);
}

/**
 * The elevators weibao's company holds by its claims in the demo data: the devices other demo seeds (rescue, faults,
 * maintenance records) take as weibao's.
 */
export async function weibaoHeldElevators(ctx: AppContext): Promise<string[]> {
  const weibao = await actor(ctx, 'weibao', 'maintain');
  return (await ctx.db.selectFrom('equipment').select('id').where('maintain_unit_id', '=', weibao.unitId).orderBy('device_code').orderBy('id').execute()).map((r) => r.id);
}
