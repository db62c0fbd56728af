import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { portalJobs } from '../src/jobs';
import { closeOrders, findAnomalies, findLatestOrder, openOrder, reconcile, reconcileYesterday, type PayOrderView, type PaymentTarget } from '../src/modules/payment/service';
import { businessError } from '../src/platform/http/errors';
import type { SessionContext } from '../src/platform/session/store';
import { addDays, chinaToday, newId, nowIso } from '../src/platform/ids';
import { PaymentProviderError } from '../src/platform/payment/provider';
import { loadSandboxKeys, type SandboxProvider } from '../src/platform/payment/sandbox';
import { AJAX, createTestApp, DB_KIND, joinTestApp, type TestApp } from './helpers';
import { sandboxNotice } from './support/sandbox-notice';
import { suiteApp } from './suite';

/** What the business side was told, and the records it no longer takes payments for. */
const paid: Array<PayOrderView & { stateInTx: string }> = [];
const refusing = new Set<string>();
/** Stands in for the inspection module in these apps' contexts, so each rule is seen on its own. */
const testTarget: PaymentTarget = {
  async paid(tx, order) {
    if (refusing.has(order.bizId)) throw businessError('该申请当前不等待缴费');
    // Inside the settling transaction: the order is already paid there.
    const row = await tx.db.selectFrom('pay_orders').select('state').where('out_trade_no', '=', order.outTradeNo).executeTakeFirstOrThrow();
    paid.push({ ...order, stateInTx: row.state });
  },
};
const useTestTarget = (...apps: TestApp[]) => {
  for (const { ctx } of apps) ctx.modules = { ...ctx.modules, payments: { inspection: testTarget } };
};
const paidFor = (bizId: string) => paid.filter((p) => p.bizId === bizId);

const ticketOf = (codeUrl: string) => /\/api\/pay\/sandbox\/([^/?]+)$/.exec(codeUrl)![1];
const sandbox = (t: TestApp) => t.ctx.payment as SandboxProvider;
const orderRow = (t: TestApp, outTradeNo: string) => t.db.selectFrom('pay_orders').selectAll().where('out_trade_no', '=', outTradeNo).executeTakeFirstOrThrow();
const anomaliesOf = (t: TestApp, outTradeNo: string) => t.db.selectFrom('pay_anomalies').selectAll().where('out_trade_no', '=', outTradeNo).execute();
const page = (t: TestApp, ticket: string) => t.app.inject({ method: 'GET', url: `/api/pay/sandbox/${ticket}` });
const press = (t: TestApp, ticket: string, headers: Record<string, string> = AJAX) => t.app.inject({ method: 'POST', url: `/api/pay/sandbox/${ticket}/pay`, headers, payload: {} });
/** Posted as a provider posts: no header of our pages, the body exactly as signed. */
const deliver = (t: TestApp, n: { headers: Record<string, string>; body: string }) =>
  t.app.inject({ method: 'POST', url: '/api/pay/notify', headers: { 'content-type': 'application/json', ...n.headers }, payload: n.body });

describe('payments through the sandbox provider', () => {
  const t = suiteApp();
  let unitId: string;
  const open = (bizId: string, amountFen: number, renew = false) =>
    openOrder(t.ctx, { purpose: 'inspection', bizId, payeeUnitId: unitId, amountFen, description: '特种设备检验费 JY2026001', renew });

  beforeAll(async () => {
    useTestTarget(t);
    unitId = (await t.db.selectFrom('units').select('id').executeTakeFirstOrThrow()).id;
  });

  it('is the default provider, its keys made once under DATA_DIR/keys for owner only', async () => {
    expect(t.ctx.payment.name).toBe('sandbox');
    await open(newId(), 100);
    const file = join(t.config.dataDir, 'keys', 'pay-sandbox-rsa.pem');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSandboxKeys(t.config.dataDir).publicKey.id).toMatch(/^PUB_KEY_ID_SANDBOX[0-9A-F]{16}$/);
    expect(loadSandboxKeys(t.config.dataDir).apiV3Key).toBe(loadSandboxKeys(t.config.dataDir).apiV3Key);
  });

  it('opens a QR whose page shows payee, description and amount only, and pays it once', async () => {
    const bizId = newId();
    const order = await open(bizId, 12_345);
    expect(order).toMatchObject({ purpose: 'inspection', bizId, amountFen: 12_345, state: 'open', provider: 'sandbox', paidAt: null, transactionId: '' });
    expect(Date.parse(order.expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(order.codeUrl).toMatch(/^\/api\/pay\/sandbox\/[\w-]+\.[\w-]+$/);
    const ticket = ticketOf(order.codeUrl);

    const shown = await page(t, ticket);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toMatch(/^text\/html/);
    expect(shown.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/);
    for (const text of [t.config.title, '特种设备检验费 JY2026001', '¥123.45', '确认支付（沙箱）']) expect(shown.body).toContain(text);
    for (const secret of [order.outTradeNo, bizId, unitId]) expect(shown.body).not.toContain(secret);
    expect(shown.body).not.toMatch(/(src|href)=/);

    const res = await press(t, ticket);
    expect(res.json()).toMatchObject({ success: true, data: { state: 'SUCCESS' } });
    expect(paidFor(bizId)).toEqual([expect.objectContaining({ outTradeNo: order.outTradeNo, amountFen: 12_345, state: 'paid', stateInTx: 'paid' })]);
    expect((await press(t, ticket)).json()).toMatchObject({ success: true, data: { state: 'SUCCESS' } });
    expect(paidFor(bizId)).toHaveLength(1);
    const after = await findLatestOrder(t.ctx, 'inspection', bizId);
    expect(after).toMatchObject({ state: 'paid', amountFen: 12_345 });
    expect(after!.transactionId).toMatch(/^SANDBOX\d+/);
    expect((await page(t, ticket)).body).toContain('该订单已支付');
    // Paid: asking again gives the paid order, not a new QR.
    expect((await open(bizId, 12_345, true)).outTradeNo).toBe(order.outTradeNo);
  });

  it('refuses a page or a payment for a ticket it did not sign, and a press that is not from its page', async () => {
    const order = await open(newId(), 500);
    const ticket = ticketOf(order.codeUrl);
    const forged = `${ticket.slice(0, -2)}${ticket.endsWith('AA') ? 'BB' : 'AA'}`;
    const shown = await page(t, forged);
    expect(shown.statusCode).toBe(404);
    expect(shown.body).toContain('二维码无效');
    expect((await press(t, forged)).statusCode).toBe(404);
    expect((await press(t, ticket, {})).json().code).toBe('CSRF');
    expect((await orderRow(t, order.outTradeNo)).state).toBe('open');
  });

  it('reuses the open QR for the same amount, and replaces it for another amount or on request', async () => {
    const bizId = newId();
    const a = await open(bizId, 100);
    expect((await open(bizId, 100)).outTradeNo).toBe(a.outTradeNo);
    const b = await open(bizId, 200);
    expect(b.outTradeNo).not.toBe(a.outTradeNo);
    expect((await orderRow(t, a.outTradeNo)).state).toBe('closed');
    expect((await sandbox(t).query(a.outTradeNo))!.state).toBe('CLOSED');
    expect((await press(t, ticketOf(a.codeUrl))).json().data.state).toBe('CLOSED');
    const c = await open(bizId, 200, true);
    expect(c.outTradeNo).not.toBe(b.outTradeNo);
    const states = await t.db.selectFrom('pay_orders').select('state').where('biz_id', '=', bizId).execute();
    expect(states.filter((s) => s.state === 'open')).toHaveLength(1);
    await expect(open(bizId, 0)).rejects.toMatchObject({ code: 'BAD_INPUT' });
    await expect(open(bizId, 12.5)).rejects.toMatchObject({ code: 'BAD_INPUT' });
  });

  it('settles a notification delivered twice once', async () => {
    const bizId = newId();
    const order = await open(bizId, 700);
    const { notification } = (await sandbox(t).pay(ticketOf(order.codeUrl)))!;
    expect((await deliver(t, notification!)).statusCode).toBe(204);
    expect((await deliver(t, notification!)).statusCode).toBe(204);
    expect(paidFor(bizId)).toHaveLength(1);
    expect(await anomaliesOf(t, order.outTradeNo)).toEqual([]);
  });

  it('refuses a notification whose signature is wrong or missing, so it is sent again, and changes nothing', async () => {
    const bizId = newId();
    const order = await open(bizId, 300);
    const n = sandboxNotice(t, { outTradeNo: order.outTradeNo, amountFen: 300 });
    const tampered = await deliver(t, { headers: n.headers, body: n.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ') });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json()).toEqual({ code: 'FAIL', message: '签名验证失败' });
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/pay/notify', headers: { 'content-type': 'application/json' }, payload: n.body });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().code).toBe('FAIL');
    expect((await orderRow(t, order.outTradeNo)).state).toBe('open');
    expect(paidFor(bizId)).toEqual([]);
    expect(await anomaliesOf(t, order.outTradeNo)).toEqual([]);
    // The same notification, intact, is taken.
    expect((await deliver(t, n)).statusCode).toBe(204);
    expect(paidFor(bizId)).toHaveLength(1);
  });

  it('does not take a payment of another amount: the order stays unpaid and the anomaly is recorded', async () => {
    const bizId = newId();
    const order = await open(bizId, 1_000);
    expect((await deliver(t, sandboxNotice(t, { outTradeNo: order.outTradeNo, amountFen: 999 }))).statusCode).toBe(204);
    expect((await orderRow(t, order.outTradeNo)).state).not.toBe('paid');
    expect(paidFor(bizId)).toEqual([]);
    expect(await anomaliesOf(t, order.outTradeNo)).toEqual([
      expect.objectContaining({ kind: 'amountMismatch', local_amount_fen: 1_000, provider_amount_fen: 999, local_state: 'open', provider_state: 'SUCCESS', resolved: 0 }),
    ]);
  });

  it('takes one payment per record: when an old and a new QR are both paid, the second is set aside for a refund', async () => {
    const bizId = newId();
    const old = await open(bizId, 400);
    const fresh = await open(bizId, 400, true);
    expect((await orderRow(t, old.outTradeNo)).state).toBe('closed');
    // The payer had scanned the old QR before it was replaced: its payment arrives first, and the record still takes it.
    expect((await deliver(t, sandboxNotice(t, { outTradeNo: old.outTradeNo, amountFen: 400 }))).statusCode).toBe(204);
    expect((await deliver(t, sandboxNotice(t, { outTradeNo: fresh.outTradeNo, amountFen: 400 }))).statusCode).toBe(204);
    expect(paidFor(bizId)).toEqual([expect.objectContaining({ outTradeNo: old.outTradeNo })]);
    expect((await anomaliesOf(t, fresh.outTradeNo)).map((a) => a.kind)).toEqual(['paidTwice']);
    expect((await orderRow(t, fresh.outTradeNo)).state).toBe('closed');
    expect(await findLatestOrder(t.ctx, 'inspection', bizId)).toMatchObject({ outTradeNo: old.outTradeNo, state: 'paid' });
  });

  it('settles a late payment on a closed or expired order only while the record still takes it', async () => {
    const taken = newId();
    const a = await open(taken, 600);
    await closeOrders(t.ctx, 'inspection', taken);
    expect((await orderRow(t, a.outTradeNo)).state).toBe('closed');
    expect((await sandbox(t).query(a.outTradeNo))!.state).toBe('CLOSED');
    expect((await deliver(t, sandboxNotice(t, { outTradeNo: a.outTradeNo, amountFen: 600 }))).statusCode).toBe(204);
    expect(paidFor(taken)).toHaveLength(1);
    expect((await orderRow(t, a.outTradeNo)).state).toBe('paid');

    const withdrawn = newId();
    const b = await open(withdrawn, 600);
    await closeOrders(t.ctx, 'inspection', withdrawn);
    refusing.add(withdrawn);
    expect((await deliver(t, sandboxNotice(t, { outTradeNo: b.outTradeNo, amountFen: 600 }))).statusCode).toBe(204);
    expect(paidFor(withdrawn)).toEqual([]);
    expect((await orderRow(t, b.outTradeNo)).state).toBe('closed');
    const [anomaly] = await anomaliesOf(t, b.outTradeNo);
    expect(anomaly).toMatchObject({ kind: 'paidButClosed', local_state: 'closed', provider_amount_fen: 600 });
    expect(anomaly.note).toContain('该申请当前不等待缴费');

    const late = newId();
    const c = await open(late, 800);
    await t.db
      .updateTable('pay_orders')
      .set({ expires_at: nowIso(Date.now() - 1000) })
      .where('out_trade_no', '=', c.outTradeNo)
      .execute();
    expect(await findLatestOrder(t.ctx, 'inspection', late)).toMatchObject({ state: 'expired' });
    expect((await deliver(t, sandboxNotice(t, { outTradeNo: c.outTradeNo, amountFen: 800 }))).statusCode).toBe(204);
    expect(await findLatestOrder(t.ctx, 'inspection', late)).toMatchObject({ state: 'paid' });
  });

  it('sets aside a payment the record refuses while its QR is open', async () => {
    const bizId = newId();
    const order = await open(bizId, 900);
    refusing.add(bizId);
    expect((await press(t, ticketOf(order.codeUrl))).json().data.state).toBe('SUCCESS');
    expect(paidFor(bizId)).toEqual([]);
    expect((await orderRow(t, order.outTradeNo)).state).toBe('closed');
    expect((await anomaliesOf(t, order.outTradeNo)).map((a) => a.kind)).toEqual(['refused']);
  });

  it('leaves no usable order when the provider fails to open one', async () => {
    const bizId = newId();
    const real = t.ctx.payment;
    t.ctx.payment = {
      ...real,
      createNative: async () => {
        throw new PaymentProviderError('TIMEOUT', '无应答');
      },
    };
    try {
      await expect(open(bizId, 100)).rejects.toMatchObject({ code: 'BUSINESS', message: '支付服务暂时无法使用，请稍后再试' });
    } finally {
      t.ctx.payment = real;
    }
    expect(await findLatestOrder(t.ctx, 'inspection', bizId)).toMatchObject({ state: 'closed', codeUrl: '' });
    const again = await open(bizId, 100);
    expect(again.state).toBe('open');
    expect(again.codeUrl).not.toBe('');
  });

  it('finds a payment whose notification was lost when asked where the order stands', async () => {
    const bizId = newId();
    const order = await open(bizId, 1_100);
    await sandbox(t).pay(ticketOf(order.codeUrl)); // paid at the provider; the notification never arrives
    expect((await orderRow(t, order.outTradeNo)).state).toBe('open');
    expect(await findLatestOrder(t.ctx, 'inspection', bizId)).toMatchObject({ state: 'paid', amountFen: 1_100 });
    expect(paidFor(bizId)).toHaveLength(1);
    expect(await findLatestOrder(t.ctx, 'inspection', 'no-such-record')).toBeNull();
  });

  it("closes a record's open orders inside the caller's transaction, and at the provider after it", async () => {
    const bizId = newId();
    const order = await open(bizId, 150);
    await t.db.transaction().execute((trx) => closeOrders({ ...t.ctx, db: trx }, 'inspection', bizId));
    expect((await orderRow(t, order.outTradeNo)).state).toBe('closed');
    await vi.waitFor(async () => expect((await sandbox(t).query(order.outTradeNo))!.state).toBe('CLOSED'));
  });
});

describe('reconciliation against the daily bill', () => {
  const t = suiteApp();
  let unitId: string;
  const open = (bizId: string, amountFen: number) => openOrder(t.ctx, { purpose: 'inspection', bizId, payeeUnitId: unitId, amountFen, description: '特种设备检验费' });

  beforeAll(async () => {
    useTestTarget(t);
    unitId = (await t.db.selectFrom('units').select('id').executeTakeFirstOrThrow()).id;
  });

  it('settles what only the bill knows and records what cannot be squared', async () => {
    const today = chinaToday();
    const payOnPage = async (amount: number) => {
      const o = await open(newId(), amount);
      expect((await press(t, ticketOf(o.codeUrl))).json().data.state).toBe('SUCCESS');
      return o;
    };
    const fine = await payOnPage(100);

    const lostBiz = newId();
    const lost = await open(lostBiz, 200);
    await sandbox(t).pay(ticketOf(lost.codeUrl));

    const hereOnly = await payOnPage(300);
    await t.db.updateTable('pay_sandbox_trades').set({ state: 'REFUND' }).where('out_trade_no', '=', hereOnly.outTradeNo).execute();

    const mismatch = await payOnPage(400);
    await t.db.updateTable('pay_sandbox_trades').set({ amount_fen: 401 }).where('out_trade_no', '=', mismatch.outTradeNo).execute();

    await t.db
      .insertInto('pay_sandbox_trades')
      .values({
        id: newId(),
        out_trade_no: 'PFOREIGN0000000001',
        description: '外部交易',
        amount_fen: 500,
        state: 'SUCCESS',
        transaction_id: 'SANDBOX-FOREIGN-1',
        notify_url: '',
        expires_at: nowIso(),
        paid_at: nowIso(),
        created_at: nowIso(),
      })
      .execute();

    const closedBiz = newId();
    const closed = await open(closedBiz, 600);
    await closeOrders(t.ctx, 'inspection', closedBiz);
    refusing.add(closedBiz);
    await t.db
      .updateTable('pay_sandbox_trades')
      .set({ state: 'SUCCESS', transaction_id: 'SANDBOX-LATE-1', paid_at: nowIso() })
      .where('out_trade_no', '=', closed.outTradeNo)
      .execute();

    const result = await reconcile(t.ctx, today);
    expect(result).toEqual({ checked: 6, anomalies: 4 });
    expect(await findLatestOrder(t.ctx, 'inspection', lostBiz)).toMatchObject({ state: 'paid', transactionId: expect.stringMatching(/^SANDBOX/) });
    expect(paidFor(lostBiz)).toHaveLength(1);
    const kinds = async (no: string) => (await anomaliesOf(t, no)).map((a) => a.kind);
    expect(await kinds(fine.outTradeNo)).toEqual([]);
    expect(await kinds(lost.outTradeNo)).toEqual([]);
    expect(await kinds(hereOnly.outTradeNo)).toEqual(['paidHereNotThere']);
    expect(await kinds(mismatch.outTradeNo)).toEqual(['amountMismatch']);
    expect(await kinds('PFOREIGN0000000001')).toEqual(['missingHere']);
    expect(await kinds(closed.outTradeNo)).toEqual(['paidButClosed']);

    // Checking the same day again finds the same, and records nothing twice.
    expect(await reconcile(t.ctx, today)).toEqual({ checked: 6, anomalies: 4 });
    // Today's: the demo data holds anomalies of an earlier day.
    expect(await t.db.selectFrom('pay_anomalies').select('id').where('bill_date', '=', today).execute()).toHaveLength(4);

    const payee = { unitId } as SessionContext;
    const listed = await findAnomalies(t.ctx, payee, { pageNo: 1, pageSize: 3, date: today });
    expect(listed).toMatchObject({ count: 4, pageNo: 1, pageSize: 3 });
    expect(listed.list).toHaveLength(3);
    const second = await findAnomalies(t.ctx, payee, { pageNo: 2, pageSize: 3, date: today });
    const all = [...listed.list, ...second.list];
    expect(new Set(all.map((a) => a.kind))).toEqual(new Set(['paidHereNotThere', 'amountMismatch', 'missingHere', 'paidButClosed']));
    expect(all.find((a) => a.kind === 'missingHere')).toMatchObject({
      outTradeNo: 'PFOREIGN0000000001',
      localState: '',
      providerState: 'SUCCESS',
      providerAmountFen: 500,
      resolved: false,
      billDate: today,
    });
    expect((await findAnomalies(t.ctx, payee, { pageNo: 1, pageSize: 10, date: addDays(today, -1) })).count).toBe(0);
    // Another body's finance sees only the trade that matches no order here.
    const other = { unitId: 'another-body' } as SessionContext;
    expect((await findAnomalies(t.ctx, other, { pageNo: 1, pageSize: 10, date: today })).list.map((a) => a.kind)).toEqual(['missingHere']);
    await expect(reconcile(t.ctx, '2026-13-45')).rejects.toMatchObject({ code: 'BAD_INPUT' });
  });

  it("checks yesterday's bill once a day, after the provider has made it", async () => {
    const at = (hour: number) => Date.parse(`${chinaToday()}T${String(hour).padStart(2, '0')}:30:00+08:00`);
    const yesterday = addDays(chinaToday(), -1);
    const row = () => t.db.selectFrom('pay_reconciliations').selectAll().where('bill_date', '=', yesterday).executeTakeFirst();
    await reconcileYesterday(t.ctx, at(9));
    expect(await row()).toBeUndefined();
    await reconcileYesterday(t.ctx, at(11));
    const done = await row();
    expect(done).toMatchObject({ provider: 'sandbox', checked: 0, anomalies: 0 });
    await reconcileYesterday(t.ctx, at(12));
    expect((await row())!.ran_at).toBe(done!.ran_at);
    expect(portalJobs(t.ctx, t.app.log).map((j) => j.name)).toContain('payment.reconcile');
  });
});

describe('the sandbox shared by two server processes', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp(DB_KIND === 'sqlite' ? { DATABASE_URL: `sqlite:${join(mkdtempSync(join(tmpdir(), 'portal-pay-')), 'shared.sqlite')}` } : {});
    b = await joinTestApp(a);
    useTestTarget(a, b);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('pays at one process a QR opened at the other', async () => {
    const unitId = (await a.db.selectFrom('units').select('id').executeTakeFirstOrThrow()).id;
    const bizId = newId();
    const order = await openOrder(a.ctx, { purpose: 'inspection', bizId, payeeUnitId: unitId, amountFen: 2_000, description: '特种设备检验费' });
    const ticket = ticketOf(order.codeUrl);
    expect((await page(b, ticket)).statusCode).toBe(200);
    expect((await press(b, ticket)).json().data.state).toBe('SUCCESS');
    expect(await findLatestOrder(a.ctx, 'inspection', bizId)).toMatchObject({ state: 'paid' });
  });
});
