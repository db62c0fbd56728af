import { NO_QR_PAY } from '@portal/contract';
import { createPrivateKey, createPublicKey } from 'node:crypto';
import type { Config } from '../../config';
import type { Database } from '../db';
import { PaymentProviderError, PaymentSignatureError, type PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox';
import { createWechatProvider } from './wechat/client';

/** PAYMENT_PROVIDER=none: bank transfers only. Nothing is opened anywhere, and no notification is believed. */
function noProvider(): PaymentProvider {
  const refuse = () => Promise.reject(new PaymentProviderError('NOT_CONFIGURED', NO_QR_PAY));
  return {
    name: 'none',
    createNative: refuse,
    query: refuse,
    close: refuse,
    refund: refuse,
    queryRefund: refuse,
    verifyNotification: () => Promise.reject(new PaymentSignatureError('未开通在线支付', 'missing')),
    fetchBill: async () => [],
  };
}

/** The configured provider, made once at start. */
export function createPaymentProvider(config: Config, db: Database): PaymentProvider {
  const p = config.payment;
  if (p.provider === 'none') return noProvider();
  if (p.provider === 'wechat')
    return createWechatProvider({
      mchid: p.mchid,
      appid: p.appid,
      serialNo: p.serialNo,
      privateKey: createPrivateKey(p.privateKeyPem),
      apiV3Key: p.apiV3Key,
      publicKey: p.publicKey ? { id: p.publicKey.id, key: createPublicKey(p.publicKey.pem) } : null,
      baseUrl: p.baseUrl,
    });
  return createSandboxProvider({ db, dataDir: config.dataDir, payee: config.title, publicBaseUrl: config.publicBaseUrl });
}
