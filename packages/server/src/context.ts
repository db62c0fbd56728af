import type { Config } from './config';
import { hashPassword } from './platform/crypto/password';
import { loadSm2KeyPair, type Sm2KeyPair } from './platform/crypto/sm2';
import type { ModuleRegistry } from './module-manifest';
import { moduleRegistry } from './modules';
import type { Database } from './platform/db';
import { loadDocumentRefKey } from './platform/documents/ref-key';
import { createFileStore, type FileStore } from './platform/files/store';
import { newToken } from './platform/ids';
import { createPaymentProvider } from './platform/payment/create';
import type { PaymentProvider } from './platform/payment/provider';
import { createSmsProvider, type SmsProvider } from './platform/sms/provider';

/** What every module needs, built once at start. */
export interface AppContext {
  config: Config;
  db: Database;
  sm2: Sm2KeyPair;
  /** A hash of nothing anyone knows, verified for unknown users so they cost the same time as a wrong password. */
  dummyHash: string;
  sms: SmsProvider;
  /** Where attachments are kept (data directory or S3 bucket), chosen once from the configuration. */
  files: FileStore;
  /** The HMAC key of documents' QR references (DOCUMENT_REF_SECRET, or kept in DATA_DIR/keys). */
  documentRefKey: Buffer;
  /** Who takes payments (PAYMENT_PROVIDER): the sandbox, or WeChat Pay. */
  payment: PaymentProvider;
  /** What the modules declared (modules.ts): the engines find each kind's rules here. */
  modules: ModuleRegistry;
}

export async function createContext(config: Config, db: Database): Promise<AppContext> {
  return {
    config,
    db,
    sm2: loadSm2KeyPair(config.dataDir),
    dummyHash: await hashPassword(newToken(), config.passwordCost),
    sms: createSmsProvider(config.sms),
    files: await createFileStore(config),
    documentRefKey: loadDocumentRefKey(config.dataDir, config.documentRefSecret),
    payment: createPaymentProvider(config, db),
    modules: moduleRegistry(),
  };
}
