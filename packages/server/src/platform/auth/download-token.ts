import { DOWNLOAD_TOKEN_SECONDS, TOKEN_CLOCK_SKEW_SECONDS, type GenTokenInput } from '@portal/contract';
import { createDecipheriv, createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db';
import { newToken, nowIso } from '../ids';

/**
 * Signed downloads (spec §7). The browser asks for a token with its clock SM4-encrypted and the whole request
 * HMAC-SM3'd under a key only its session has; the server answers a token bound to that session, its unit and the
 * one download path. A file endpoint then serves only with a token that still names all three.
 */

const sm3Hmac = (key: Buffer, text: string) => createHmac('sm3', key).update(text).digest();

/**
 * The session's own key (32 bytes: SM4 key ‖ HMAC key), derived from the server's secret and the session's row
 * key, so every server process knows it and nothing needs storing. The browser gets it with the user's info.
 */
export const sessionSignKey = (secret: Buffer, sessionKey: string): Buffer => sm3Hmac(secret, `download-key:${sessionKey}`);

const sameBytes = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);

/**
 * The browser's clock in a token request, or null when the request was not made with this session's key: the MAC
 * is checked first, so a changed cipher never reaches the decryption.
 */
export function openTokenRequest(signKey: Buffer, req: Required<GenTokenInput>): number | null {
  const mac = sm3Hmac(signKey.subarray(16), `${req.randomNum}.${req.purpose}.${req.cipher}`);
  if (!sameBytes(mac, Buffer.from(req.mac, 'hex'))) return null;
  const raw = Buffer.from(req.cipher, 'hex');
  try {
    const decipher = createDecipheriv('sm4-cbc', signKey.subarray(0, 16), raw.subarray(0, 16));
    const text = Buffer.concat([decipher.update(raw.subarray(16)), decipher.final()]).toString('utf8');
    return /^\d{13}$/.test(text) ? Number(text) : null;
  } catch {
    return null;
  }
}

/** Whether the browser's clock is near enough to ours for the request to be a fresh one. */
export const freshClock = (clientMs: number, now = Date.now()) => Math.abs(now - clientMs) <= TOKEN_CLOCK_SKEW_SECONDS * 1000;

/**
 * Takes a request's random number once: false when this session already used it. Kept past the skew window, by
 * when a replay fails on its clock anyway.
 */
export async function takeNonce(db: Database, sessionKey: string, randomNum: string, now = Date.now()): Promise<boolean> {
  const r = await db
    .insertInto('download_nonces')
    .values({ nonce: `${sessionKey.slice(0, 32)}:${randomNum}`, expires_at: nowIso(now + 2 * TOKEN_CLOCK_SKEW_SECONDS * 1000) })
    .onConflict((oc) => oc.column('nonce').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function purgeDownloadNonces(db: Database): Promise<number> {
  const r = await db.deleteFrom('download_nonces').where('expires_at', '<=', nowIso()).executeTakeFirst();
  return Number(r.numDeletedRows);
}

export interface TokenBinding {
  sessionKey: string;
  unitId: string;
  /** The download endpoint's path. */
  purpose: string;
}

const tokenMac = (secret: Buffer, b: TokenBinding, exp: number, salt: string) =>
  sm3Hmac(secret, `download:${b.sessionKey}:${b.unitId}:${b.purpose}:${exp}:${salt}`).subarray(0, 16).toString('base64url');

/** `exp.salt.mac`: says nothing of whom it is for, and only names them again with the same session, unit and path. */
export function issueDownloadToken(secret: Buffer, b: TokenBinding, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + DOWNLOAD_TOKEN_SECONDS;
  const salt = newToken().slice(0, 12);
  return `${exp}.${salt}.${tokenMac(secret, b, exp, salt)}`;
}

/** Whether a token was issued for this binding and has not expired. */
export function checkDownloadToken(secret: Buffer, b: TokenBinding, token: string, now = Date.now()): boolean {
  const m = /^(\d{10})\.([\w-]{1,32})\.([\w-]{22})$/.exec(token);
  if (!m) return false;
  const exp = Number(m[1]);
  if (exp * 1000 < now) return false;
  return sameBytes(Buffer.from(m[3]), Buffer.from(tokenMac(secret, b, exp, m[2])));
}
