import { createHash, X509Certificate, type KeyObject } from 'node:crypto';
import { chinaRfc3339, PaymentProviderError, type PaymentProvider } from '../provider';
import { parseTradeBill } from './bill';
import { aesGcmDecrypt, authorization, type EncryptedResource, type MerchantKey } from './crypto';
import { decodeNotification, refundOf, tradeOf, type WechatRefund, type WechatTransaction } from './transaction';
import { SignatureVerifier, type PlatformCertificate } from './verifier';

export const WECHATPAY_BASE_URL = 'https://api.mch.weixin.qq.com';

export interface WechatPayOptions extends MerchantKey {
  appid: string;
  /** The APIv3 key (32 characters): decrypts certificates and notifications. */
  apiV3Key: string;
  /** Public-key mode; without it, answers are proven with the platform certificates, downloaded as needed. */
  publicKey: { id: string; key: KeyObject } | null;
  /** Scheme, host and port only: what is signed is the path and query. */
  baseUrl: string;
  timeoutMs?: number;
  now?: () => number;
}

interface Answer {
  status: number;
  headers: Headers;
  bytes: Buffer;
  text: string;
}

/** WeChat Pay API v3, Native (QR) payments, for a directly connected merchant (直连商户). */
export function createWechatProvider(o: WechatPayOptions): PaymentProvider {
  const now = o.now ?? Date.now;
  const timeoutMs = o.timeoutMs ?? 10_000;
  const base = o.baseUrl.replace(/\/+$/, '');

  /** One signed request; the answer as received, proven or not. */
  async function send(method: 'GET' | 'POST', pathAndQuery: string, payload?: object): Promise<Answer> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    try {
      const res = await fetch(base + pathAndQuery, {
        method,
        headers: {
          accept: 'application/json',
          'user-agent': 'special-equipment-portal',
          authorization: authorization(o, method, pathAndQuery, body, now()),
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: payload === undefined ? undefined : body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const bytes = Buffer.from(await res.arrayBuffer());
      return { status: res.status, headers: res.headers, bytes, text: bytes.toString('utf8') };
    } catch (e) {
      const timeout = e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');
      throw new PaymentProviderError(timeout ? 'TIMEOUT' : 'NETWORK', timeout ? '微信支付接口无应答' : '无法连接微信支付接口');
    }
  }

  const verifier = new SignatureVerifier({ publicKey: o.publicKey, loadCertificates: () => downloadCertificates(), now });

  /** A signed request whose answer must be proven; a refusal is thrown with WeChat's code when it is proven too. */
  async function call<T>(method: 'GET' | 'POST', pathAndQuery: string, payload?: object): Promise<T | null> {
    const a = await send(method, pathAndQuery, payload);
    if (a.status >= 200 && a.status < 300) {
      await verifier.verify(a.headers, a.text);
      return a.text ? (JSON.parse(a.text) as T) : null;
    }
    let code = `HTTP_${a.status}`;
    let message = `微信支付接口返回 HTTP ${a.status}`;
    try {
      await verifier.verify(a.headers, a.text);
      const refusal = JSON.parse(a.text) as { code?: string; message?: string };
      code = refusal.code ?? code;
      message = refusal.message ?? message;
    } catch {
      // Unproven: only the status is believed.
    }
    throw new PaymentProviderError(code, message, a.status);
  }

  /** The platform certificates, decrypted with the APIv3 key; the answer must be signed by one of them (or the public key). */
  async function downloadCertificates(): Promise<PlatformCertificate[]> {
    const a = await send('GET', '/v3/certificates');
    if (a.status !== 200) throw new PaymentProviderError(`HTTP_${a.status}`, `下载微信支付平台证书失败（HTTP ${a.status}）`, a.status);
    const data = (JSON.parse(a.text) as { data?: Array<{ serial_no: string; encrypt_certificate: EncryptedResource }> }).data ?? [];
    const list = data.map((c) => {
      const x509 = new X509Certificate(aesGcmDecrypt(o.apiV3Key, c.encrypt_certificate));
      if (x509.serialNumber.toUpperCase() !== c.serial_no.toUpperCase()) throw new PaymentProviderError('BAD_ANSWER', '平台证书序列号不符');
      return { serialNo: x509.serialNumber.toUpperCase(), publicKey: x509.publicKey, notAfter: Date.parse(x509.validTo) };
    });
    const check = new SignatureVerifier({ publicKey: o.publicKey, loadCertificates: null, now });
    check.useCertificates(list);
    await check.verify(a.headers, a.text);
    return list;
  }

  const tradePath = (outTradeNo: string) => `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}`;
  const REFUNDS = '/v3/refund/domestic/refunds';

  /** A refund answer about the refund asked for, or refused as not proven. */
  function refundAnswer(r: WechatRefund | null, outRefundNo: string) {
    const refund = refundOf(r ?? {});
    if (refund.outRefundNo !== outRefundNo) throw new PaymentProviderError('BAD_ANSWER', '退款结果的退款单号不符');
    return refund;
  }

  return {
    name: 'wechat',
    // WeChat Pay v3 carries amount.total as a 32-bit integer.
    maxAmountFen: 2_147_483_647,

    async createNative(order) {
      const answer = await call<{ code_url?: string }>('POST', '/v3/pay/transactions/native', {
        appid: o.appid,
        mchid: o.mchid,
        description: order.description,
        out_trade_no: order.outTradeNo,
        time_expire: chinaRfc3339(order.expiresAt),
        notify_url: order.notifyUrl,
        amount: { total: order.amountFen, currency: 'CNY' },
      });
      if (!answer?.code_url) throw new PaymentProviderError('BAD_ANSWER', '微信支付未返回二维码链接');
      return { codeUrl: answer.code_url };
    },

    async query(outTradeNo) {
      try {
        const t = await call<WechatTransaction>('GET', `${tradePath(outTradeNo)}?mchid=${encodeURIComponent(o.mchid)}`);
        const trade = tradeOf(t ?? {}, o.mchid);
        if (trade.outTradeNo !== outTradeNo) throw new PaymentProviderError('BAD_ANSWER', '查询结果的订单号不符');
        return trade;
      } catch (e) {
        if (e instanceof PaymentProviderError && e.code === 'ORDER_NOT_EXIST') return null;
        throw e;
      }
    },

    async close(outTradeNo) {
      await call('POST', `${tradePath(outTradeNo)}/close`, { mchid: o.mchid });
    },

    async verifyNotification(headers, rawBody) {
      await verifier.verify(headers, rawBody);
      return decodeNotification(rawBody, o.apiV3Key, o.mchid);
    },

    async refund(r) {
      const answer = await call<WechatRefund>('POST', REFUNDS, {
        ...(r.transactionId ? { transaction_id: r.transactionId } : { out_trade_no: r.outTradeNo }),
        out_refund_no: r.outRefundNo,
        reason: r.reason,
        notify_url: r.notifyUrl,
        amount: { refund: r.amountFen, total: r.totalFen, currency: 'CNY' },
      });
      return refundAnswer(answer, r.outRefundNo);
    },

    async queryRefund(outRefundNo) {
      try {
        return refundAnswer(await call<WechatRefund>('GET', `${REFUNDS}/${encodeURIComponent(outRefundNo)}`), outRefundNo);
      } catch (e) {
        if (e instanceof PaymentProviderError && e.code === 'RESOURCE_NOT_EXISTS') return null;
        throw e;
      }
    },

    async fetchBill(date) {
      let meta: { download_url?: string; hash_type?: string; hash_value?: string } | null;
      try {
        meta = await call('GET', `/v3/bill/tradebill?bill_date=${encodeURIComponent(date)}&bill_type=ALL`);
      } catch (e) {
        if (e instanceof PaymentProviderError && e.code === 'NO_STATEMENT_EXIST') return [];
        throw e;
      }
      if (!meta?.download_url || !meta.hash_value) throw new PaymentProviderError('BAD_ANSWER', '账单下载地址缺失');
      const url = new URL(meta.download_url);
      // The download is signed with our key: it goes only where the API itself is.
      if (url.origin !== new URL(base).origin) throw new PaymentProviderError('BAD_ANSWER', '账单下载地址不属于微信支付接口');
      const file = await send('GET', url.pathname + url.search);
      if (file.status !== 200) throw new PaymentProviderError(`HTTP_${file.status}`, `下载账单失败（HTTP ${file.status}）`, file.status);
      // The file itself is not signed; the proven answer's digest stands for it.
      const algorithm = (meta.hash_type ?? 'SHA1').toLowerCase();
      if (algorithm !== 'sha1' || createHash('sha1').update(file.bytes).digest('hex') !== meta.hash_value.toLowerCase())
        throw new PaymentProviderError('BAD_BILL', '账单摘要校验失败');
      return parseTradeBill(file.text);
    },
  };
}
