import type { KeyObject } from 'node:crypto';
import { headerOf, PaymentSignatureError, type NotificationHeaders } from '../provider';
import { MAX_CLOCK_SKEW_SECONDS, rsaVerify, signedMessage } from './crypto';

/** A platform certificate's key, by its serial number (upper-case hex, as WeChat names it). */
export interface PlatformCertificate {
  serialNo: string;
  publicKey: KeyObject;
  /** ms since the epoch; an expired certificate proves nothing. */
  notAfter: number;
}

export interface VerifierOptions {
  /** Public-key mode: the WeChat Pay public key and its id (PUB_KEY_ID_…), as the merchant platform shows them. */
  publicKey: { id: string; key: KeyObject } | null;
  /** Certificate mode: downloads the platform certificates, already proven; null when only the public key is used. */
  loadCertificates: (() => Promise<PlatformCertificate[]>) | null;
  now?: () => number;
}

/** A forged serial must not make us download certificates on every request. */
const RELOAD_MIN_MS = 60_000;

/**
 * Proves WeChat Pay's answers and notifications: the signature over `timestamp\nnonce\nbody\n` with the key the
 * Wechatpay-Serial header names, either the configured public key or a platform certificate (downloaded, kept,
 * and downloaded again when an unknown serial appears). A signature more than five minutes off our clock, or
 * one of WeChat's probe signatures (WECHATPAY/SIGNTEST/…), is refused.
 */
export class SignatureVerifier {
  private certificates = new Map<string, PlatformCertificate>();
  private loadedAt = 0;
  private loading: Promise<void> | null = null;
  private readonly now: () => number;

  constructor(private readonly opts: VerifierOptions) {
    this.now = opts.now ?? Date.now;
  }

  /** Throws PaymentSignatureError unless the headers prove the body. */
  async verify(headers: NotificationHeaders | Headers, body: string): Promise<void> {
    const timestamp = headerOf(headers, 'Wechatpay-Timestamp');
    const nonce = headerOf(headers, 'Wechatpay-Nonce');
    const signature = headerOf(headers, 'Wechatpay-Signature');
    const serial = headerOf(headers, 'Wechatpay-Serial');
    if (!timestamp || !nonce || !signature || !serial) throw new PaymentSignatureError('缺少微信支付签名', 'missing');
    if (signature.startsWith('WECHATPAY/SIGNTEST/')) throw new PaymentSignatureError('签名探测请求', 'invalid');
    if (!/^\d{1,12}$/.test(timestamp) || Math.abs(this.now() / 1000 - Number(timestamp)) > MAX_CLOCK_SKEW_SECONDS)
      throw new PaymentSignatureError('签名时间与本地时间相差过大', 'invalid');
    const key = await this.keyFor(serial);
    if (!key) throw new PaymentSignatureError('未知的签名证书或公钥', 'invalid');
    if (!rsaVerify(key, signedMessage(timestamp, nonce, body), signature)) throw new PaymentSignatureError('签名验证失败', 'invalid');
  }

  /** Replaces the certificates kept (after a download proved them). */
  useCertificates(list: readonly PlatformCertificate[]): void {
    this.certificates = new Map(list.map((c) => [c.serialNo.toUpperCase(), c]));
    this.loadedAt = this.now();
  }

  private async keyFor(serial: string): Promise<KeyObject | null> {
    const { publicKey, loadCertificates } = this.opts;
    if (publicKey && serial === publicKey.id) return publicKey.key;
    // A public key id we were not given: no download can make it known.
    if (serial.startsWith('PUB_KEY_ID_')) return null;
    const id = serial.toUpperCase();
    const valid = () => {
      const c = this.certificates.get(id);
      return c && c.notAfter > this.now() ? c.publicKey : null;
    };
    const known = valid();
    if (known) return known;
    if (!loadCertificates || (this.loadedAt && this.now() - this.loadedAt < RELOAD_MIN_MS)) return null;
    // One download at a time, shared by every request waiting for it.
    this.loading ??= loadCertificates()
      .then((list) => this.useCertificates(list))
      .finally(() => {
        this.loading = null;
      });
    await this.loading;
    return valid();
  }
}
