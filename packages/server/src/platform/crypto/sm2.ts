import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sm2 } from 'sm-crypto';

export interface Sm2KeyPair {
  publicKey: string;
  privateKey: string;
}

/** C1C3C2, the order of GB/T 32918.4 and of the browser's sm-crypto call. */
const CIPHER_MODE = 1;

/**
 * The SM2 key pair passwords are encrypted with in the browser. It comes from SM2_PRIVATE_KEY and
 * SM2_PUBLIC_KEY when set, else from DATA_DIR/keys/sm2.json, created with owner-only access on first start.
 */
export function loadSm2KeyPair(dataDir: string, env: Record<string, string | undefined> = process.env): Sm2KeyPair {
  if (env.SM2_PRIVATE_KEY && env.SM2_PUBLIC_KEY) return { privateKey: env.SM2_PRIVATE_KEY, publicKey: env.SM2_PUBLIC_KEY };
  const dir = join(dataDir, 'keys');
  const file = join(dir, 'sm2.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Sm2KeyPair;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const pair = sm2.generateKeyPairHex();
  writeFileSync(file, JSON.stringify({ publicKey: pair.publicKey, privateKey: pair.privateKey }), { mode: 0o600 });
  chmodSync(file, 0o600);
  return pair;
}

/** Decrypts a browser's SM2 ciphertext (hex, with or without the 04 prefix); null when it is not one. */
export function sm2Decrypt(cipherHex: string, privateKey: string): string | null {
  const hex = cipherHex.trim().toLowerCase();
  if (!/^[0-9a-f]+$/.test(hex) || hex.length < 194) return null;
  // C3 is a hash over the plain text, so a wrong guess about the prefix fails cleanly rather than decrypting to garbage.
  return tryDecrypt(hex, privateKey) ?? (hex.startsWith('04') ? tryDecrypt(hex.slice(2), privateKey) : null);
}

function tryDecrypt(hex: string, privateKey: string): string | null {
  try {
    return sm2.doDecrypt(hex, privateKey, CIPHER_MODE) || null;
  } catch {
    return null;
  }
}

/** Encrypts as the browser does; used by tests and tools that log in. */
export const sm2Encrypt = (plain: string, publicKey: string): string => sm2.doEncrypt(plain, publicKey, CIPHER_MODE);
