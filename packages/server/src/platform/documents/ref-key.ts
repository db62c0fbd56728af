import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The key documents' QR references are signed with (verify-token.ts): DOCUMENT_REF_SECRET when set,
 * else DATA_DIR/keys/document-ref.key, made once with owner-only access. Printed documents carry
 * references for years, so the key must outlive restarts and be the same in every server process.
 */
export function loadDocumentRefKey(dataDir: string, configured: string): Buffer {
  if (configured) return Buffer.from(configured, 'utf8');
  const dir = join(dataDir, 'keys');
  const file = join(dir, 'document-ref.key');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    // 'wx': a second process starting at the same moment reads the first one's key instead of replacing it.
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  const hex = readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/.test(hex)) throw new Error(`${file}: not a document reference key (64 hex digits); restore it from a backup or set DOCUMENT_REF_SECRET`);
  return Buffer.from(hex, 'hex');
}
