import type { NextCheckKind, SelfTestConclusion } from '@portal/contract';
import type { AppContext } from '../context';
import { declareSelfTest, issueSelfTest, openUseMark, revokeSelfTest, saveSelfTest } from '../modules/self-test/service';
import { addDays, chinaToday, idsOf } from '../platform/ids';
import type { SessionContext } from '../platform/session/store';
import { actor, devicesInUse, IP, material } from './demo-actors';

type Outcome = 'draft' | 'issued' | 'declared' | 'printed' | 'revoked';

/**
 * 电梯自行检测 in every state the pages show: jiance's testing body has recorded results for demo's elevators — one
 * declared with its use mark printed, one declared and not printed yet, a passed one and a failed one waiting for
 * demo, one it took back, and a draft demo does not see — and a passed one for demo2's elevator, the other side of
 * every id-swap check.
 */
export async function seedSelfTests(ctx: AppContext): Promise<void> {
  const jiance = await actor(ctx, 'jiance', 'detect');
  const demo = await actor(ctx, 'demo', 'use');
  const demo2 = await actor(ctx, 'demo2', 'use');
  const today = chinaToday();
  // Elevators in use, registered, last inspected long enough ago that a recent self-test is their newest result.
  const elevators = async (who: SessionContext, n: number) =>
    idsOf(
      await devicesInUse(ctx.db, who.unitId)
        .where('e.type_code', '=', '3000')
        .where('e.cert_no', '<>', '')
        .where((eb) => eb.or([eb('e.last_inspection_date', 'is', null), eb('e.last_inspection_date', '<', addDays(today, -60))]))
        .orderBy('e.cert_no')
        .limit(n)
        .execute(),
    );
  const mine = await elevators(demo, 6);
  const theirs = await elevators(demo2, 1);

  let serial = 0;
  const make = async (equipmentId: string, conclusion: SelfTestConclusion, nextKind: NextCheckKind, outcome: Outcome, user: SessionContext = demo) => {
    serial += 1;
    const testDate = addDays(today, -10 - serial * 3);
    const form = {
      equipmentId,
      testDate,
      conclusion,
      nonconformities: conclusion === 'fail' ? '制动器制动力矩不足；轿门门锁电气安全装置动作不可靠' : '',
      reportNo: `CCZJ-${today.slice(0, 4)}-${String(serial).padStart(4, '0')}`,
      tester: '蒋测',
      nextDate: addDays(testDate, 365),
      nextKind,
      remark: '',
    };
    let r = await saveSelfTest(ctx, jiance, form, IP);
    if (outcome === 'draft') return r;
    await material(ctx, 'selfTest', r.id, { report: `自行检测报告-${form.reportNo}.pdf` }, jiance);
    r = await issueSelfTest(ctx, jiance, { id: r.id, version: r.version }, IP);
    if (outcome === 'issued') return r;
    if (outcome === 'revoked') return revokeSelfTest(ctx, jiance, { id: r.id, version: r.version, opinion: '检测报告编号录入有误，更正后重新出具' }, IP);
    r = await declareSelfTest(ctx, user, { id: r.id, version: r.version }, IP);
    // The mark printed once, as the use unit's first print keeps it; its QR names the address this server answers at.
    if (outcome === 'printed') await openUseMark(ctx, user, r.id, ctx.config.publicBaseUrl || `http://localhost:${ctx.config.port}`);
    return r;
  };

  if (mine.length < 6 || theirs.length < 1) throw new Error('the demo self-tests need six registered elevators in use of demo and one of demo2');
  await make(mine[0], 'pass', 'inspection', 'printed');
  await make(mine[1], 'pass', 'selfTest', 'declared');
  await make(mine[2], 'pass', 'inspection', 'issued');
  await make(mine[3], 'fail', 'selfTest', 'issued');
  await make(mine[4], 'pass', 'inspection', 'revoked');
  await make(mine[5], 'pass', 'inspection', 'draft');
  await make(theirs[0], 'pass', 'inspection', 'issued', demo2);
}
