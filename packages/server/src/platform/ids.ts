import { createHash, randomBytes } from 'node:crypto';

/** An opaque random id (22 characters, 128 bits): ids cannot be guessed or counted. */
export const newId = (): string => randomBytes(16).toString('base64url');

/** A secret token for cookies and links (256 bits). */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** SHA-256 hex, for storing secrets by their hash only. */
export const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

/** Now as ISO-8601 UTC text, the stored form of every timestamp. */
export const nowIso = (ms: number = Date.now()): string => new Date(ms).toISOString();

/** The ids of some rows, in their order: what a query of their children (devices, lines, roles…) takes. */
export const idsOf = (rows: readonly { id: string }[]): string[] => rows.map((r) => r.id);

/** Today's calendar date in Asia/Shanghai, and days moved by whole days: the contract's, so forms and the server agree on dates. */
export { addDays, chinaToday } from '@portal/contract';
