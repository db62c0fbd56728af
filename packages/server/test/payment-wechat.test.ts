import { QR_PAY_OVER_LIMIT } from '@portal/contract';
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { findLatestOrder, openOrder, type PayOrderView } from '../src/modules/payment/service';
import { chinaToday, newId } from '../src/platform/ids';
import { PaymentProviderError, PaymentSignatureError, type PaymentProvider } from '../src/platform/payment/provider';
import { createWechatProvider } from '../src/platform/payment/wechat/client';
import { createTestApp, type TestApp } from './helpers';
import { FakeWechatPay, merchantKeys, type FakeMode } from './support/fake-wechatpay';

const MCHID = '1900000109';
const APPID = 'wxd678efh567hg6787';
const APIV3_KEY = 'a9Ff3Kq2Lm8Zx7Cv6Bn5Mn4Qw1Er0Ty9';
const NOTIFY_URL = 'https://tzsb.example.gov.cn/api/pay/notify';

describe('WeChat Pay settings', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wechatpay-config-'));
  const merchant = merchantKeys();
  writeFileSync(join(dir, 'apiclient_key.pem'), merchant.privateKeyPem);
  writeFileSync(join(dir, 'not-a-key.pem'), 'hello');
  const base = {
    PAYMENT_PROVIDER: 'wechat',
    PUBLIC_BASE_URL: 'https://tzsb.example.gov.cn',
    WECHATPAY_MCHID: MCHID,
    WECHATPAY_APPID: APPID,
    WECHATPAY_SERIAL_NO: merchant.serial,
    WECHATPAY_PRIVATE_KEY_FILE: 'apiclient_key.pem',
    WECHATPAY_APIV3_KEY: APIV3_KEY,
  };
  const error = (env: Record<string, string>) => {
    try {
      loadConfig(env, dir);
    } catch (e) {
      if (e instanceof ConfigError) return e.message;
      throw e;
    }
    return null;
  };

  it('takes the sandbox unless told otherwise, with the notify address under PUBLIC_BASE_URL', () => {
    expect(loadConfig({}, dir).payment).toEqual({ provider: 'sandbox', notifyUrl: '' });
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://tzsb.example.gov.cn/' }, dir).payment.notifyUrl).toBe(NOTIFY_URL);
  });

  it('reads a complete merchant setting, in certificate or public-key mode', () => {
    const p = loadConfig(base, dir).payment;
    expect(p).toMatchObject({ provider: 'wechat', mchid: MCHID, notifyUrl: NOTIFY_URL, publicKey: null, baseUrl: 'https://api.mch.weixin.qq.com' });
    writeFileSync(join(dir, 'pub_key.pem'), merchant.publicKey.export({ type: 'spki', format: 'pem' }));
    const withKey = loadConfig({ ...base, WECHATPAY_PUBLIC_KEY_FILE: 'pub_key.pem', WECHATPAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0114232134912410000000000001' }, dir).payment;
    expect(withKey.provider === 'wechat' && withKey.publicKey?.id).toBe('PUB_KEY_ID_0114232134912410000000000001');
  });

  it('names the variable that is wrong', () => {
    expect(error({ PAYMENT_PROVIDER: 'alipay' })).toMatch(/^PAYMENT_PROVIDER: expected one of sandbox, wechat/);
    expect(error({ ...base, PUBLIC_BASE_URL: '' })).toMatch(/^PAY_NOTIFY_URL: PAYMENT_PROVIDER=wechat needs the https address/);
    expect(error({ ...base, PAY_NOTIFY_URL: 'https://a.example/notify?x=1' })).toMatch(/^PAY_NOTIFY_URL: expected an http\(s\) address without a query/);
    expect(error({ ...base, WECHATPAY_MCHID: '' })).toMatch(/^WECHATPAY_MCHID: PAYMENT_PROVIDER=wechat needs the merchant number/);
    expect(error({ ...base, WECHATPAY_APIV3_KEY: 'short' })).toMatch(/^WECHATPAY_APIV3_KEY: expected the 32-character APIv3 key/);
    expect(error({ ...base, WECHATPAY_PRIVATE_KEY_FILE: 'missing.pem' })).toBe('WECHATPAY_PRIVATE_KEY_FILE: cannot read missing.pem');
    expect(error({ ...base, WECHATPAY_PRIVATE_KEY_FILE: 'not-a-key.pem' })).toMatch(/^WECHATPAY_PRIVATE_KEY_FILE: not-a-key.pem is not an RSA private key/);
    expect(error({ ...base, WECHATPAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_01' })).toMatch(/^WECHATPAY_PUBLIC_KEY_FILE: set both/);
    expect(error({ ...base, WECHATPAY_BASE_URL: 'https://api.mch.weixin.qq.com/v3' })).toMatch(/^WECHATPAY_BASE_URL: expected a scheme and host only/);
    expect(error({ ...base, NODE_ENV: 'production', CAPTCHA: 'image', WECHATPAY_BASE_URL: 'http://127.0.0.1:9' })).toBe(
      'WECHATPAY_BASE_URL: must be https when NODE_ENV=production',
    );
  });
});

describe.each<FakeMode>(['certificate', 'publicKey'])('WeChat Pay v3 against a local fake (%s mode)', (mode) => {
  let fake: FakeWechatPay;
  let provider: PaymentProvider;
  const merchant = merchantKeys();
  const make = (over: { timeoutMs?: number; privateKeyPem?: string } = {}) =>
    createWechatProvider({
      mchid: MCHID,
      appid: APPID,
      serialNo: merchant.serial,
      privateKey: createPrivateKey(over.privateKeyPem ?? merchant.privateKeyPem),
      apiV3Key: APIV3_KEY,
      publicKey: mode === 'publicKey' ? { id: fake.serial, key: createPublicKey(fake.publicKeyPem) } : null,
      baseUrl: fake.url,
      timeoutMs: over.timeoutMs,
    });
  const order = (outTradeNo: string, amountFen = 12_345) => ({
    outTradeNo,
    description: '特种设备检验费',
    amountFen,
    expiresAt: new Date(Date.now() + 15 * 60_000),
    notifyUrl: NOTIFY_URL,
  });
  const tradeNo = () =>
    `T${newId()
      .replace(/[^0-9A-Za-z]/g, '')
      .slice(0, 20)}`;

  beforeAll(async () => {
    fake = await FakeWechatPay.start({ mode, mchid: MCHID, appid: APPID, apiV3Key: APIV3_KEY, merchantSerial: merchant.serial, merchantPublicKey: merchant.publicKey });
    provider = make();
  });
  afterAll(() => fake.close());

  it('opens a Native order with a signed request and a proven answer', async () => {
    const no = tradeNo();
    const { codeUrl } = await provider.createNative(order(no));
    expect(codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(fake.trades.get(no)).toMatchObject({ amountFen: 12_345, description: '特种设备检验费', notifyUrl: NOTIFY_URL });
    expect(fake.trades.get(no)!.timeExpire).toMatch(/\+08:00$/);
    expect(fake.requests.every((r) => r.authorized)).toBe(true);
    expect(fake.requests.some((r) => r.path === '/v3/certificates')).toBe(mode === 'certificate');
  });

  it('queries a trade before and after payment, and knows when there is none', async () => {
    const no = tradeNo();
    await provider.createNative(order(no, 500));
    expect(await provider.query(no)).toEqual({ outTradeNo: no, state: 'NOTPAY', amountFen: 500, transactionId: '', paidAt: null });
    const paid = fake.pay(no);
    const trade = await provider.query(no);
    expect(trade).toMatchObject({ state: 'SUCCESS', amountFen: 500, transactionId: paid.transactionId });
    expect(Date.parse(trade!.paidAt!)).toBe(Date.parse(paid.successTime));
    expect(await provider.query('NO_SUCH_ORDER_1')).toBeNull();
  });

  it('closes an unpaid trade, and is refused closing a paid one', async () => {
    const no = tradeNo();
    await provider.createNative(order(no));
    await provider.close(no);
    expect((await provider.query(no))!.state).toBe('CLOSED');
    const paid = tradeNo();
    await provider.createNative(order(paid));
    fake.pay(paid);
    await expect(provider.close(paid)).rejects.toMatchObject({ code: 'ORDERPAID' });
  });

  it('refuses an answer whose signature does not prove it', async () => {
    fake.knobs.badAnswerSignature = true;
    try {
      await expect(provider.createNative(order(tradeNo()))).rejects.toBeInstanceOf(PaymentSignatureError);
      await expect(provider.query('NO_SUCH_ORDER_2')).rejects.toBeInstanceOf(PaymentProviderError);
    } finally {
      fake.knobs.badAnswerSignature = false;
    }
  });

  it('is refused by WeChat when its own signature is wrong', async () => {
    const stranger = make({ privateKeyPem: merchantKeys().privateKeyPem });
    // In certificate mode the stranger cannot even download the certificates that would prove WeChat's refusal.
    const code = mode === 'publicKey' ? 'SIGN_ERROR' : 'HTTP_401';
    await expect(stranger.createNative(order(tradeNo()))).rejects.toMatchObject({ code, status: 401 });
    expect(fake.requests.at(-1)).toMatchObject({ authorized: false });
  });

  it('gives up on an answer that does not come, with an error the caller can show', async () => {
    fake.knobs.delayMs = 1500;
    try {
      await expect(make({ timeoutMs: 200 }).createNative(order(tradeNo()))).rejects.toMatchObject({ code: 'TIMEOUT' });
    } finally {
      fake.knobs.delayMs = 0;
    }
  });

  it('refunds a paid trade once per refund number, queries it, and passes on a refusal with its code', async () => {
    const no = tradeNo();
    await provider.createNative(order(no, 2_000));
    const paid = fake.pay(no);
    const ask = { outRefundNo: `R${no}`, outTradeNo: no, transactionId: paid.transactionId, amountFen: 2_000, totalFen: 2_000, reason: '重复支付', notifyUrl: NOTIFY_URL };
    const first = await provider.refund(ask);
    expect(first).toMatchObject({ outRefundNo: ask.outRefundNo, outTradeNo: no, state: 'PROCESSING', amountFen: 2_000, succeededAt: null });
    expect(fake.refunds.get(ask.outRefundNo)).toMatchObject({ reason: '重复支付', notifyUrl: NOTIFY_URL });
    // The same number again is the same refund, not a second one.
    expect(await provider.refund(ask)).toEqual(first);
    expect(fake.refunds.size).toBe(1);
    fake.settleRefund(ask.outRefundNo);
    expect(await provider.queryRefund(ask.outRefundNo)).toMatchObject({ state: 'SUCCESS', refundId: first.refundId });
    expect(await provider.queryRefund('RNO_SUCH_REFUND')).toBeNull();
    const refused = await provider.refund({ ...ask, outRefundNo: `R2${no}` }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PaymentProviderError);
    expect(refused).toMatchObject({ code: 'NOT_ENOUGH', status: 403 });
  });

  it("proves and reads a refund's notification, and refuses a forged one", async () => {
    const no = tradeNo();
    await provider.createNative(order(no, 600));
    const paid = fake.pay(no);
    const outRefundNo = `R${no}`;
    await provider.refund({ outRefundNo, outTradeNo: no, transactionId: paid.transactionId, amountFen: 600, totalFen: 600, reason: '退款', notifyUrl: NOTIFY_URL });
    fake.settleRefund(outRefundNo);
    const good = fake.refundNotification(outRefundNo);
    const notice = await provider.verifyNotification(good.headers, good.body);
    expect(notice).toMatchObject({ eventType: 'REFUND.SUCCESS', outTradeNo: no, state: 'REFUND', refund: { outRefundNo, state: 'SUCCESS', amountFen: 600 } });
    expect(Date.parse(notice.refund!.succeededAt!)).toBeGreaterThan(Date.now() - 60_000);
    const forged = fake.refundNotification(outRefundNo, { signature: 'foreign' });
    await expect(provider.verifyNotification(forged.headers, forged.body)).rejects.toBeInstanceOf(PaymentSignatureError);
    fake.settleRefund(outRefundNo, 'ABNORMAL');
    const abnormal = fake.refundNotification(outRefundNo);
    expect((await provider.verifyNotification(abnormal.headers, abnormal.body)).refund).toMatchObject({ state: 'ABNORMAL', succeededAt: null });
  });

  it('proves and decrypts a payment notification', async () => {
    const no = tradeNo();
    await provider.createNative(order(no, 880));
    const t = fake.pay(no);
    const { headers, body } = fake.notification(no);
    const notice = await provider.verifyNotification(headers, body);
    expect(notice).toMatchObject({ outTradeNo: no, state: 'SUCCESS', amountFen: 880, transactionId: t.transactionId, eventType: 'TRANSACTION.SUCCESS' });
  });

  it('refuses notifications that are forged, probes, stale, tampered with or unsigned', async () => {
    const no = tradeNo();
    await provider.createNative(order(no));
    fake.pay(no);
    const reason = async (headers: Record<string, string>, body: string) => {
      try {
        await provider.verifyNotification(headers, body);
        return 'accepted';
      } catch (e) {
        return e instanceof PaymentSignatureError ? e.reason : String(e);
      }
    };
    const good = fake.notification(no);
    expect(await reason(fake.notification(no, { signature: 'foreign' }).headers, good.body)).toBe('invalid');
    const foreign = fake.notification(no, { signature: 'foreign' });
    expect(await reason(foreign.headers, foreign.body)).toBe('invalid');
    const probe = fake.notification(no, { signature: 'signtest' });
    expect(await reason(probe.headers, probe.body)).toBe('invalid');
    const stale = fake.notification(no, { ageSeconds: 400 });
    expect(await reason(stale.headers, stale.body)).toBe('invalid');
    expect(await reason(good.headers, good.body.replace('TRANSACTION.SUCCESS', 'TRANSACTION.SUCCESS '))).toBe('invalid');
    const otherKey = fake.notification(no, { apiV3Key: 'Zz9Yy8Xx7Ww6Vv5Uu4Tt3Ss2Rr1Qq0Pp' });
    expect(await reason(otherKey.headers, otherKey.body)).toBe('invalid');
    expect(await reason({}, good.body)).toBe('missing');
    expect(await reason(good.headers, good.body)).toBe('accepted');
  });

  it.runIf(mode === 'certificate')('downloads the certificates again when answers come signed by a new one', async () => {
    const downloads = () => fake.requests.filter((r) => r.path === '/v3/certificates').length;
    const before = downloads();
    await fake.rotateCertificate();
    // The verifier waits a minute between downloads, against forged serials; a fresh provider has not downloaded yet.
    const fresh = make();
    await fresh.createNative(order(tradeNo()));
    expect(downloads()).toBe(before + 1);
    const no = tradeNo();
    await fresh.createNative(order(no));
    fake.pay(no);
    const n = fake.notification(no);
    expect(n.headers['Wechatpay-Serial']).toBe(fake.serial);
    expect((await fresh.verifyNotification(n.headers, n.body)).state).toBe('SUCCESS');
    expect(downloads()).toBe(before + 1);
    provider = fresh;
  });

  it("downloads the day's bill, checks its digest and reads every trade", async () => {
    const today = chinaToday();
    const a = tradeNo();
    const b = tradeNo();
    await provider.createNative(order(a, 1_000));
    await provider.createNative(order(b, 2_050));
    fake.pay(a);
    fake.pay(b);
    const lines = await provider.fetchBill(today);
    expect(lines.find((l) => l.outTradeNo === a)).toMatchObject({ state: 'SUCCESS', amountFen: 1_000, refundFen: 0, transactionId: fake.trades.get(a)!.transactionId });
    expect(lines.find((l) => l.outTradeNo === b)?.amountFen).toBe(2_050);
    expect(await provider.fetchBill('2001-01-01')).toEqual([]);
    fake.knobs.wrongBillHash = true;
    try {
      await expect(provider.fetchBill(today)).rejects.toMatchObject({ code: 'BAD_BILL' });
    } finally {
      fake.knobs.wrongBillHash = false;
    }
  });

  describe('through the portal', () => {
    let t: TestApp;
    let unitId: string;
    const paid: PayOrderView[] = [];

    beforeAll(async () => {
      const dir = mkdtempSync(join(tmpdir(), 'wechatpay-keys-'));
      writeFileSync(join(dir, 'apiclient_key.pem'), merchant.privateKeyPem);
      writeFileSync(join(dir, 'pub_key.pem'), fake.publicKeyPem || 'unused');
      t = await createTestApp({
        PAYMENT_PROVIDER: 'wechat',
        PAY_NOTIFY_URL: NOTIFY_URL,
        WECHATPAY_MCHID: MCHID,
        WECHATPAY_APPID: APPID,
        WECHATPAY_SERIAL_NO: merchant.serial,
        WECHATPAY_PRIVATE_KEY_FILE: join(dir, 'apiclient_key.pem'),
        WECHATPAY_APIV3_KEY: APIV3_KEY,
        WECHATPAY_BASE_URL: fake.url,
        ...(mode === 'publicKey' ? { WECHATPAY_PUBLIC_KEY_FILE: join(dir, 'pub_key.pem'), WECHATPAY_PUBLIC_KEY_ID: fake.serial } : {}),
      });
      unitId = (await t.db.selectFrom('units').select('id').executeTakeFirstOrThrow()).id;
      // Stands in for the inspection module in this app's context.
      t.ctx.modules = {
        ...t.ctx.modules,
        payments: {
          inspection: {
            async paid(_tx, order) {
              paid.push(order);
            },
          },
        },
      };
    });
    afterAll(() => t.close());

    it('opens an order at WeChat and settles it from the raw notification, once', async () => {
      const bizId = newId();
      const order = await openOrder(t.ctx, { purpose: 'inspection', bizId, payeeUnitId: unitId, amountFen: 3_300, description: '特种设备检验费 JY001' });
      expect(order).toMatchObject({ state: 'open', provider: 'wechat', amountFen: 3_300 });
      expect(order.codeUrl).toMatch(/^weixin:\/\//);
      fake.pay(order.outTradeNo);
      const n = fake.notification(order.outTradeNo);
      // As WeChat posts it: no header of our pages, the body exactly as signed.
      const post = () => t.app.inject({ method: 'POST', url: '/api/pay/notify', headers: { 'content-type': 'application/json', ...n.headers }, payload: n.body });
      expect((await post()).statusCode).toBe(204);
      expect((await post()).statusCode).toBe(204);
      expect(paid.filter((p) => p.bizId === bizId)).toHaveLength(1);
      expect(await findLatestOrder(t.ctx, 'inspection', bizId)).toMatchObject({ state: 'paid', transactionId: fake.trades.get(order.outTradeNo)!.transactionId });
    });

    it('answers a notification that fails its signature so that WeChat sends it again', async () => {
      const order = await openOrder(t.ctx, { purpose: 'inspection', bizId: newId(), payeeUnitId: unitId, amountFen: 100, description: '特种设备检验费' });
      fake.pay(order.outTradeNo);
      const n = fake.notification(order.outTradeNo, { signature: 'foreign' });
      const res = await t.app.inject({ method: 'POST', url: '/api/pay/notify', headers: { 'content-type': 'application/json', ...n.headers }, payload: n.body });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'FAIL' });
      expect((await t.db.selectFrom('pay_orders').select('state').where('out_trade_no', '=', order.outTradeNo).executeTakeFirstOrThrow()).state).toBe('open');
    });

    it('leaves no usable order when WeChat does not answer in time', async () => {
      const bizId = newId();
      const real = t.ctx.payment;
      t.ctx.payment = make({ timeoutMs: 200 });
      fake.knobs.delayMs = 1500;
      try {
        await expect(openOrder(t.ctx, { purpose: 'inspection', bizId, payeeUnitId: unitId, amountFen: 100, description: '特种设备检验费' })).rejects.toMatchObject({
          code: 'BUSINESS',
          message: '支付服务暂时无法使用，请稍后再试',
        });
      } finally {
        fake.knobs.delayMs = 0;
        t.ctx.payment = real;
      }
      expect(await findLatestOrder(t.ctx, 'inspection', bizId)).toMatchObject({ state: 'closed' });
      const again = await openOrder(t.ctx, { purpose: 'inspection', bizId, payeeUnitId: unitId, amountFen: 100, description: '特种设备检验费' });
      expect(again.state).toBe('open');
    });

    it("refuses a QR above WeChat's 32-bit amount and opens nothing, so the fee goes by bank transfer", async () => {
      const bizId = newId();
      await expect(openOrder(t.ctx, { purpose: 'inspection', bizId, payeeUnitId: unitId, amountFen: 2_147_483_648, description: '特种设备检验费' })).rejects.toMatchObject({
        message: QR_PAY_OVER_LIMIT,
      });
      expect(await findLatestOrder(t.ctx, 'inspection', bizId)).toBeNull();
    });
  });
});
