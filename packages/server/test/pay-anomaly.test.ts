import { RECONCILE_MAX_DAYS, type PayAnomaly, type PayAnomalyKind } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertAnomaly, insertOrder } from '../src/modules/payment/repo';
import { addDays, chinaToday, newId, nowIso } from '../src/platform/ids';
import { addInspectionBody, call, unitOf, type Caller } from './helpers';
import { signedIn, suiteApp } from './suite';

type Reply<T> = { success: boolean; data: T; code?: string; errorMsg?: string };
type Page = { list: PayAnomaly[]; count: number };

describe("the inspection body's finance settles payment anomalies", () => {
  const t = suiteApp();
  const [finance, inspector, demo] = signedIn(t, 'caiwu', 'inspector', 'demo');
  let orgId: string;
  /** A payment to this body the business refused, one to another body paid twice, and a trade matching no order here. */
  const no = { own: 'PTESTOWN00000001', other: 'PTESTOTHER0000001', foreign: 'PTESTFOREIGN00001' };
  const day = addDays(chinaToday(), -5);

  const pay = (who: Caller | null, name: string, body: object) => call(t, who, 'POST', `/a/stone/pay/${name}`, body);
  const reply = async <T>(res: ReturnType<typeof pay>) => (await res).json<Reply<T>>();
  const list = async (who: Caller, q: object = {}) => {
    const body = await reply<Page>(pay(who, 'anomalies', { pageNo: 1, pageSize: 100, ...q }));
    expect(body.errorMsg).toBeUndefined();
    return body.data;
  };
  const idOf = async (outTradeNo: string) => (await t.db.selectFrom('pay_anomalies').select('id').where('out_trade_no', '=', outTradeNo).executeTakeFirstOrThrow()).id;

  /** A QR order paid to a unit, set aside with an anomaly of the given kind, as the settlement records it. */
  async function setAside(outTradeNo: string, unitId: string | null, kind: PayAnomalyKind, amountFen: number) {
    if (unitId)
      await insertOrder(t.db, {
        id: newId(),
        out_trade_no: outTradeNo,
        purpose: 'inspection',
        biz_id: newId(),
        unit_id: unitId,
        amount_fen: amountFen,
        description: `特种设备检验费 ${outTradeNo}`,
        provider: 'sandbox',
        state: 'closed',
        code_url: '',
        expires_at: nowIso(),
        paid_at: null,
        paid_amount_fen: null,
        created_at: nowIso(),
        updated_at: nowIso(),
      });
    await insertAnomaly(t.db, {
      bill_date: day,
      out_trade_no: outTradeNo,
      kind,
      purpose: unitId ? 'inspection' : '',
      biz_id: '',
      local_state: unitId ? 'closed' : '',
      local_amount_fen: unitId ? amountFen : 0,
      provider: 'sandbox',
      provider_state: 'SUCCESS',
      provider_amount_fen: amountFen,
      transaction_id: `SANDBOX-${outTradeNo}`,
      note: '测试',
    });
  }

  beforeAll(async () => {
    orgId = await unitOf(t, 'caiwu');
    // Another inspection body on the portal, with its own payments.
    const otherOrg = await addInspectionBody(t, '12330200MB0000001X');
    await setAside(no.own, orgId, 'refused', 45500);
    await setAside(no.other, otherOrg, 'paidTwice', 38000);
    await setAside(no.foreign, null, 'missingHere', 26000);
  });

  it('starts with the demo data: one refunded and three to settle, found in a past bill', async () => {
    const seeded = (await list(finance)).list.filter((a) => !a.outTradeNo.startsWith('PTEST'));
    const byKind = Object.fromEntries(seeded.map((a) => [a.kind, a]));
    expect(Object.keys(byKind).sort()).toEqual(['amountMismatch', 'missingHere', 'paidHereNotThere', 'paidTwice']);
    expect(byKind.amountMismatch).toMatchObject({ resolved: true, resolvedBy: '钱会计', localState: 'closed', providerState: 'SUCCESS' });
    expect(byKind.amountMismatch.resolution).toMatch(/原路退款/);
    expect(byKind.amountMismatch.localAmountFen - byKind.amountMismatch.providerAmountFen).toBe(500);
    expect(byKind.paidHereNotThere).toMatchObject({ resolved: false, localState: 'paid', providerState: '', providerAmountFen: 0 });
    expect(byKind.paidHereNotThere.description).toMatch(/^特种设备检验费 /);
    expect(byKind.missingHere).toMatchObject({ resolved: false, localState: '', description: '', providerState: 'SUCCESS' });
    expect(byKind.paidTwice).toMatchObject({ resolved: false, refundable: true, refund: null, localState: 'closed', providerState: 'SUCCESS' });
    expect(new Set(seeded.map((a) => a.billDate)).size).toBe(1);
    expect(seeded[0].billDate < addDays(chinaToday(), -1)).toBe(true);
  });

  it("lists the payments to its own body and trades matching no order here, not another body's", async () => {
    const all = await list(finance);
    expect(all.count).toBe(all.list.length);
    const nos = all.list.map((a) => a.outTradeNo);
    expect(nos).toContain(no.own);
    expect(nos).toContain(no.foreign);
    expect(nos).not.toContain(no.other);
    expect(all.list.find((a) => a.outTradeNo === no.own)).toMatchObject({
      kind: 'refused',
      description: `特种设备检验费 ${no.own}`,
      localState: 'closed',
      localAmountFen: 45500,
      providerAmountFen: 45500,
      billDate: day,
      resolved: false,
      resolution: '',
      resolvedAt: null,
    });

    const ofDay = await list(finance, { date: day });
    expect(ofDay.list.map((a) => a.outTradeNo).sort()).toEqual([no.own, no.foreign].sort());
    expect((await list(finance, { date: '' })).count).toBe(all.count);
    expect((await reply(pay(finance, 'anomalies', { pageNo: 1, pageSize: 10, date: '2026/01/01' }))).errorMsg).toBe('对账日期格式应为YYYY-MM-DD');
  });

  it('filters by whether an anomaly is settled', async () => {
    const all = await list(finance);
    const open = await list(finance, { resolved: false });
    const done = await list(finance, { resolved: true });
    expect(open.list.every((a) => !a.resolved)).toBe(true);
    expect(done.list.every((a) => a.resolved)).toBe(true);
    expect(open.count + done.count).toBe(all.count);
    expect(done.count).toBeGreaterThan(0);
    expect(open.list.map((a) => a.outTradeNo)).toContain(no.own);
  });

  it('records how an anomaly was settled, once, with a reason', async () => {
    const id = await idOf(no.own);
    const empty = await reply(pay(finance, 'resolveAnomaly', { id, resolution: '   ' }));
    expect(empty).toMatchObject({ success: false, code: 'BAD_INPUT', errorMsg: '处理说明不能为空' });
    expect((await reply(pay(finance, 'resolveAnomaly', { id }))).errorMsg).toBe('处理说明不能为空');
    expect((await reply(pay(finance, 'resolveAnomaly', { id, resolution: '退'.repeat(501) }))).errorMsg).toBe('处理说明不能超过500个字符');

    const done = await reply<PayAnomaly>(pay(finance, 'resolveAnomaly', { id, resolution: ' 已原路退款，退款单号 50300001 ' }));
    expect(done.success).toBe(true);
    expect(done.data).toMatchObject({ id, resolved: true, resolution: '已原路退款，退款单号 50300001', resolvedBy: '钱会计' });
    expect(Date.parse(done.data.resolvedAt!)).toBeGreaterThan(Date.now() - 60_000);
    const audit = await t.db.selectFrom('audit_log').select(['action', 'actor_name']).where('target', '=', id).execute();
    expect(audit).toEqual([{ action: 'payment.resolveAnomaly', actor_name: '钱会计' }]);
    expect((await list(finance, { resolved: false })).list.map((a) => a.outTradeNo)).not.toContain(no.own);
    expect((await list(finance, { resolved: true })).list.map((a) => a.outTradeNo)).toContain(no.own);

    const again = await reply(pay(finance, 'resolveAnomaly', { id, resolution: '再次处理' }));
    expect(again).toMatchObject({ success: false, code: 'BUSINESS', errorMsg: '该差异已处理' });
    expect((await list(finance, { date: day })).list.find((a) => a.outTradeNo === no.own)?.resolution).toBe('已原路退款，退款单号 50300001');
  });

  it("refuses another body's anomaly as not found, and leaves it as it was", async () => {
    const id = await idOf(no.other);
    const res = await pay(finance, 'resolveAnomaly', { id, resolution: '已退款' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND', errorMsg: '差异记录不存在' });
    expect((await reply(pay(finance, 'resolveAnomaly', { id: 'nothing', resolution: '已退款' }))).code).toBe('NOT_FOUND');
    const row = await t.db.selectFrom('pay_anomalies').select(['resolved', 'resolution']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ resolved: 0, resolution: '' });
  });

  it('is for the finance of an inspection body only', async () => {
    const id = await idOf(no.foreign);
    const calls: [string, object][] = [
      ['anomalies', { pageNo: 1, pageSize: 10 }],
      ['resolveAnomaly', { id, resolution: '已退款' }],
      ['reconcile', { date: addDays(chinaToday(), -1) }],
    ];
    for (const [name, body] of calls) {
      const anonymous = await pay(null, name, body);
      expect([name, anonymous.statusCode, anonymous.json().code]).toEqual([name, 401, 'UNAUTHENTICATED']);
      // The company user and the body's inspector (who has no finance permission) alike.
      for (const who of [demo, inspector]) {
        const res = await pay(who, name, body);
        expect([name, res.statusCode, res.json().code]).toEqual([name, 403, 'FORBIDDEN']);
      }
    }
    expect((await t.db.selectFrom('pay_anomalies').select('resolved').where('id', '=', id).executeTakeFirstOrThrow()).resolved).toBe(0);
  });

  it('checks a past day of the last 90 again, and records nothing twice', async () => {
    const today = chinaToday();
    const refusal = async (date: string) => (await reply(pay(finance, 'reconcile', { date }))).errorMsg;
    expect(await refusal(today)).toBe('只能核对今天以前的对账单');
    expect(await refusal(addDays(today, 1))).toBe('只能核对今天以前的对账单');
    expect(await refusal(addDays(today, -RECONCILE_MAX_DAYS - 1))).toBe('只能核对最近90天的对账单');
    expect(await refusal('yesterday')).toBe('对账日期格式应为YYYY-MM-DD');
    expect(await refusal('')).toBe('对账日期格式应为YYYY-MM-DD');

    const yesterday = await reply<{ checked: number; anomalies: number }>(pay(finance, 'reconcile', { date: addDays(today, -1) }));
    expect(yesterday).toMatchObject({ success: true, data: { checked: 0, anomalies: 0 } });
    expect((await reply(pay(finance, 'reconcile', { date: addDays(today, -RECONCILE_MAX_DAYS) }))).success).toBe(true);

    // The demo's day: the same four trades and the same four anomalies, not recorded again.
    const seededDay = (await list(finance)).list.find((a) => a.kind === 'paidHereNotThere')!.billDate;
    const before = await t.db.selectFrom('pay_anomalies').select('id').execute();
    expect(await reply(pay(finance, 'reconcile', { date: seededDay }))).toMatchObject({ success: true, data: { checked: 4, anomalies: 4 } });
    expect(await t.db.selectFrom('pay_anomalies').select('id').execute()).toHaveLength(before.length);
    const run = await t.db.selectFrom('pay_reconciliations').selectAll().where('bill_date', '=', seededDay).executeTakeFirstOrThrow();
    expect(run).toMatchObject({ provider: 'sandbox', checked: 4, anomalies: 4 });
  });
});
