import { PAY_NOTIFY_PATH, PORTAL_MODES, type PortalMode, type SiteFooter } from '@portal/contract';
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface Config {
  port: number;
  /** Server processes sharing the port (node:cluster); 1: this process serves alone. */
  workers: number;
  host: string;
  nodeEnv: string;
  isProduction: boolean;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  dataDir: string;
  webDir: string;
  cityName: string;
  /**
   * 'portal': the city's enterprise service platform; 'selfService': the provincial institute's platform for
   * re-issuing inspection reports and documents (spec §1), whose title and menu are that set (PORTAL_MODE).
   */
  mode: PortalMode;
  title: string;
  captcha: 'image' | 'off';
  sessionTtlHours: number;
  /** Single sign-on: a key (HS256 secret or RS256 key set), and the issuer, audience and age every token must have. */
  sso: { secret: string; jwksUrl: string; issuer: string; audience: string; maxAgeSeconds: number };
  manualUrl: string;
  seedDemo: boolean;
  /** PBKDF2 iterations for new password hashes. */
  passwordCost: number;
  logLevel: string;
  /** Largest accepted attachment, in bytes. */
  attachmentMaxBytes: number;
  /** Address phones reach the portal at (QR codes); empty: the address the desktop used. */
  publicBaseUrl: string;
  /**
   * The HMAC key of the references printed in documents' QR codes (DOCUMENT_REF_SECRET); empty: a key kept in
   * DATA_DIR/keys. Every server process must have the same one, and changing it makes printed codes unreadable.
   */
  documentRefSecret: string;
  sms: { provider: 'outbox' | 'http'; gatewayUrl: string; gatewayToken: string; sign: string };
  /**
   * Behind reverse proxies: how many hops, or which proxy addresses, X-Forwarded-For is believed for;
   * false: the connection's own address.
   */
  trustProxy: false | number | string[];
  /** What a government site shows at the foot of its public pages; every part empty unless configured. */
  siteFooter: SiteFooter;
  /** A file outside the database each new head of the audit chain is appended to; empty: the log only. */
  auditChainFile: string;
  /**
   * Where attachments are kept: DATA_DIR/files, or an S3-compatible bucket (under a key prefix) that
   * several server processes share. Empty keys: the SDK's own credential chain.
   */
  fileStore: { kind: 'local' } | { kind: 's3'; bucket: string; prefix: string; endpoint: string; region: string; accessKeyId: string; secretAccessKey: string };
  /**
   * Who takes payments: the sandbox (plays WeChat Pay inside the portal; never in production), WeChat Pay v3 with the
   * merchant's keys, or none (bank transfers only: no QR is offered).
   */
  payment: PaymentConfig;
}

export type PaymentConfig =
  | { provider: 'sandbox' | 'none'; notifyUrl: string }
  | {
      provider: 'wechat';
      /** Where WeChat Pay posts its notifications (https). */
      notifyUrl: string;
      mchid: string;
      appid: string;
      /** The serial number of the merchant's API certificate. */
      serialNo: string;
      privateKeyPem: string;
      apiV3Key: string;
      /** The WeChat Pay public key and its id; null: platform certificates, downloaded from WeChat Pay. */
      publicKey: { id: string; pem: string } | null;
      baseUrl: string;
    };

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, dflt: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return dflt;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(`${name}: expected a whole number from ${min} to ${max}, got "${raw}"`);
  return n;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], dflt: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return dflt;
  if (!allowed.includes(raw as T)) throw new ConfigError(`${name}: expected one of ${allowed.join(', ')}, got "${raw}"`);
  return raw as T;
}

function bool(env: Env, name: string, dflt: boolean): boolean {
  return oneOf(env, name, ['true', 'false', '1', '0'] as const, dflt ? 'true' : 'false').match(/^(true|1)$/) !== null;
}

function publicBaseUrl(env: Env): string {
  const raw = (env.PUBLIC_BASE_URL ?? '').replace(/\/+$/, '');
  if (raw && !/^https?:\/\/[^/]+(\/.*)?$/.test(raw)) throw new ConfigError('PUBLIC_BASE_URL: expected an http(s) address such as https://tzsb.example.gov.cn');
  return raw;
}

function documentRefSecret(env: Env): string {
  const raw = (env.DOCUMENT_REF_SECRET ?? '').trim();
  if (raw && raw.length < 32) throw new ConfigError('DOCUMENT_REF_SECRET: must be at least 32 characters (or empty to keep a generated key in DATA_DIR/keys)');
  return raw;
}

function smsConfig(env: Env, cityName: string): Config['sms'] {
  const provider = oneOf(env, 'SMS_PROVIDER', ['outbox', 'http'] as const, 'outbox');
  const gatewayUrl = env.SMS_GATEWAY_URL ?? '';
  if (provider === 'http' && !/^https?:\/\//.test(gatewayUrl)) throw new ConfigError('SMS_GATEWAY_URL: SMS_PROVIDER=http needs the gateway address (http or https)');
  return { provider, gatewayUrl, gatewayToken: env.SMS_GATEWAY_TOKEN ?? '', sign: env.SMS_SIGN || `【${cityName}特种设备】` };
}

/** A PEM key file named by a variable, read and checked to be an RSA key of the kind asked for. */
function rsaKeyFile(env: Env, cwd: string, name: string, kind: 'private' | 'public'): string {
  const file = (env[name] ?? '').trim();
  if (!file)
    throw new ConfigError(
      `${name}: PAYMENT_PROVIDER=wechat needs the ${kind === 'private' ? "merchant's API private key (apiclient_key.pem)" : 'WeChat Pay public key (pub_key.pem)'} file`,
    );
  let pem: string;
  try {
    pem = readFileSync(resolve(cwd, file), 'utf8');
  } catch {
    throw new ConfigError(`${name}: cannot read ${file}`);
  }
  try {
    const key = kind === 'private' ? createPrivateKey(pem) : createPublicKey(pem);
    if (key.asymmetricKeyType !== 'rsa') throw new Error('not RSA');
  } catch {
    throw new ConfigError(`${name}: ${file} is not an RSA ${kind} key in PEM form`);
  }
  return pem;
}

/** PAYMENT_PROVIDER and, for WeChat Pay, the merchant's WECHATPAY_* settings; PAY_NOTIFY_URL defaults to PUBLIC_BASE_URL's notify path. */
function paymentConfig(env: Env, cwd: string, baseUrl: string, isProduction: boolean): PaymentConfig {
  // Production must say who takes payments: the sandbox marks a fee paid for anyone who presses its button.
  if (isProduction && !(env.PAYMENT_PROVIDER ?? '').trim())
    throw new ConfigError('PAYMENT_PROVIDER: must be set when NODE_ENV=production: wechat (WeChat Pay) or none (bank transfers only)');
  const provider = oneOf(env, 'PAYMENT_PROVIDER', ['sandbox', 'wechat', 'none'] as const, 'sandbox');
  if (isProduction && provider === 'sandbox')
    throw new ConfigError('PAYMENT_PROVIDER: "sandbox" is refused when NODE_ENV=production; use wechat (WeChat Pay) or none (bank transfers only)');
  const notifyUrl = (env.PAY_NOTIFY_URL ?? '').trim() || (baseUrl ? `${baseUrl}${PAY_NOTIFY_PATH}` : '');
  // WeChat Pay refuses a notify address that carries a query string.
  if (notifyUrl && !/^https?:\/\/[^/?#\s]+\/[^?#\s]*$/.test(notifyUrl))
    throw new ConfigError(`PAY_NOTIFY_URL: expected an http(s) address without a query, such as https://tzsb.example.gov.cn${PAY_NOTIFY_PATH}`);
  if (provider !== 'wechat') return { provider, notifyUrl };

  if (!notifyUrl.startsWith('https://'))
    throw new ConfigError('PAY_NOTIFY_URL: PAYMENT_PROVIDER=wechat needs the https address WeChat Pay posts notifications to (or an https PUBLIC_BASE_URL)');
  const setting = (name: string, rule: RegExp, what: string) => {
    const value = (env[name] ?? '').trim();
    if (!rule.test(value)) throw new ConfigError(`${name}: PAYMENT_PROVIDER=wechat needs ${what}${value ? `, got "${value.slice(0, 40)}"` : ''}`);
    return value;
  };
  const mchid = setting('WECHATPAY_MCHID', /^\d{6,20}$/, 'the merchant number (digits, such as 1900000109)');
  const appid = setting('WECHATPAY_APPID', /^[A-Za-z0-9_-]{6,32}$/, 'the AppID bound to the merchant (such as wxd678efh567hg6787)');
  const serialNo = setting('WECHATPAY_SERIAL_NO', /^[0-9A-Fa-f]{8,40}$/, "the serial number of the merchant's API certificate (hex)");
  const apiV3Key = env.WECHATPAY_APIV3_KEY ?? '';
  if (!/^[\x21-\x7e]{32}$/.test(apiV3Key)) throw new ConfigError('WECHATPAY_APIV3_KEY: expected the 32-character APIv3 key set on the merchant platform');
  const privateKeyPem = rsaKeyFile(env, cwd, 'WECHATPAY_PRIVATE_KEY_FILE', 'private');

  const publicKeyId = (env.WECHATPAY_PUBLIC_KEY_ID ?? '').trim();
  const publicKeyFile = (env.WECHATPAY_PUBLIC_KEY_FILE ?? '').trim();
  if (!publicKeyId !== !publicKeyFile)
    throw new ConfigError(
      `${publicKeyId ? 'WECHATPAY_PUBLIC_KEY_FILE' : 'WECHATPAY_PUBLIC_KEY_ID'}: set both WECHATPAY_PUBLIC_KEY_FILE and WECHATPAY_PUBLIC_KEY_ID, or neither to verify with platform certificates`,
    );
  if (publicKeyId && !/^PUB_KEY_ID_\w{1,64}$/.test(publicKeyId))
    throw new ConfigError(`WECHATPAY_PUBLIC_KEY_ID: expected the id shown with the key, PUB_KEY_ID_ followed by digits`);
  const publicKey = publicKeyId ? { id: publicKeyId, pem: rsaKeyFile(env, cwd, 'WECHATPAY_PUBLIC_KEY_FILE', 'public') } : null;

  const apiBase = (env.WECHATPAY_BASE_URL ?? '').trim().replace(/\/+$/, '') || 'https://api.mch.weixin.qq.com';
  const parsed = URL.canParse(apiBase) ? new URL(apiBase) : null;
  if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.pathname !== '/' || parsed.search || parsed.username)
    throw new ConfigError(`WECHATPAY_BASE_URL: expected a scheme and host only, such as https://api.mch.weixin.qq.com, got "${apiBase.slice(0, 60)}"`);
  if (isProduction && parsed.protocol !== 'https:') throw new ConfigError('WECHATPAY_BASE_URL: must be https when NODE_ENV=production');
  return { provider, notifyUrl, mchid, appid, serialNo, privateKeyPem, apiV3Key, publicKey, baseUrl: apiBase };
}

/** The proxies in front: a hop count or their addresses. `true` would believe any X-Forwarded-For, so it is refused. */
function trustProxy(env: Env): Config['trustProxy'] {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || raw === 'false' || raw === '0') return false;
  if (/^\d+$/.test(raw)) return int(env, 'TRUST_PROXY', 0, 1, 10);
  const list = raw.split(',').map((s) => s.trim());
  const address = /^(\d{1,3}(\.\d{1,3}){3}(\/\d{1,2})?|[0-9a-f:]+(\/\d{1,3})?)$/i;
  if (list.every((a) => address.test(a) && a !== ':')) return list;
  throw new ConfigError(
    `TRUST_PROXY: expected the number of proxies in front of the portal (e.g. 1) or their addresses (e.g. 10.0.0.5,10.0.0.6 or 10.0.0.0/24), got "${raw.slice(0, 40)}"; "true" would believe any X-Forwarded-For`,
  );
}

function ssoConfig(env: Env): Config['sso'] {
  const secret = env.SSO_JWT_SECRET ?? '';
  if (secret && secret.length < 32) throw new ConfigError('SSO_JWT_SECRET: must be at least 32 characters');
  const jwksUrl = env.SSO_JWKS_URL ?? '';
  if (jwksUrl && !/^https?:\/\//.test(jwksUrl)) throw new ConfigError('SSO_JWKS_URL: expected an http(s) address');
  const issuer = (env.SSO_ISSUER ?? '').trim();
  const audience = (env.SSO_AUDIENCE ?? '').trim();
  if ((secret || jwksUrl) && !issuer) throw new ConfigError('SSO_ISSUER: single sign-on is configured, so the issuer its tokens must name is required');
  if ((secret || jwksUrl) && !audience) throw new ConfigError('SSO_AUDIENCE: single sign-on is configured, so the audience its tokens must name is required');
  return { secret, jwksUrl, issuer, audience, maxAgeSeconds: int(env, 'SSO_MAX_AGE_SECONDS', 300, 10, 3600) };
}

/** A footer part: its variable, and the shape its value must have (checked only when set). */
const FOOTER_PARTS: Record<keyof SiteFooter, { name: string; rule: RegExp; example: string }> = {
  sponsor: { name: 'SITE_SPONSOR', rule: /^[^\p{Cc}]{2,60}$/u, example: '宁波市市场监督管理局' },
  icp: { name: 'SITE_ICP', rule: /^[^\p{Cc}]{0,20}ICP[备证][^\p{Cc}]{1,30}$/u, example: '浙ICP备12345678号-1' },
  policeFiling: { name: 'SITE_POLICE_FILING', rule: /^[^\p{Cc}]{0,10}公网安备\s*\d{10,16}号?$/u, example: '浙公网安备33020302000123号' },
  siteCode: { name: 'SITE_CODE', rule: /^[0-9A-Za-z]{10}$/, example: '3302000001' },
  supportPhone: { name: 'SITE_SUPPORT_PHONE', rule: /^\d[\d-]{2,19}$/, example: '0574-87000000' },
};

function siteFooter(env: Env): SiteFooter {
  const footer = {} as SiteFooter;
  for (const [key, part] of Object.entries(FOOTER_PARTS) as [keyof SiteFooter, (typeof FOOTER_PARTS)[keyof SiteFooter]][]) {
    const value = (env[part.name] ?? '').trim();
    if (value && !part.rule.test(value)) throw new ConfigError(`${part.name}: not a valid value, expected something like "${part.example}"`);
    footer[key] = value;
  }
  return footer;
}

const S3_SETTINGS = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** S3's bucket naming rules: 3 to 63 lowercase letters, digits, dots and hyphens, not shaped like an IP address. */
const validBucket = (name: string) => /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(name) && !/\.\.|\.-|-\./.test(name) && !/^\d+\.\d+\.\d+\.\d+$/.test(name);

/** FILE_STORE and the S3_* settings: empty keeps files under DATA_DIR, s3://bucket/prefix names a bucket. */
function fileStore(env: Env): Config['fileStore'] {
  const raw = (env.FILE_STORE ?? '').trim();
  const s3Set = S3_SETTINGS.filter((name) => (env[name] ?? '').trim() !== '');
  if (raw === '') {
    // Otherwise each machine would quietly keep its own files, which is what S3 settings are there to prevent.
    if (s3Set.length) throw new ConfigError(`FILE_STORE: ${s3Set.join(', ')} set but FILE_STORE is empty; set FILE_STORE=s3://bucket/prefix to use the bucket`);
    return { kind: 'local' };
  }
  const m = /^s3:\/\/([^/]*)(?:\/(.*))?$/.exec(raw);
  if (!m) throw new ConfigError(`FILE_STORE: expected empty (files under DATA_DIR) or s3://bucket/optional/prefix, got "${raw.slice(0, 60)}"`);
  const [, bucket, rest = ''] = m;
  if (!validBucket(bucket))
    throw new ConfigError(
      `FILE_STORE: "${bucket.slice(0, 63)}" is not a valid bucket name (3 to 63 lowercase letters, digits, dots and hyphens, starting and ending with a letter or digit)`,
    );
  const prefix = rest.replace(/\/+$/, '');
  if (prefix && !prefix.split('/').every((part) => /^[A-Za-z0-9._-]{1,100}$/.test(part) && part !== '.' && part !== '..'))
    throw new ConfigError(`FILE_STORE: the key prefix "${prefix.slice(0, 60)}" may hold only letters, digits, ".", "_", "-" and single "/" between parts`);

  const endpoint = (env.S3_ENDPOINT ?? '').trim().replace(/\/+$/, '');
  if (endpoint) {
    const url = URL.canParse(endpoint) ? new URL(endpoint) : null;
    if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash)
      throw new ConfigError(`S3_ENDPOINT: expected an http(s) address such as http://127.0.0.1:9000, got "${endpoint.slice(0, 60)}"`);
  }
  const region = (env.S3_REGION ?? '').trim() || 'us-east-1';
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(region) || region.length > 40) throw new ConfigError(`S3_REGION: expected a region name such as cn-north-1, got "${region.slice(0, 40)}"`);
  const accessKeyId = (env.S3_ACCESS_KEY_ID ?? '').trim();
  const secretAccessKey = (env.S3_SECRET_ACCESS_KEY ?? '').trim();
  if (!accessKeyId !== !secretAccessKey)
    throw new ConfigError(
      `${accessKeyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither to use the SDK's credential chain`,
    );
  return { kind: 's3', bucket, prefix, endpoint, region, accessKeyId, secretAccessKey };
}

/** Reads the environment once at start; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const nodeEnv = env.NODE_ENV || 'development';
  const isProduction = nodeEnv === 'production';
  const dataDir = resolve(cwd, env.DATA_DIR || './data');

  const dbUrl = env.DATABASE_URL ?? '';
  let database: Config['database'];
  if (dbUrl === '') database = { kind: 'sqlite', file: resolve(dataDir, 'portal.sqlite') };
  else if (dbUrl.startsWith('sqlite:')) {
    const file = dbUrl.slice('sqlite:'.length);
    if (!file) throw new ConfigError('DATABASE_URL: sqlite: needs a file path, e.g. sqlite:./data/portal.sqlite');
    database = { kind: 'sqlite', file: file === ':memory:' ? file : resolve(cwd, file) };
  } else if (/^postgres(ql)?:\/\//.test(dbUrl)) {
    try {
      new URL(dbUrl);
    } catch {
      throw new ConfigError('DATABASE_URL: not a valid postgres:// address');
    }
    database = { kind: 'postgres', url: dbUrl };
  } else throw new ConfigError(`DATABASE_URL: expected sqlite:PATH or postgres://..., got "${dbUrl.slice(0, 40)}"`);

  const captcha = oneOf(env, 'CAPTCHA', ['image', 'off'] as const, 'image');
  if (captcha === 'off' && isProduction) throw new ConfigError('CAPTCHA: "off" is refused when NODE_ENV=production');

  const cityName = (env.CITY_NAME ?? '宁波市').trim();
  if (!cityName || cityName.length > 20) throw new ConfigError('CITY_NAME: expected 1 to 20 characters');

  const mode = oneOf(env, 'PORTAL_MODE', PORTAL_MODES, 'portal');
  const instituteName = (env.INSTITUTE_NAME ?? '浙江省特种设备科学研究院').trim();
  if (!instituteName || instituteName.length > 40) throw new ConfigError('INSTITUTE_NAME: expected 1 to 40 characters');

  const manualUrl = env.MANUAL_URL ?? '/manual/operation-manual.html';
  if (!/^(https?:\/\/|\/)/.test(manualUrl)) throw new ConfigError('MANUAL_URL: expected an http(s) address or a path starting with /');

  const logLevel = oneOf(env, 'LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, 'info');

  return {
    port: int(env, 'PORT', 8080, 0, 65535),
    workers: int(env, 'WORKERS', 1, 1, 64),
    host: env.HOST || '0.0.0.0',
    nodeEnv,
    isProduction,
    database,
    dataDir,
    webDir: resolve(cwd, env.WEB_DIR || 'packages/web/dist'),
    cityName,
    mode,
    title: mode === 'selfService' ? `${instituteName}检验报告及文书自助补打平台` : `${cityName}特种设备企业服务平台`,
    captcha,
    sessionTtlHours: int(env, 'SESSION_TTL_HOURS', 24, 1, 24 * 30),
    sso: ssoConfig(env),
    manualUrl,
    seedDemo: bool(env, 'SEED_DEMO', !isProduction),
    passwordCost: int(env, 'PASSWORD_COST', 120_000, 1_000, 10_000_000),
    logLevel,
    trustProxy: trustProxy(env),
    attachmentMaxBytes: int(env, 'ATTACHMENT_MAX_MB', 20, 1, 1024) * 1024 * 1024,
    publicBaseUrl: publicBaseUrl(env),
    documentRefSecret: documentRefSecret(env),
    sms: smsConfig(env, cityName),
    siteFooter: siteFooter(env),
    auditChainFile: env.AUDIT_CHAIN_FILE ? resolve(cwd, env.AUDIT_CHAIN_FILE) : '',
    fileStore: fileStore(env),
    payment: paymentConfig(env, cwd, publicBaseUrl(env), isProduction),
  };
}
