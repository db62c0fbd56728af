import { randomUUID } from 'node:crypto';
import { chinaRfc3339 } from '../../src/platform/payment/provider';
import { loadSandboxKeys, SANDBOX_MCHID } from '../../src/platform/payment/sandbox';
import { aesGcmEncrypt, signedHeaders } from '../../src/platform/payment/wechat/crypto';
import type { TestApp } from '../helpers';

/** A payment notification signed with the sandbox's keys for whatever trade a test needs (another amount, a closed order). */
export function sandboxNotice(t: TestApp, o: { outTradeNo: string; amountFen: number }): { headers: Record<string, string>; body: string } {
  const keys = loadSandboxKeys(t.config.dataDir);
  const transaction = {
    mchid: SANDBOX_MCHID,
    appid: SANDBOX_MCHID,
    out_trade_no: o.outTradeNo,
    transaction_id: `SANDBOX${Date.now()}${Math.floor(Math.random() * 1e6)}`,
    trade_state: 'SUCCESS',
    success_time: chinaRfc3339(new Date()),
    amount: { total: o.amountFen, payer_total: o.amountFen, currency: 'CNY' },
  };
  const body = JSON.stringify({
    id: randomUUID(),
    event_type: 'TRANSACTION.SUCCESS',
    resource_type: 'encrypt-resource',
    resource: { original_type: 'transaction', ...aesGcmEncrypt(keys.apiV3Key, JSON.stringify(transaction), 'transaction') },
  });
  return { headers: signedHeaders(keys.privateKey, keys.publicKey.id, body), body };
}
