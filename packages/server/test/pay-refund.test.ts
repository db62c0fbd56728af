import type { PayAnomaly } from '@portal/contract';
import { generateKeyPairSync } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { insertAnomaly, insertOrder } from '../src/modules/payment/repo';
import { openOrder } from '../src/modules/payment/service';
import { chinaToday, newId, nowIso } from '../src/platform/ids';
import type { SandboxProvider } from '../src/platform/payment/sandbox';
import { signedHeaders } from '../src/platform/payment/wechat/crypto';
import { addInspectionBody, AJAX, unitOf, type Caller, request, requestRaw } from './helpers';
import { signedIn, suiteApp } from './suite';

type Reply<T> = { success: boolean; data: T; code?: string; errorMsg?: string };

describe("finance refunds an anomaly's payment through the provider", () => {
  const t = suiteApp();
  const [finance, inspector, demo] = signedIn(t, 'caiwu', 'inspector', 'demo');
  let orgId: string;
  let otherOrg: string;

  const sandbox = () => t.ctx.payment as SandboxProvider;
  const refund = (who: Caller | null, body: object) => requestRaw(t, who, 'payment.refundAnomaly', body);
  const reply = async (body: object, who: Caller | null = finance) => (await refund(who, body)).json<Reply<PayAnomaly>>();
  const anomalyOf = async (id: string) =>
    (await request(t, finance, 'payment.findAnomalies', { pageNo: 1, pageSize: 100 })).json<Reply<{ list: PayAnomaly[] }>>().data.list.find((a) => a.id === id);
  const refundRows = (anomalyId: string) => t.db.selectFrom('pay_refunds').selectAll().where('anomaly_id', '=', anomalyId).execute();
  const auditOf = (id: string) => t.db.selectFrom('audit_log').select(['action', 'actor_name']).where('target', '=', id).orderBy('seq').execute();
  const deliver = (n: { headers: Record<string, string>; body: string }) =>
    t.app.inject({ method: 'POST', url: '/api/pay/notify', headers: { 'content-type': 'application/json', ...n.headers }, payload: n.body });

  /** A QR paid at the sandbox for a record that does not take it: the settlement sets the payment aside as an anomaly. */
  async function paidAside(unitId: string, amountFen: number): Promise<{ id: string; outTradeNo: string }> {
    const o = await openOrder(t.ctx, { purpose: 'inspection', bizId: newId(), payeeUnitId: unitId, amountFen, description: '特种设备检验费 JY-TEST' });
    const ticket = /\/api\/pay\/sandbox\/([^/?]+)$/.exec(o.codeUrl)![1];
    const pressed = await t.app.inject({ method: 'POST', url: `/api/pay/sandbox/${ticket}/pay`, headers: AJAX, payload: {} });
    expect(pressed.json()).toMatchObject({ success: true, data: { state: 'SUCCESS' } });
    const a = await t.db.selectFrom('pay_anomalies').select(['id', 'kind']).where('out_trade_no', '=', o.outTradeNo).executeTakeFirstOrThrow();
    expect(a.kind).toBe('refused');
    return { id: a.id, outTradeNo: o.outTradeNo };
  }

  beforeAll(async () => {
    orgId = await unitOf(t, 'caiwu');
    otherOrg = await addInspectionBody(t, '12330200MB0000002X');
  });

  it('sends the whole payment back once, records the refund, settles the anomaly and audits both steps', async () => {
    const a = await paidAside(orgId, 45_500);
    expect(await anomalyOf(a.id)).toMatchObject({ refund: null, refundable: true });

    const done = await reply({ id: a.id, reason: ' 业务已撤回，原路退回 ' });
    expect(done.success).toBe(true);
    expect(done.data).toMatchObject({
      id: a.id,
      resolved: true,
      resolvedBy: '钱会计',
      refundable: false,
      refund: { state: 'SUCCESS', amountFen: 45_500, reason: '业务已撤回，原路退回', requestedBy: '钱会计' },
    });
    expect(done.data.resolution).toBe(`已原路退款455.00元（退款单号 ${done.data.refund!.outRefundNo}）：业务已撤回，原路退回`);
    expect(Date.parse(done.data.refund!.succeededAt!)).toBeGreaterThan(Date.now() - 60_000);
    const atSandbox = await t.db.selectFrom('pay_sandbox_refunds').selectAll().where('out_trade_no', '=', a.outTradeNo).execute();
    expect(atSandbox.map((r) => [r.out_refund_no, Number(r.amount_fen), r.state])).toEqual([[done.data.refund!.outRefundNo, 45_500, 'SUCCESS']]);
    expect(await auditOf(a.id)).toEqual([
      { action: 'payment.refund', actor_name: '钱会计' },
      { action: 'payment.refundSettled', actor_name: '支付沙箱' },
    ]);
    expect(await anomalyOf(a.id)).toMatchObject({ refund: { state: 'SUCCESS' }, refundable: false });

    const again = await reply({ id: a.id, reason: '再退一次' });
    expect(again).toMatchObject({ success: false, code: 'BUSINESS', errorMsg: '该差异已处理' });
    expect(await refundRows(a.id)).toHaveLength(1);
  });

  it('refunds an anomaly once when two requests race', async () => {
    const a = await paidAside(orgId, 1_200);
    const both = await Promise.all([reply({ id: a.id, reason: '重复支付退款' }), reply({ id: a.id, reason: '重复支付退款' })]);
    expect(both.filter((r) => r.success)).toHaveLength(1);
    expect(both.find((r) => !r.success)?.errorMsg).toMatch(/^该差异已(申请退款|处理)$/);
    expect(await t.db.selectFrom('pay_sandbox_refunds').select('out_refund_no').where('out_trade_no', '=', a.outTradeNo).execute()).toHaveLength(1);
  });

  it('refuses a missing or overlong reason and a missing anomaly, and writes nothing', async () => {
    const a = await paidAside(orgId, 800);
    expect(await reply({ id: a.id, reason: '  ' })).toMatchObject({ success: false, code: 'BAD_INPUT', errorMsg: '退款原因不能为空' });
    expect((await reply({ id: a.id })).errorMsg).toBe('退款原因不能为空');
    expect((await reply({ id: a.id, reason: '退'.repeat(81) })).errorMsg).toBe('退款原因不能超过80个字符');
    expect((await reply({ reason: '退款' })).errorMsg).toBe('请选择差异记录');
    expect((await reply({ id: 'nothing', reason: '退款' })).code).toBe('NOT_FOUND');
    expect(await refundRows(a.id)).toEqual([]);
  });

  it('is for the finance of the body paid only', async () => {
    const own = await paidAside(orgId, 900);
    const anonymous = await refund(null, { id: own.id, reason: '退款' });
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'UNAUTHENTICATED']);
    for (const who of [demo, inspector]) {
      const res = await refund(who, { id: own.id, reason: '退款' });
      expect([res.statusCode, res.json().code]).toEqual([403, 'FORBIDDEN']);
    }
    // Another body's payment, and a trade that matches no order here (listed to every body's finance, paid to none).
    const other = await paidAside(otherOrg, 700);
    const foreign = (await t.db.selectFrom('pay_anomalies').select('id').where('kind', '=', 'missingHere').executeTakeFirstOrThrow()).id;
    for (const id of [other.id, foreign]) {
      const res = await refund(finance, { id, reason: '退款' });
      expect([res.statusCode, res.json().errorMsg]).toEqual([404, '差异记录不存在']);
      expect(await refundRows(id)).toEqual([]);
    }
    expect(await t.db.selectFrom('pay_sandbox_refunds').select('out_refund_no').where('out_trade_no', 'in', [own.outTradeNo, other.outTradeNo]).execute()).toEqual([]);
  });

  it('refunds only a payment set aside here, not one that paid its record', async () => {
    const paidHere = (await t.db.selectFrom('pay_anomalies').select('id').where('kind', '=', 'paidHereNotThere').executeTakeFirstOrThrow()).id;
    expect(await reply({ id: paidHere, reason: '退款' })).toMatchObject({ success: false, errorMsg: '该差异不是待退回的支付，请核实后记录处理结果' });
    expect(await anomalyOf(paidHere)).toMatchObject({ refundable: false, refund: null });
  });

  it("shows the provider's refusal and keeps the anomaly refundable", async () => {
    // An order of this body whose trade the sandbox never took: the sandbox refuses as WeChat would.
    const outTradeNo = `PREFUSE${Date.now()}`;
    const stamp = nowIso();
    await insertOrder(t.db, {
      id: newId(),
      out_trade_no: outTradeNo,
      purpose: 'inspection',
      biz_id: newId(),
      unit_id: orgId,
      amount_fen: 5_000,
      description: '特种设备检验费 JY-REFUSE',
      provider: 'sandbox',
      state: 'closed',
      code_url: '',
      expires_at: stamp,
      paid_at: null,
      paid_amount_fen: null,
      created_at: stamp,
      updated_at: stamp,
    });
    await insertAnomaly(t.db, {
      bill_date: chinaToday(),
      out_trade_no: outTradeNo,
      kind: 'paidButClosed',
      purpose: 'inspection',
      biz_id: '',
      local_state: 'closed',
      local_amount_fen: 5_000,
      provider: 'sandbox',
      provider_state: 'SUCCESS',
      provider_amount_fen: 5_000,
      transaction_id: `SANDBOX-${outTradeNo}`,
      note: '测试',
    });
    const id = (await t.db.selectFrom('pay_anomalies').select('id').where('out_trade_no', '=', outTradeNo).executeTakeFirstOrThrow()).id;
    expect(await reply({ id, reason: '订单关闭后支付' })).toMatchObject({ success: false, code: 'BUSINESS', errorMsg: '支付平台未受理退款：订单不存在' });
    expect(await refundRows(id)).toEqual([]);
    expect(await anomalyOf(id)).toMatchObject({ refund: null, refundable: true, resolved: false });
    expect((await auditOf(id)).map((r) => r.action)).toEqual(['payment.refund', 'payment.refundRefused']);
  });

  it("settles a refund still being processed by the provider's proven notification only", async () => {
    const a = await paidAside(orgId, 3_300);
    // The money takes its time: the provider's answer says 申请中 and its notification comes later.
    const completing = vi.spyOn(sandbox(), 'completeRefund').mockResolvedValueOnce(null);
    const asked = await reply({ id: a.id, reason: '同一业务重复支付' });
    completing.mockRestore();
    expect(asked.data).toMatchObject({ resolved: false, refundable: false, refund: { state: 'PROCESSING', succeededAt: null } });
    expect(await reply({ id: a.id, reason: '再次申请' })).toMatchObject({ success: false, errorMsg: '该差异已申请退款' });

    const notification = (await sandbox().completeRefund(asked.data.refund!.outRefundNo))!;
    const forger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const forged = { headers: signedHeaders(forger, notification.headers['Wechatpay-Serial'], notification.body), body: notification.body };
    expect((await deliver(forged)).statusCode).toBe(401);
    expect((await deliver({ headers: {}, body: notification.body })).statusCode).toBe(400);
    expect(await anomalyOf(a.id)).toMatchObject({ resolved: false, refund: { state: 'PROCESSING' } });

    expect((await deliver(notification)).statusCode).toBe(204);
    expect(await anomalyOf(a.id)).toMatchObject({ resolved: true, refund: { state: 'SUCCESS' } });
    // Delivered again: received, recorded once.
    expect((await deliver(notification)).statusCode).toBe(204);
    expect((await auditOf(a.id)).map((r) => r.action)).toEqual(['payment.refund', 'payment.refundSettled']);
  });
});
