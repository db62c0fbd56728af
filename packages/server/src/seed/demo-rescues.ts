import { momentToIso } from '@portal/contract';
import type { AppContext } from '../context';
import {
  arriveRescue,
  cancelFault,
  cancelRescue,
  closeRescue,
  completeFault,
  dispatchRescue,
  processFault,
  releaseRescue,
  reportFault,
  reportRescue,
  transferFault,
} from '../modules/rescue/service';
import type { Database } from '../platform/db';
import type { SessionContext } from '../platform/session/store';
import { actor, IP } from './demo-actors';

/** The instant `minutes` ago, to the minute (as the forms send it), as the ISO the services take. */
const ago = (minutes: number) => momentToIso(new Date(Date.now() - minutes * 60_000 + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' '));
const DAY = 24 * 60;

/** The elevators of demo's and of demo2's units that weibao's company holds through its claims (demo-maintenance). */
async function heldByWeibao(db: Database): Promise<{ demo: string[]; demo2: string[] }> {
  const held = (owner: string) =>
    db
      .selectFrom('equipment as e')
      .innerJoin('users as u', 'u.unit_id', 'e.unit_id')
      .innerJoin('users as m', 'm.unit_id', 'e.maintain_unit_id')
      .select('e.id')
      .where('u.login_name', '=', owner)
      .where('m.login_name', '=', 'weibao')
      .orderBy('e.device_code')
      .execute()
      .then((rows) => rows.map((r) => r.id));
  return { demo: await held('demo'), demo2: await held('demo2') };
}

interface RescuePlan {
  by: 'use' | 'maintain';
  equipmentId: string;
  /** Minutes ago of the alarm. */
  alarm: number;
  /** Minutes after the alarm of dispatch, arrival and release; a missing one is where the record stops. */
  dispatch?: number;
  arrive?: number;
  release?: number;
  close?: { cause: 'powerCut' | 'doorLock' | 'inverter' | 'leveling' | 'ropeSlip' | 'overload' | 'external'; handling: string };
  cancel?: string;
  source: 'hotline' | 'carAlarm' | 'remote' | 'phone';
  trapped: number;
}

/**
 * 困人救援与故障 in every state, each step through the engine: weibao's company answers demo's and demo2's alarms, with
 * arrivals within 30 minutes, over 30 and over an hour, earlier months for the work desk's trend, and a fault of
 * demo's transferred to a rescue. demo2's records are the other side of every id-swap check.
 */
export async function seedRescues(ctx: AppContext): Promise<void> {
  const held = await heldByWeibao(ctx.db);
  const demo = await actor(ctx, 'demo', 'use');
  const demo2 = await actor(ctx, 'demo2', 'use');
  const weibao = await actor(ctx, 'weibao', 'maintain');
  const [a, b] = held.demo;
  const [c] = held.demo2;

  const rescue = async (p: RescuePlan, owner: SessionContext) => {
    const who = p.by === 'use' ? owner : weibao;
    let r = await reportRescue(
      ctx,
      who,
      { equipmentId: p.equipmentId, source: p.source, trappedAt: ago(p.alarm + 2), alarmAt: ago(p.alarm), trappedCount: p.trapped, description: '' },
      IP,
    );
    const v = () => ({ id: r.id, version: r.version });
    if (p.cancel && p.dispatch === undefined) return cancelRescue(ctx, weibao, { ...v(), opinion: p.cancel }, IP);
    if (p.dispatch === undefined) return r;
    r = await dispatchRescue(ctx, weibao, { ...v(), dispatchedAt: ago(p.alarm - p.dispatch), rescuers: '周维、陈师傅', rescueLevel: 'one' }, IP);
    if (p.cancel) return cancelRescue(ctx, weibao, { ...v(), opinion: p.cancel }, IP);
    if (p.arrive === undefined) return r;
    r = await arriveRescue(ctx, weibao, { ...v(), arrivedAt: ago(p.alarm - p.arrive) }, IP);
    if (p.release === undefined) return r;
    r = await releaseRescue(ctx, weibao, { ...v(), releasedAt: ago(p.alarm - p.release), releasedCount: p.trapped, injuries: '' }, IP);
    if (!p.close) return r;
    return closeRescue(ctx, weibao, { ...v(), ...p.close }, IP);
  };

  const plans: RescuePlan[] = [
    // Earlier months, for the trend.
    {
      by: 'use',
      equipmentId: a,
      alarm: 75 * DAY,
      dispatch: 3,
      arrive: 22,
      release: 35,
      close: { cause: 'powerCut', handling: '市电恢复后手动盘车平层放人，检查后恢复运行' },
      source: 'hotline',
      trapped: 2,
    },
    {
      by: 'maintain',
      equipmentId: b,
      alarm: 45 * DAY,
      dispatch: 5,
      arrive: 48,
      release: 70,
      close: { cause: 'doorLock', handling: '清洁并调整厅门门锁触点，更换门锁开关' },
      source: 'carAlarm',
      trapped: 1,
    },
    // This month: within 30 minutes, over 30, over an hour.
    {
      by: 'use',
      equipmentId: a,
      alarm: 3 * DAY,
      dispatch: 2,
      arrive: 18,
      release: 35,
      close: { cause: 'leveling', handling: '更换平层感应器，试运行正常' },
      source: 'hotline',
      trapped: 3,
    },
    {
      by: 'maintain',
      equipmentId: b,
      alarm: 2 * DAY,
      dispatch: 4,
      arrive: 42,
      release: 75,
      close: { cause: 'inverter', handling: '变频器过流保护复位，更换散热风扇' },
      source: 'remote',
      trapped: 1,
    },
    { by: 'use', equipmentId: a, alarm: DAY, dispatch: 6, arrive: 70, release: 88, source: 'phone', trapped: 2 },
    // Under way now: released, on site, dispatched, just reported; and a false alarm.
    { by: 'use', equipmentId: b, alarm: 120, dispatch: 3, arrive: 25, source: 'hotline', trapped: 1 },
    { by: 'maintain', equipmentId: a, alarm: 20, dispatch: 4, source: 'carAlarm', trapped: 2 },
    { by: 'use', equipmentId: b, alarm: 8, source: 'hotline', trapped: 1 },
    { by: 'use', equipmentId: a, alarm: 4 * DAY, dispatch: 3, cancel: '到场前电话确认，乘客已自行离开轿厢，属误报警', source: 'carAlarm', trapped: 1 },
  ];
  for (const p of plans) await rescue(p, demo);
  // demo2's elevator: one closed rescue, arrived in time.
  await rescue(
    {
      by: 'use',
      equipmentId: c,
      alarm: 5 * DAY,
      dispatch: 3,
      arrive: 26,
      release: 40,
      close: { cause: 'overload', handling: '劝导乘客分批乘梯，检查超载装置正常' },
      source: 'phone',
      trapped: 4,
    },
    demo2,
  );

  // Faults: waiting, under repair, repaired, cancelled, and one with people trapped, transferred to a rescue under way.
  const fault = (owner: SessionContext, equipmentId: string, minutesAgo: number, phenomenon: string, component: 'door' | 'traction' | 'control' | 'electrical' | 'car') =>
    reportFault(ctx, owner, { equipmentId, faultAt: ago(minutesAgo), phenomenon, component, description: '' }, IP);
  await fault(demo, a, 90, '3楼厅门关闭不严，电梯不启动', 'door');
  let f = await fault(weibao, b, DAY + 60, '运行中有异响，轿厢抖动', 'traction');
  await processFault(ctx, weibao, { id: f.id, version: f.version, repairer: '陈师傅' }, IP);
  f = await fault(demo, a, 6 * DAY, '按钮失灵，外呼无响应', 'electrical');
  f = await processFault(ctx, weibao, { id: f.id, version: f.version, repairer: '陈师傅' }, IP);
  await completeFault(
    ctx,
    weibao,
    {
      id: f.id,
      version: f.version,
      cause: '外呼按钮板受潮短路',
      handling: '更换外呼按钮板并做防水处理',
      partsReplaced: '外呼按钮板1块',
      backInServiceAt: ago(6 * DAY - 150),
      repairer: '陈师傅',
    },
    IP,
  );
  f = await fault(demo, b, 9 * DAY, '轿厢照明不亮', 'car');
  await cancelFault(ctx, weibao, { id: f.id, version: f.version, opinion: '经查为照明开关被误关，已恢复，非设备故障' }, IP);
  f = await fault(demo, a, 45, '电梯停在两层之间，轿内有人呼救', 'control');
  await transferFault(ctx, weibao, { id: f.id, version: f.version, source: 'phone', trappedAt: ago(45), alarmAt: ago(43), trappedCount: 2, description: '由故障登记转入' }, IP);
  const transferred = await ctx.db.selectFrom('faults').select('rescue_id').where('id', '=', f.id).executeTakeFirstOrThrow();
  const r = await ctx.db.selectFrom('rescues').select(['id', 'version']).where('id', '=', transferred.rescue_id!).executeTakeFirstOrThrow();
  await dispatchRescue(ctx, weibao, { id: r.id, version: r.version, dispatchedAt: ago(40), rescuers: '周维', rescueLevel: 'one' }, IP);
  await fault(demo2, c, 200, '平层误差大，约5厘米', 'control');
}
