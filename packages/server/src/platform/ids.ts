import { createHash, randomBytes } from 'node:crypto';

/** An opaque random id (22 characters, 128 bits): ids cannot be guessed or counted. */
export const newId = (): string => randomBytes(16).toString('base64url');

/** A secret token for cookies and links (256 bits). */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** SHA-256 hex, for storing secrets by their hash only. */
export const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

/** Now as ISO-8601 UTC text, the stored form of every timestamp. */
export const nowIso = (ms: number = Date.now()): string => new Date(ms).toISOString();

/** Today's calendar date in Asia/Shanghai: the contract's, so forms and the server agree on what today is. */
export { chinaToday } from '@portal/contract';

/** A calendar date (YYYY-MM-DD) moved by whole days. */
export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
