import type { EntrustScope } from '@portal/contract';
import type { AppContext } from '../context';
import { acceptEntrust, declineEntrust, revokeEntrust, saveEntrust } from '../modules/entrust/service';
import { listRegistries, saveRegistry } from '../modules/registry/service';
import { addDays, chinaToday, idsOf } from '../platform/ids';
import type { SessionContext } from '../platform/session/store';
import { actor, devicesInUse, filePeriodic, IP, material } from './demo-actors';

type Outcome = 'draft' | 'submitted' | 'accepted' | 'declined' | 'revoked' | 'expired';

/**
 * 委托申报 in every state a list shows: demo's unit authorises shigong's installation company (in force, with an
 * inspection application it filed for demo; a draft; a revoked one) and demo2's unit (waiting for demo2; declined;
 * expired); and demo2's own authorisation of shigong's company, in force: the other side of every id-swap check.
 */
export async function seedEntrusts(ctx: AppContext): Promise<void> {
  await seedRegistryWindow(ctx);
  const demo = await actor(ctx, 'demo', 'use');
  const demo2 = await actor(ctx, 'demo2', 'use');
  const shigong = await actor(ctx, 'shigong', 'construct');
  const today = chinaToday();
  // Devices in service that no open application holds: the latest due first, away from the inspection demo's.
  const free = async (who: SessionContext, n: number) =>
    idsOf(
      await devicesInUse(ctx.db, who.unitId)
        .where('e.catalogue_code', 'like', '31%')
        .where((eb) => eb.not(eb.exists(eb.selectFrom('inspection_items as i').select('i.id').whereRef('i.equipment_id', '=', 'e.id').where('i.holding', '=', 1))))
        .orderBy('e.next_inspection_date', 'desc')
        .orderBy('e.id')
        .limit(n)
        .execute(),
    );
  const unregistered = (
    await ctx.db
      .selectFrom('equipment')
      .select('id')
      .where('unit_id', '=', demo.unitId)
      .where('reg_state', '=', 'unregistered')
      .where('product_no', '=', 'NB26E0105')
      .executeTakeFirstOrThrow()
  ).id;
  const demoDevices = await free(demo, 6);

  const make = async (principal: SessionContext, agent: SessionContext, scopes: EntrustScope[], equipmentIds: string[], outcome: Outcome) => {
    const unit = await ctx.db.selectFrom('units').select(['contact_person', 'contact_mobile']).where('id', '=', principal.unitId).executeTakeFirstOrThrow();
    const form = {
      agentUnitId: agent.unitId,
      scopes,
      equipmentIds,
      validFrom: addDays(today, -30),
      validTo: addDays(today, 334),
      contact: unit.contact_person,
      contactMobile: unit.contact_mobile,
      remark: '',
    };
    let r = await saveEntrust(ctx, principal, { ...form, isCommit: false }, IP);
    if (outcome === 'draft') return r;
    await material(ctx, 'entrust', r.id, { letter: '授权委托书（盖章）.pdf' }, principal);
    r = await saveEntrust(ctx, principal, { ...form, id: r.id, version: r.version, isCommit: true }, IP);
    if (outcome === 'submitted') return r;
    if (outcome === 'declined') return declineEntrust(ctx, agent, { id: r.id, version: r.version, opinion: '本单位不承担该设备的维保，无法代为办理' }, IP);
    r = await acceptEntrust(ctx, agent, { id: r.id, version: r.version }, IP);
    if (outcome === 'revoked') return revokeEntrust(ctx, principal, { id: r.id, version: r.version, opinion: '已更换维保单位' }, IP);
    // A letter of last year, past its end: the demo moves its period back (no step does, expiry is read from the date).
    if (outcome === 'expired')
      await ctx.db
        .updateTable('entrusts')
        .set({ valid_from: addDays(today, -400), valid_to: addDays(today, -35) })
        .where('id', '=', r.id)
        .execute();
    return r;
  };

  const inForce = await make(demo, shigong, ['useRegist', 'inspection'], [...demoDevices.slice(0, 2), unregistered], 'accepted');
  await make(demo, demo2, ['inspection'], demoDevices.slice(2, 3), 'submitted');
  await make(demo, shigong, ['inspection'], demoDevices.slice(3, 4), 'draft');
  await make(demo, demo2, ['useRegist', 'inspection'], demoDevices.slice(4, 5), 'declined');
  await make(demo, shigong, ['inspection'], demoDevices.slice(5, 6), 'revoked');
  await make(demo, demo2, ['inspection'], demoDevices.slice(3, 4), 'expired');
  await make(demo2, shigong, ['inspection'], await free(demo2, 1), 'accepted');

  // shigong's company files a periodic inspection for demo's first covered device, under the letter in force.
  const inspector = await actor(ctx, 'inspector', 'inspect');
  await filePeriodic(ctx, shigong, {
    orgId: inspector.unitId,
    equipmentIds: demoDevices.slice(0, 1),
    expectedDate: addDays(today, 12),
    remark: '受宁波海曙明达物业管理有限公司委托代为报检',
    entrustId: inForce.id,
  });
}

/** The city registry's service window, as an administrator keeps it, for the registration-method page's on-site way. */
async function seedRegistryWindow(ctx: AppContext): Promise<void> {
  const admin = await actor(ctx, 'admin', 'admin');
  const bureau = await ctx.db.selectFrom('units').select(['address', 'phone']).where('name', '=', '宁波市市场监督管理局').executeTakeFirstOrThrow();
  const r = (await listRegistries(ctx)).find((x) => x.areaCode === '330200');
  if (!r) throw new Error('the city registry of migration 0024 is missing');
  await saveRegistry(ctx, admin, { ...r, address: `${bureau.address} 特种设备登记窗口`, phone: bureau.phone, officeHours: '工作日 9:00-12:00，13:30-17:00' }, IP);
}
