import { createCipheriv, createDecipheriv, createSign, createVerify, randomBytes, type KeyObject } from 'node:crypto';

/**
 * WeChat Pay API v3's cryptography, node:crypto only: RSA-SHA256 (PKCS#1 v1.5) signatures over
 * newline-terminated lines, and AEAD_AES_256_GCM with the merchant's APIv3 key for what it encrypts.
 */

export const SIGNATURE_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';
/** Answers and notifications signed further than this from our clock are refused (replays). */
export const MAX_CLOCK_SKEW_SECONDS = 300;

/** Each part followed by a line feed, the last included: the text both sides sign. */
export const signedMessage = (...parts: string[]): string => parts.map((p) => `${p}\n`).join('');

export const rsaSign = (privateKey: KeyObject, message: string): string => createSign('RSA-SHA256').update(message, 'utf8').sign(privateKey, 'base64');

export function rsaVerify(publicKey: KeyObject, message: string, signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** 32 letters and digits: request nonces. */
export const newNonce = (): string => randomBytes(16).toString('hex').toUpperCase();

export interface MerchantKey {
  mchid: string;
  /** The serial number of the merchant's API certificate. */
  serialNo: string;
  privateKey: KeyObject;
}

/** The Authorization header of a request: the merchant's signature over method, path with query, time, nonce and body. */
export function authorization(m: MerchantKey, method: string, pathAndQuery: string, body: string, now = Date.now(), nonce = newNonce()): string {
  const timestamp = String(Math.floor(now / 1000));
  const signature = rsaSign(m.privateKey, signedMessage(method, pathAndQuery, timestamp, nonce, body));
  return `${SIGNATURE_SCHEMA} mchid="${m.mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${m.serialNo}"`;
}

/** The fields of an Authorization header (the fake server and tests read it; WeChat does the same). */
export function parseAuthorization(header: string): Record<string, string> | null {
  if (!header.startsWith(`${SIGNATURE_SCHEMA} `)) return null;
  const fields: Record<string, string> = {};
  for (const m of header.slice(SIGNATURE_SCHEMA.length + 1).matchAll(/(\w+)="([^"]*)"/g)) fields[m[1]] = m[2];
  return fields;
}

/** What WeChat encrypts: a certificate, or a notification's resource. */
export interface EncryptedResource {
  algorithm?: string;
  nonce: string;
  associated_data?: string;
  /** Base64 of the ciphertext with the 16-byte tag at its end. */
  ciphertext: string;
}

const TAG_BYTES = 16;

/** Decrypts AEAD_AES_256_GCM with the APIv3 key; throws when the key, nonce, associated data or tag do not match. */
export function aesGcmDecrypt(apiV3Key: string, r: EncryptedResource): string {
  if (r.algorithm !== undefined && r.algorithm !== 'AEAD_AES_256_GCM') throw new Error(`unsupported algorithm ${r.algorithm}`);
  const data = Buffer.from(r.ciphertext, 'base64');
  if (data.length <= TAG_BYTES) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(r.nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
  if (r.associated_data) decipher.setAAD(Buffer.from(r.associated_data, 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - TAG_BYTES)), decipher.final()]).toString('utf8');
}

/** The other direction, as WeChat does it (the sandbox and the tests' fake server use it). */
export function aesGcmEncrypt(apiV3Key: string, plaintext: string, associatedData: string, nonce = randomBytes(6).toString('hex')): Required<EncryptedResource> {
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { algorithm: 'AEAD_AES_256_GCM', nonce, associated_data: associatedData, ciphertext: data.toString('base64') };
}

/** The headers WeChat Pay signs an answer or a notification with (the sandbox and the tests' fake server send them). */
export function signedHeaders(privateKey: KeyObject, serial: string, body: string, now = Date.now(), nonce = newNonce()): Record<string, string> {
  const timestamp = String(Math.floor(now / 1000));
  return {
    'Wechatpay-Timestamp': timestamp,
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Signature': rsaSign(privateKey, signedMessage(timestamp, nonce, body)),
    'Wechatpay-Serial': serial,
    'Wechatpay-Signature-Type': SIGNATURE_SCHEMA,
  };
}
