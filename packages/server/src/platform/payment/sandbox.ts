import type { Selectable } from 'kysely';
import { pathOf, paymentApi } from '@portal/contract';
import { createHash, createHmac, createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, randomUUID, timingSafeEqual, type KeyObject } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../db';
import type { PaySandboxTradeTable } from '../db/schema';
import { newId, nowIso } from '../ids';
import {
  chinaDayRange,
  chinaRfc3339,
  PaymentProviderError,
  type BillLine,
  type PaymentProvider,
  type ProviderRefund,
  type ProviderTrade,
  type RefundState,
  type TradeState,
} from './provider';
import { aesGcmEncrypt, signedHeaders } from './wechat/crypto';
import { decodeNotification } from './wechat/transaction';
import { SignatureVerifier } from './wechat/verifier';

/** The merchant the sandbox's notifications name. */
export const SANDBOX_MCHID = 'SANDBOX';

type SandboxState = 'NOTPAY' | 'SUCCESS' | 'CLOSED';

/** What the sandbox page may show of a trade: payee, description and amount, and whether it can still be paid. */
export interface SandboxTradeView {
  payee: string;
  description: string;
  amountFen: number;
  state: SandboxState;
  expired: boolean;
}

/** A notification as WeChat Pay would post it: signed headers and the body. */
export interface SignedNotification {
  headers: Record<string, string>;
  body: string;
}

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** The trade a page ticket names; null for a ticket this sandbox did not make. */
  describe(ticket: string): Promise<SandboxTradeView | null>;
  /**
   * The payer's press on the page: pays the trade if it is still payable, and returns the notification WeChat
   * would send for it (again, if it was paid already). null for a ticket this sandbox did not make.
   */
  pay(ticket: string): Promise<{ state: SandboxState; notification: SignedNotification | null } | null>;
  /**
   * The money reaching the payer, a moment after a refund was taken: completes it and returns the REFUND.SUCCESS
   * notification WeChat would send for it. null for a refund this sandbox does not hold.
   */
  completeRefund(outRefundNo: string): Promise<SignedNotification | null>;
}

interface SandboxKeys {
  privateKey: KeyObject;
  publicKey: { id: string; key: KeyObject };
  apiV3Key: string;
  /** Signs page tickets. */
  pageKey: Buffer;
}

/**
 * Writes a generated secret once, with owner-only access: created beside the target and linked into place, so a
 * second process starting at the same moment reads the first one's whole file instead of a half-written one.
 */
function keepOnce(file: string, make: () => string): string {
  if (!existsSync(file)) {
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    writeFileSync(tmp, make(), { mode: 0o600 });
    chmodSync(tmp, 0o600);
    try {
      linkSync(tmp, file);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    } finally {
      unlinkSync(tmp);
    }
  }
  return readFileSync(file, 'utf8');
}

/**
 * The sandbox's own keys under DATA_DIR/keys, made on first use and kept (as documents' reference key is): an RSA
 * key pair that signs its notifications in WeChat's public-key mode, and an APIv3 key that encrypts them.
 * Every server process reads the same files, so a notification one signs, another verifies.
 */
export function loadSandboxKeys(dataDir: string): SandboxKeys {
  const dir = join(dataDir, 'keys');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const pem = keepOnce(join(dir, 'pay-sandbox-rsa.pem'), () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
  const apiV3Key = keepOnce(join(dir, 'pay-sandbox-apiv3.key'), () => randomBytes(16).toString('hex')).trim();
  if (!/^[0-9a-f]{32}$/.test(apiV3Key)) throw new Error(`${join(dir, 'pay-sandbox-apiv3.key')}: not a sandbox APIv3 key (32 hex digits); delete it to make a new one`);
  const privateKey = createPrivateKey(pem);
  const key = createPublicKey(privateKey);
  const fingerprint = createHash('sha256')
    .update(key.export({ type: 'spki', format: 'der' }))
    .digest('hex')
    .slice(0, 16)
    .toUpperCase();
  return {
    privateKey,
    publicKey: { id: `PUB_KEY_ID_SANDBOX${fingerprint}`, key },
    apiV3Key,
    pageKey: createHmac('sha256', apiV3Key).update('sandbox page tickets').digest(),
  };
}

const MAC_BYTES = 16;
const mac = (key: Buffer, id: string) => createHmac('sha256', key).update(`sandbox:${id}`).digest().subarray(0, MAC_BYTES).toString('base64url');

/** The trade id a ticket names, or null when this sandbox did not sign it. */
function readTicket(key: Buffer, ticket: string): string | null {
  const dot = ticket.lastIndexOf('.');
  if (dot < 1) return null;
  const id = ticket.slice(0, dot);
  const given = Buffer.from(ticket.slice(dot + 1));
  const expected = Buffer.from(mac(key, id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** A trade as the provider reads it back. */
type TradeRow = Omit<Selectable<PaySandboxTradeTable>, 'notify_url' | 'created_at'>;

const tradeOf = (r: TradeRow): ProviderTrade => ({
  outTradeNo: r.out_trade_no,
  state: r.state as TradeState,
  amountFen: r.amount_fen,
  transactionId: r.transaction_id,
  paidAt: r.paid_at,
});

interface RefundRow {
  out_refund_no: string;
  refund_id: string;
  out_trade_no: string;
  amount_fen: number | string;
  state: string;
  succeeded_at: string | null;
}

const refundOf = (r: RefundRow): ProviderRefund => ({
  outRefundNo: r.out_refund_no,
  outTradeNo: r.out_trade_no,
  refundId: r.refund_id,
  state: r.state as RefundState,
  amountFen: Number(r.amount_fen),
  succeededAt: r.succeeded_at,
});

/** A refusal as WeChat answers it: HTTP 400 with its code. */
const refusal = (code: string, message: string) => new PaymentProviderError(code, message, 400);

/** China time as bills write it: 2026-11-23 10:34:56. */
const billTime = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * The default provider: plays WeChat Pay inside the portal. Its trades are rows of the shared database (so any
 * server process can answer for them); its QR opens the portal's own sandbox page, whose button pays the trade
 * and yields a notification signed and encrypted exactly as WeChat's, checked by the same code.
 */
export function createSandboxProvider(o: { db: Database; dataDir: string; payee: string; publicBaseUrl: string }): SandboxProvider {
  const { db } = o;
  let keys: SandboxKeys | null = null;
  let verifier: SignatureVerifier | null = null;
  const k = () => (keys ??= loadSandboxKeys(o.dataDir));
  const verifierOf = () => (verifier ??= new SignatureVerifier({ publicKey: k().publicKey, loadCertificates: null }));

  const byId = (id: string) => db.selectFrom('pay_sandbox_trades').selectAll().where('id', '=', id).executeTakeFirst();
  const byTradeNo = (no: string) => db.selectFrom('pay_sandbox_trades').selectAll().where('out_trade_no', '=', no).executeTakeFirst();

  const refundByNo = (no: string) => db.selectFrom('pay_sandbox_refunds').selectAll().where('out_refund_no', '=', no).executeTakeFirst();

  /** A notification as WeChat signs and encrypts it. */
  function signed(eventType: string, summary: string, originalType: string, resource: object): SignedNotification {
    const body = JSON.stringify({
      id: randomUUID(),
      create_time: chinaRfc3339(new Date()),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary,
      resource: { original_type: originalType, ...aesGcmEncrypt(k().apiV3Key, JSON.stringify(resource), originalType) },
    });
    return { headers: signedHeaders(k().privateKey, k().publicKey.id, body), body };
  }

  function notificationOf(r: TradeRow): SignedNotification {
    const total = r.amount_fen;
    const transaction: Record<string, unknown> = {
      mchid: SANDBOX_MCHID,
      appid: SANDBOX_MCHID,
      out_trade_no: r.out_trade_no,
      transaction_id: r.transaction_id,
      trade_type: 'NATIVE',
      trade_state: 'SUCCESS',
      trade_state_desc: '支付成功',
      bank_type: 'OTHERS',
      success_time: chinaRfc3339(new Date(r.paid_at ?? Date.now())),
      payer: { openid: 'sandbox' },
      amount: { total, payer_total: total, currency: 'CNY', payer_currency: 'CNY' },
    };
    return signed('TRANSACTION.SUCCESS', '支付成功', 'transaction', transaction);
  }

  return {
    name: 'sandbox',

    async createNative(order) {
      if (await byTradeNo(order.outTradeNo)) throw new PaymentProviderError('OUT_TRADE_NO_USED', '商户订单号重复');
      const id = newId();
      await db
        .insertInto('pay_sandbox_trades')
        .values({
          id,
          out_trade_no: order.outTradeNo,
          description: order.description,
          amount_fen: order.amountFen,
          state: 'NOTPAY',
          transaction_id: '',
          notify_url: order.notifyUrl,
          expires_at: order.expiresAt.toISOString(),
          paid_at: null,
          created_at: nowIso(),
        })
        .execute();
      return { codeUrl: `${o.publicBaseUrl}${pathOf(paymentApi.sandboxPage, { ticket: `${id}.${mac(k().pageKey, id)}` })}` };
    },

    async query(outTradeNo) {
      const r = await byTradeNo(outTradeNo);
      return r ? tradeOf(r) : null;
    },

    async close(outTradeNo) {
      const r = await byTradeNo(outTradeNo);
      if (!r) throw new PaymentProviderError('ORDER_NOT_EXIST', '订单不存在');
      if (r.state === 'SUCCESS') throw new PaymentProviderError('ORDERPAID', '订单已支付');
      await db.updateTable('pay_sandbox_trades').set({ state: 'CLOSED' }).where('id', '=', r.id).where('state', '=', 'NOTPAY').execute();
    },

    async verifyNotification(headers, rawBody) {
      await verifierOf().verify(headers, rawBody);
      return decodeNotification(rawBody, k().apiV3Key, SANDBOX_MCHID);
    },

    async fetchBill(date): Promise<BillLine[]> {
      const { from, to } = chinaDayRange(date);
      const rows = await db
        .selectFrom('pay_sandbox_trades')
        .selectAll()
        .where('state', '=', 'SUCCESS')
        .where('paid_at', '>=', from)
        .where('paid_at', '<', to)
        .orderBy('paid_at')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        outTradeNo: r.out_trade_no,
        transactionId: r.transaction_id,
        state: 'SUCCESS',
        amountFen: r.amount_fen,
        refundFen: 0,
        tradeTime: billTime(r.paid_at!),
      }));
    },

    async refund(r) {
      const known = await refundByNo(r.outRefundNo);
      if (known) return refundOf(known);
      const trade = await byTradeNo(r.outTradeNo);
      if (!trade || (r.transactionId && trade.transaction_id !== r.transactionId)) throw refusal('RESOURCE_NOT_EXISTS', '订单不存在');
      if (trade.state !== 'SUCCESS') throw refusal('INVALID_REQUEST', '订单未支付，不能退款');
      if (r.totalFen !== trade.amount_fen) throw refusal('PARAM_ERROR', '订单金额与原订单不一致');
      const refunded = await db
        .selectFrom('pay_sandbox_refunds')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount_fen'), eb.val(0)).as('fen'))
        .where('out_trade_no', '=', r.outTradeNo)
        .executeTakeFirstOrThrow();
      if (!Number.isSafeInteger(r.amountFen) || r.amountFen <= 0 || r.amountFen > trade.amount_fen - Number(refunded.fen))
        throw refusal('NOT_ENOUGH', '申请退款金额超过订单可退金额');
      const serial = randomBytes(8).readBigUInt64BE().toString().padStart(20, '0');
      await db
        .insertInto('pay_sandbox_refunds')
        .values({
          out_refund_no: r.outRefundNo,
          refund_id: `SANDBOXR${serial}`,
          out_trade_no: r.outTradeNo,
          amount_fen: r.amountFen,
          state: 'PROCESSING',
          notify_url: r.notifyUrl,
          created_at: nowIso(),
          succeeded_at: null,
        })
        .execute();
      return refundOf((await refundByNo(r.outRefundNo))!);
    },

    async queryRefund(outRefundNo) {
      const r = await refundByNo(outRefundNo);
      return r ? refundOf(r) : null;
    },

    async completeRefund(outRefundNo) {
      await db
        .updateTable('pay_sandbox_refunds')
        .set({ state: 'SUCCESS', succeeded_at: nowIso() })
        .where('out_refund_no', '=', outRefundNo)
        .where('state', '=', 'PROCESSING')
        .execute();
      const r = await refundByNo(outRefundNo);
      const trade = r && (await byTradeNo(r.out_trade_no));
      if (!r || !trade) return null;
      return signed('REFUND.SUCCESS', '退款成功', 'refund', {
        mchid: SANDBOX_MCHID,
        out_trade_no: r.out_trade_no,
        transaction_id: trade.transaction_id,
        out_refund_no: r.out_refund_no,
        refund_id: r.refund_id,
        refund_status: 'SUCCESS',
        success_time: chinaRfc3339(new Date(r.succeeded_at ?? Date.now())),
        user_received_account: '支付用户零钱',
        amount: { total: trade.amount_fen, refund: Number(r.amount_fen), payer_total: trade.amount_fen, payer_refund: Number(r.amount_fen) },
      });
    },

    async describe(ticket) {
      const id = readTicket(k().pageKey, ticket);
      const r = id ? await byId(id) : undefined;
      if (!r) return null;
      return { payee: o.payee, description: r.description, amountFen: r.amount_fen, state: r.state as SandboxState, expired: Date.parse(r.expires_at) <= Date.now() };
    },

    async pay(ticket) {
      const id = readTicket(k().pageKey, ticket);
      if (!id) return null;
      const now = nowIso();
      const serial = `${now.slice(0, 10).replaceAll('-', '')}${randomBytes(8).readBigUInt64BE().toString().padStart(20, '0').slice(0, 14)}`;
      // Only an unpaid trade within its time: the payer cannot pay twice, or after the QR expired or was closed.
      await db
        .updateTable('pay_sandbox_trades')
        .set({ state: 'SUCCESS', transaction_id: `SANDBOX${serial}`, paid_at: now })
        .where('id', '=', id)
        .where('state', '=', 'NOTPAY')
        .where('expires_at', '>', now)
        .execute();
      const r = await byId(id);
      if (!r) return null;
      if (r.state === 'SUCCESS') return { state: 'SUCCESS', notification: notificationOf(r) };
      return { state: 'CLOSED', notification: null };
    },
  };
}
