import { createPrivateKey, createPublicKey } from 'node:crypto';
import type { Config } from '../../config';
import type { Database } from '../db';
import type { PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox';
import { createWechatProvider } from './wechat/client';

/** The configured provider, made once at start. */
export function createPaymentProvider(config: Config, db: Database): PaymentProvider {
  const p = config.payment;
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
