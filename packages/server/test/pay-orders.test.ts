import { MONEY_BOUNDS_YUAN, NO_QR_PAY } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { chinaToday } from '../src/platform/ids';
import { AJAX, call, loginAs, type Caller, request } from './helpers';
import { sandboxNotice } from './support/sandbox-notice';
import { signedIn, suiteApp } from './suite';

type Reply<T> = { success: boolean; data: T; errorMsg?: string };
type Qr = { outTradeNo: string; codeUrl: string; state: string; payableFen: number };

describe('payment orders of one application', () => {
  const t = suiteApp();
  const [demo, inspector, finance] = signedIn(t, 'demo', 'inspector', 'caiwu');
  const api = (who: Caller, name: string, body: object) => call(t, who, 'POST', `/a/stone/appOnline/${name}`, body);
  const applyIn = async (state: string) =>
    await t.db.selectFrom('inspection_applies').select(['id', 'version']).where('state', '=', state).where('unit_id', 'is not', null).executeTakeFirstOrThrow();
  /** The fee of thirty devices at the largest fee item, as the application's fee lines would add up to it. */
  const priceAtBound = async (id: string) => {
    const [first, ...rest] = await t.db.selectFrom('inspection_items').select('id').where('apply_id', '=', id).orderBy('seq').execute();
    const fen = 30 * MONEY_BOUNDS_YUAN.feeItem * 100;
    await t.db.updateTable('inspection_items').set({ standard_fen: fen, relief_fen: 0, payable_fen: fen }).where('id', '=', first.id).execute();
    for (const r of rest) await t.db.updateTable('inspection_items').set({ standard_fen: 0, relief_fen: 0, payable_fen: 0 }).where('id', '=', r.id).execute();
    return fen;
  };

  it('leaves one payable QR after eight renewals at once, and records one payment of two made at once', async () => {
    // The demo's accepted application, priced from the body's table (the one awaiting payment is the next case's).
    const accepted = await applyIn('accepted');
    const choices = (await api(inspector, 'feeChoices', { id: accepted.id })).json<Reply<{ lines: { itemId: string; suggested: string }[] }>>().data;
    const lines = choices.lines.map((l) => ({ itemId: l.itemId, feeItemId: l.suggested, reliefPolicyId: '' }));
    expect((await api(inspector, 'setFee', { id: accepted.id, version: accepted.version, lines })).json().data.state).toBe('feeSet');
    const { id } = accepted;
    const answers = await Promise.all(Array.from({ length: 8 }, () => api(demo, 'toPay', { id, renew: true })));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const handed = answers
      .map((r) => r.json<Reply<Qr>>())
      .filter((b) => b.success)
      .map((b) => b.data);
    expect(handed.length).toBeGreaterThan(1);

    const orders = await t.db.selectFrom('pay_orders').selectAll().where('biz_id', '=', id).execute();
    expect(orders.filter((o) => o.state === 'open')).toHaveLength(1);
    const live = orders.find((o) => o.state === 'open')!;
    // At the provider too, only the live QR can still be paid.
    const trades = await t.db
      .selectFrom('pay_sandbox_trades')
      .select(['out_trade_no', 'state'])
      .where(
        'out_trade_no',
        'in',
        orders.map((o) => o.out_trade_no),
      )
      .execute();
    expect(trades.filter((s) => s.state === 'NOTPAY').map((s) => s.out_trade_no)).toEqual([live.out_trade_no]);

    // The payer pays the live QR while a payment made on an old one just before it closed arrives, and an old QR is pressed.
    const old = handed.find((q) => q.outTradeNo !== live.out_trade_no)!;
    const press = (codeUrl: string) => t.app.inject({ method: 'POST', url: `${new URL(codeUrl, 'http://portal.test').pathname}/pay`, headers: AJAX, payload: {} });
    const late = sandboxNotice(t, { outTradeNo: old.outTradeNo, amountFen: old.payableFen });
    const results = await Promise.all([
      press(live.code_url),
      t.app.inject({ method: 'POST', url: '/api/pay/notify', headers: { 'content-type': 'application/json', ...late.headers }, payload: late.body }),
      press(old.codeUrl),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 204, 200]);
    expect(results[2].json().data.state).toBe('CLOSED');

    const after = await t.db.selectFrom('pay_orders').select(['out_trade_no', 'state']).where('biz_id', '=', id).execute();
    const paid = after.filter((o) => o.state === 'paid');
    expect(paid).toHaveLength(1);
    const other = [live.out_trade_no, old.outTradeNo].find((no) => no !== paid[0].out_trade_no)!;
    const anomalies = await t.db.selectFrom('pay_anomalies').select(['out_trade_no', 'kind']).where('biz_id', '=', id).execute();
    expect(anomalies).toEqual([{ out_trade_no: other, kind: 'paidTwice' }]);
    expect((await t.db.selectFrom('inspection_applies').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state).toBe('paid');
  });

  it('takes the fee of thirty devices at the largest fee item by QR and by transfer', async () => {
    const qrApply = await applyIn('feeSet');
    const fen = await priceAtBound(qrApply.id);
    expect(fen).toBeGreaterThan(2 ** 31);
    const qr = (await api(demo, 'toPay', { id: qrApply.id })).json<Reply<Qr>>();
    expect(qr).toMatchObject({ success: true, data: { payableFen: fen, state: 'open' } });
    expect((await t.app.inject({ method: 'POST', url: `${new URL(qr.data.codeUrl, 'http://portal.test').pathname}/pay`, headers: AJAX, payload: {} })).statusCode).toBe(200);
    expect((await api(demo, 'detail', { id: qrApply.id })).json()).toMatchObject({ data: { state: 'paid', paidFen: fen } });

    const transfer = await applyIn('voucher');
    await priceAtBound(transfer.id);
    const confirmed = await api(finance, 'decideVoucher', { id: transfer.id, version: transfer.version, action: 'confirmVoucher', opinion: '' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ success: true, data: { state: 'paid', paidFen: fen } });
  });

  it('refuses money above its bound with a message that names it', async () => {
    const policy = (value: number) =>
      request(t, inspector, 'fee.savePolicy', {
        name: '测试定额减免',
        basis: '测试文件',
        validFrom: chinaToday(),
        validTo: '',
        typeCodes: [],
        inspectionKinds: [],
        condition: '测试',
        rule: 'fixed',
        value,
      });
    const refused = await policy(3_000_000_000);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ success: false, errorMsg: '减免金额不能超过100万元' });
    expect((await policy(MONEY_BOUNDS_YUAN.relief * 100)).json().success).toBe(true);
    const item = await request(t, inspector, 'fee.saveItem', {
      name: '测试项目',
      typeCode: '3000',
      inspectionKind: 'periodic',
      amountFen: MONEY_BOUNDS_YUAN.feeItem * 100 + 1,
      unitLabel: '台',
      validFrom: chinaToday(),
    });
    expect(item.json()).toMatchObject({ success: false, errorMsg: '收费标准不能超过100万元' });
  });
});

describe('PAYMENT_PROVIDER=none: bank transfers only', () => {
  const t = suiteApp({ PAYMENT_PROVIDER: 'none' });

  it('offers and opens no QR, and has no sandbox pages', async () => {
    expect((await call(t, null, 'GET', '/a/stone/common/clientConfig')).json().data.qrPay).toBe(false);
    const demo = await loginAs(t, 'demo');
    const { id } = await t.db.selectFrom('inspection_applies').select('id').where('state', '=', 'feeSet').where('unit_id', 'is not', null).executeTakeFirstOrThrow();
    expect((await request(t, demo, 'onlineApply.toPay', { id })).json()).toMatchObject({ success: false, errorMsg: NO_QR_PAY });
    expect(await t.db.selectFrom('pay_orders').select('id').where('biz_id', '=', id).execute()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/pay/sandbox/abc.def' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/pay/sandbox/abc.def/pay', headers: AJAX, payload: {} })).statusCode).toBe(404);
  });
});
