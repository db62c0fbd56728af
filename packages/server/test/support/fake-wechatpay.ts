// @peculiar/x509 resolves its services through tsyringe, which needs the reflect polyfill loaded first.
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import { createHash, createPrivateKey, generateKeyPairSync, randomBytes, randomUUID, webcrypto, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { aesGcmEncrypt, parseAuthorization, rsaVerify, signedHeaders, signedMessage } from '../../src/platform/payment/wechat/crypto';

/**
 * A WeChat Pay API v3 merchant server on 127.0.0.1 for tests: it checks the merchant's Authorization signature,
 * signs every answer (with a platform certificate, or with the WeChat Pay public key), serves the encrypted
 * platform certificates, Native orders, query, close, refunds and their query, and the trade bill with its download;
 * it makes payment and refund notifications; and it can misbehave on demand.
 */

export type FakeMode = 'certificate' | 'publicKey';

export interface FakeTrade {
  outTradeNo: string;
  description: string;
  amountFen: number;
  /** What was paid (differs from amountFen only when a test asks). */
  paidFen: number;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'USERPAYING';
  transactionId: string;
  successTime: string;
  timeExpire: string;
  notifyUrl: string;
}

export interface FakeRefund {
  outRefundNo: string;
  outTradeNo: string;
  refundId: string;
  amountFen: number;
  state: 'PROCESSING' | 'SUCCESS' | 'ABNORMAL' | 'CLOSED';
  successTime: string;
  reason: string;
  notifyUrl: string;
}

interface Signer {
  serial: string;
  privateKey: KeyObject;
  /** The certificate (certificate mode), as WeChat serves it encrypted. */
  certificatePem: string;
}

export interface FakeOptions {
  mode: FakeMode;
  mchid: string;
  appid: string;
  apiV3Key: string;
  merchantSerial: string;
  merchantPublicKey: KeyObject;
}

/** A merchant's API key pair, as the merchant platform issues it (the private key in PEM for WECHATPAY_PRIVATE_KEY_FILE). */
export function merchantKeys(): { privateKeyPem: string; publicKey: KeyObject; serial: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicKey, serial: randomBytes(20).toString('hex').toUpperCase() };
}

const RSA = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 } as const;

/** A platform certificate, self-signed the way tests can afford, with its key. */
async function platformCertificate(): Promise<Signer> {
  const keys = await webcrypto.subtle.generateKey(RSA, true, ['sign', 'verify']);
  const serial = randomBytes(20)
    .toString('hex')
    .toUpperCase()
    .replace(/^[89A-F]/, '1');
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serial,
    name: 'CN=Tenpay.com Root CA, O=Tenpay.com, C=CN',
    notBefore: new Date(Date.now() - 86_400_000),
    notAfter: new Date(Date.now() + 5 * 365 * 86_400_000),
    signingAlgorithm: RSA,
    keys,
  });
  const der = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey));
  return { serial, privateKey: createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }), certificatePem: cert.toString('pem') };
}

function publicKeySigner(): Signer & { publicKeyPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const id = `PUB_KEY_ID_0114232134912410${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  return { serial: id, privateKey, certificatePem: '', publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

const chinaRfc3339 = (ms: number) => `${new Date(ms + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
const chinaDate = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 10);
const yuan = (fen: number) => `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const BILL_HEADER =
  '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注';

export class FakeWechatPay {
  readonly trades = new Map<string, FakeTrade>();
  readonly refunds = new Map<string, FakeRefund>();
  /** Every request, and whether its Authorization proved the merchant. */
  readonly requests: Array<{ method: string; path: string; authorized: boolean }> = [];
  /** Ways to misbehave, switched on by tests. */
  readonly knobs = {
    /** Sign answers with a key nobody knows. */
    badAnswerSignature: false,
    /** Answer this much later (ms). */
    delayMs: 0,
    /** Give the bill a digest that does not match its file. */
    wrongBillHash: false,
    /** Trades left out of the bill (paid here, absent there). */
    omitFromBill: new Set<string>(),
  };
  url = '';
  /** The public-key mode's key and id, for WECHATPAY_PUBLIC_KEY_FILE and WECHATPAY_PUBLIC_KEY_ID. */
  publicKeyPem = '';
  private signer!: Signer;
  /** Certificates served by /v3/certificates (the old one stays listed after a rotation, as WeChat does). */
  private certificates: Signer[] = [];
  private readonly bills = new Map<string, Buffer>();
  private server!: Server;

  private constructor(readonly opts: FakeOptions) {}

  static async start(opts: FakeOptions): Promise<FakeWechatPay> {
    const fake = new FakeWechatPay(opts);
    if (opts.mode === 'certificate') {
      fake.signer = await platformCertificate();
      fake.certificates = [fake.signer];
    } else {
      const s = publicKeySigner();
      fake.signer = s;
      fake.publicKeyPem = s.publicKeyPem;
    }
    fake.server = createServer((req, res) => void fake.handle(req, res));
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    return fake;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The serial (certificate mode) or key id (public-key mode) answers are signed with now. */
  get serial(): string {
    return this.signer.serial;
  }

  /** A new platform certificate signs from now on; the merchant has to download it to believe the answers. */
  async rotateCertificate(): Promise<void> {
    this.signer = await platformCertificate();
    this.certificates.push(this.signer);
  }

  /** The payer pays a trade (for `paidFen`, when a test wants a different amount). */
  pay(outTradeNo: string, paidFen?: number): FakeTrade {
    const t = this.trades.get(outTradeNo);
    if (!t) throw new Error(`no fake trade ${outTradeNo}`);
    t.state = 'SUCCESS';
    t.paidFen = paidFen ?? t.amountFen;
    t.transactionId = `4200${Date.now()}${randomBytes(4).readUInt32BE().toString().padStart(10, '0')}`.slice(0, 28);
    t.successTime = chinaRfc3339(Date.now());
    return t;
  }

  /** A trade of this merchant that the portal never made (found only in the bill). */
  addForeignTrade(outTradeNo: string, amountFen: number): void {
    this.trades.set(outTradeNo, { outTradeNo, description: '外部交易', amountFen, paidFen: 0, state: 'NOTPAY', transactionId: '', successTime: '', timeExpire: '', notifyUrl: '' });
    this.pay(outTradeNo);
  }

  private transaction(t: FakeTrade): Record<string, unknown> {
    return {
      appid: this.opts.appid,
      mchid: this.opts.mchid,
      out_trade_no: t.outTradeNo,
      ...(t.transactionId ? { transaction_id: t.transactionId } : {}),
      trade_type: 'NATIVE',
      trade_state: t.state,
      trade_state_desc: t.state === 'SUCCESS' ? '支付成功' : '未支付',
      bank_type: 'OTHERS',
      attach: '',
      ...(t.successTime ? { success_time: t.successTime } : {}),
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
      amount: { total: t.state === 'SUCCESS' ? t.paidFen : t.amountFen, payer_total: t.paidFen, currency: 'CNY', payer_currency: 'CNY' },
    };
  }

  /**
   * The payment notification WeChat Pay would post for a trade: signed and encrypted, or spoiled as asked
   * (a signature by another key, WeChat's probe signature, an old timestamp, another APIv3 key).
   */
  notification(outTradeNo: string, spoil: { signature?: 'foreign' | 'signtest'; ageSeconds?: number; apiV3Key?: string } = {}): { headers: Record<string, string>; body: string } {
    const t = this.trades.get(outTradeNo);
    if (!t) throw new Error(`no fake trade ${outTradeNo}`);
    const body = JSON.stringify({
      id: randomUUID(),
      create_time: chinaRfc3339(Date.now()),
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: { original_type: 'transaction', ...aesGcmEncrypt(spoil.apiV3Key ?? this.opts.apiV3Key, JSON.stringify(this.transaction(t)), 'transaction') },
    });
    const key = spoil.signature === 'foreign' ? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey : this.signer.privateKey;
    const headers = signedHeaders(key, this.signer.serial, body, Date.now() - (spoil.ageSeconds ?? 0) * 1000);
    if (spoil.signature === 'signtest') headers['Wechatpay-Signature'] = `WECHATPAY/SIGNTEST/${headers['Wechatpay-Signature']}`;
    return { headers, body };
  }

  private refund(r: FakeRefund): Record<string, unknown> {
    const t = this.trades.get(r.outTradeNo)!;
    return {
      refund_id: r.refundId,
      out_refund_no: r.outRefundNo,
      transaction_id: t.transactionId,
      out_trade_no: r.outTradeNo,
      channel: 'ORIGINAL',
      user_received_account: '支付用户零钱',
      ...(r.successTime ? { success_time: r.successTime } : {}),
      create_time: chinaRfc3339(Date.now()),
      status: r.state,
      funds_account: 'AVAILABLE',
      amount: { total: t.paidFen, refund: r.amountFen, payer_total: t.paidFen, payer_refund: r.amountFen, settlement_refund: r.amountFen, discount_refund: 0, currency: 'CNY' },
    };
  }

  /** The refund reaches the payer (SUCCESS), or the bank returns it (ABNORMAL), or it is closed. */
  settleRefund(outRefundNo: string, state: 'SUCCESS' | 'ABNORMAL' | 'CLOSED' = 'SUCCESS'): FakeRefund {
    const r = this.refunds.get(outRefundNo);
    if (!r) throw new Error(`no fake refund ${outRefundNo}`);
    r.state = state;
    if (state === 'SUCCESS') r.successTime = chinaRfc3339(Date.now());
    return r;
  }

  /** The refund notification WeChat Pay would post (REFUND.SUCCESS and the like), signed and encrypted like a payment's. */
  refundNotification(outRefundNo: string, spoil: { signature?: 'foreign' } = {}): { headers: Record<string, string>; body: string } {
    const r = this.refunds.get(outRefundNo);
    if (!r) throw new Error(`no fake refund ${outRefundNo}`);
    const { status, amount, ...rest } = this.refund(r);
    const resource = { mchid: this.opts.mchid, ...rest, refund_status: status, amount };
    const body = JSON.stringify({
      id: randomUUID(),
      create_time: chinaRfc3339(Date.now()),
      resource_type: 'encrypt-resource',
      event_type: `REFUND.${r.state}`,
      summary: '退款状态通知',
      resource: { original_type: 'refund', ...aesGcmEncrypt(this.opts.apiV3Key, JSON.stringify(resource), 'refund') },
    });
    const key = spoil.signature === 'foreign' ? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey : this.signer.privateKey;
    return { headers: signedHeaders(key, this.signer.serial, body), body };
  }

  private send(res: ServerResponse, status: number, value: unknown): void {
    const body = value === null ? '' : JSON.stringify(value);
    const key = this.knobs.badAnswerSignature ? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey : this.signer.privateKey;
    res.writeHead(status, { ...(body ? { 'content-type': 'application/json' } : {}), 'request-id': randomUUID(), ...signedHeaders(key, this.signer.serial, body) });
    res.end(body);
  }

  private refuse(res: ServerResponse, status: number, code: string, message: string): void {
    this.send(res, status, { code, message });
  }

  /** Checks the merchant's signature as WeChat does: mchid, certificate serial, time, and the RSA signature. */
  private authorized(req: IncomingMessage, pathAndQuery: string, body: string): boolean {
    const a = parseAuthorization(String(req.headers.authorization ?? ''));
    if (!a || a.mchid !== this.opts.mchid || a.serial_no !== this.opts.merchantSerial) return false;
    if (!/^\d+$/.test(a.timestamp ?? '') || Math.abs(Date.now() / 1000 - Number(a.timestamp)) > 300) return false;
    return rsaVerify(this.opts.merchantPublicKey, signedMessage(req.method ?? '', pathAndQuery, a.timestamp, a.nonce_str ?? '', body), a.signature ?? '');
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const pathAndQuery = req.url ?? '/';
    const url = new URL(pathAndQuery, this.url);
    const ok = this.authorized(req, pathAndQuery, body);
    this.requests.push({ method: req.method ?? '', path: url.pathname, authorized: ok });
    if (this.knobs.delayMs) await sleep(this.knobs.delayMs);
    if (res.destroyed) return;
    if (!ok) return this.refuse(res, 401, 'SIGN_ERROR', '签名错误');
    const route = `${req.method} ${url.pathname}`;
    const tradeMatch = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(url.pathname);

    if (route === 'GET /v3/certificates') {
      if (this.opts.mode !== 'certificate') return this.refuse(res, 404, 'RESOURCE_NOT_EXISTS', '无可用的平台证书');
      const data = this.certificates.map((c) => ({
        serial_no: c.serial,
        effective_time: chinaRfc3339(Date.now() - 86_400_000),
        expire_time: chinaRfc3339(Date.now() + 5 * 365 * 86_400_000),
        encrypt_certificate: aesGcmEncrypt(this.opts.apiV3Key, c.certificatePem, 'certificate'),
      }));
      return this.send(res, 200, { data });
    }
    if (route === 'POST /v3/pay/transactions/native') {
      const o = JSON.parse(body) as Record<string, unknown> & { amount?: { total?: unknown; currency?: unknown } };
      const valid =
        o.appid === this.opts.appid &&
        o.mchid === this.opts.mchid &&
        typeof o.description === 'string' &&
        o.description.length > 0 &&
        typeof o.out_trade_no === 'string' &&
        /^[0-9A-Za-z_\-|*]{6,32}$/.test(o.out_trade_no) &&
        typeof o.time_expire === 'string' &&
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/.test(o.time_expire) &&
        typeof o.notify_url === 'string' &&
        o.notify_url.startsWith('https://') &&
        Number.isSafeInteger(o.amount?.total) &&
        o.amount?.currency === 'CNY';
      if (!valid) return this.refuse(res, 400, 'PARAM_ERROR', '参数错误');
      const no = o.out_trade_no as string;
      if (this.trades.has(no)) return this.refuse(res, 400, 'OUT_TRADE_NO_USED', '商户订单号重复');
      this.trades.set(no, {
        outTradeNo: no,
        description: o.description as string,
        amountFen: o.amount!.total as number,
        paidFen: 0,
        state: 'NOTPAY',
        transactionId: '',
        successTime: '',
        timeExpire: o.time_expire as string,
        notifyUrl: o.notify_url as string,
      });
      return this.send(res, 200, { code_url: `weixin://wxpay/bizpayurl?pr=${randomBytes(6).toString('base64url')}` });
    }
    if (tradeMatch && req.method === 'GET' && !tradeMatch[2]) {
      if (url.searchParams.get('mchid') !== this.opts.mchid) return this.refuse(res, 400, 'PARAM_ERROR', 'mchid不正确');
      const t = this.trades.get(decodeURIComponent(tradeMatch[1]));
      return t ? this.send(res, 200, this.transaction(t)) : this.refuse(res, 404, 'ORDER_NOT_EXIST', '订单不存在');
    }
    if (tradeMatch && req.method === 'POST' && tradeMatch[2]) {
      if ((JSON.parse(body || '{}') as { mchid?: string }).mchid !== this.opts.mchid) return this.refuse(res, 400, 'PARAM_ERROR', 'mchid不正确');
      const t = this.trades.get(decodeURIComponent(tradeMatch[1]));
      if (!t) return this.refuse(res, 404, 'ORDER_NOT_EXIST', '订单不存在');
      if (t.state === 'SUCCESS') return this.refuse(res, 400, 'ORDERPAID', '订单已支付');
      t.state = 'CLOSED';
      return this.send(res, 204, null);
    }
    if (route === 'POST /v3/refund/domestic/refunds') {
      const o = JSON.parse(body) as Record<string, unknown> & { amount?: { refund?: unknown; total?: unknown; currency?: unknown } };
      const t = [...this.trades.values()].find((x) => (o.transaction_id ? x.transactionId === o.transaction_id : x.outTradeNo === o.out_trade_no));
      const valid =
        typeof o.out_refund_no === 'string' &&
        /^[0-9A-Za-z_\-|*@]{1,64}$/.test(o.out_refund_no) &&
        typeof o.notify_url === 'string' &&
        o.notify_url.startsWith('https://') &&
        Number.isSafeInteger(o.amount?.refund) &&
        Number.isSafeInteger(o.amount?.total) &&
        o.amount?.currency === 'CNY';
      if (!valid) return this.refuse(res, 400, 'PARAM_ERROR', '参数错误');
      const known = this.refunds.get(o.out_refund_no as string);
      if (known) return this.send(res, 200, this.refund(known));
      if (!t || t.state !== 'SUCCESS') return this.refuse(res, 404, 'RESOURCE_NOT_EXISTS', '订单不存在');
      if (o.amount!.total !== t.paidFen) return this.refuse(res, 400, 'PARAM_ERROR', '订单金额或退款金额与之前请求不一致');
      const refunded = [...this.refunds.values()].filter((r) => r.outTradeNo === t.outTradeNo).reduce((n, r) => n + r.amountFen, 0);
      if ((o.amount!.refund as number) > t.paidFen - refunded) return this.refuse(res, 403, 'NOT_ENOUGH', '基本账户余额不足，请充值后重新发起');
      const r: FakeRefund = {
        outRefundNo: o.out_refund_no as string,
        outTradeNo: t.outTradeNo,
        refundId: `5030${Date.now()}${randomBytes(4).readUInt32BE()}`.slice(0, 29),
        amountFen: o.amount!.refund as number,
        state: 'PROCESSING',
        successTime: '',
        reason: typeof o.reason === 'string' ? o.reason : '',
        notifyUrl: o.notify_url as string,
      };
      this.refunds.set(r.outRefundNo, r);
      return this.send(res, 200, this.refund(r));
    }
    const refundMatch = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(url.pathname);
    if (refundMatch && req.method === 'GET') {
      const r = this.refunds.get(decodeURIComponent(refundMatch[1]));
      return r ? this.send(res, 200, this.refund(r)) : this.refuse(res, 404, 'RESOURCE_NOT_EXISTS', '退款单不存在');
    }
    if (route === 'GET /v3/bill/tradebill') {
      const date = url.searchParams.get('bill_date') ?? '';
      if (url.searchParams.get('bill_type') !== 'ALL') return this.refuse(res, 400, 'PARAM_ERROR', 'bill_type不正确');
      const paid = [...this.trades.values()].filter((t) => t.state === 'SUCCESS' && chinaDate(t.successTime) === date && !this.knobs.omitFromBill.has(t.outTradeNo));
      if (!paid.length) return this.refuse(res, 400, 'NO_STATEMENT_EXIST', '账单不存在');
      const file = Buffer.from(this.billText(paid), 'utf8');
      const token = randomBytes(12).toString('base64url');
      this.bills.set(token, file);
      const digest = createHash('sha1')
        .update(this.knobs.wrongBillHash ? Buffer.concat([file, Buffer.from('x')]) : file)
        .digest('hex');
      return this.send(res, 200, { hash_type: 'SHA1', hash_value: digest, download_url: `${this.url}/v3/billdownload/file?token=${token}` });
    }
    if (route === 'GET /v3/billdownload/file') {
      const file = this.bills.get(url.searchParams.get('token') ?? '');
      if (!file) return this.refuse(res, 404, 'RESOURCE_NOT_EXISTS', '账单不存在');
      // The file is not signed: the tradebill answer's digest stands for it.
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      return void res.end(file);
    }
    return this.refuse(res, 404, 'NOT_FOUND', '接口不存在');
  }

  private billText(paid: FakeTrade[]): string {
    const rows = paid.map((t) =>
      [
        t.successTime.slice(0, 19).replace('T', ' '),
        this.opts.appid,
        this.opts.mchid,
        '0',
        '',
        t.transactionId,
        t.outTradeNo,
        'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
        'NATIVE',
        'SUCCESS',
        'OTHERS',
        'CNY',
        yuan(t.paidFen),
        '0.00',
        '0',
        '0',
        '0.00',
        '0.00',
        '',
        '',
        // A comma inside a field: the backticks keep the columns apart.
        `${t.description},检验`,
        '',
        '0.00000',
        '0.60%',
        yuan(t.paidFen),
        '0.00',
        '',
      ]
        .map((f) => `\`${f}`)
        .join(','),
    );
    const total = paid.reduce((n, t) => n + t.paidFen, 0);
    return [
      BILL_HEADER,
      ...rows,
      '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额',
      [String(paid.length), yuan(total), '0.00', '0.00', '0.00000', yuan(total), '0.00'].map((f) => `\`${f}`).join(','),
      '',
    ].join('\r\n');
  }
}
