import type { Database } from '../db';
import { newToken, nowIso, sha256 } from '../ids';

/**
 * Short-lived proofs for people without a session: after an SMS-checked query, a token lets the
 * same person see and correct what they asked about. Only its hash is stored.
 */
export async function issueAccessToken(db: Database, purpose: string, subject: string, minutes: number): Promise<string> {
  const token = newToken();
  await db.deleteFrom('access_tokens').where('expires_at', '<', nowIso()).execute();
  await db
    .insertInto('access_tokens')
    .values({ id: sha256(token), purpose, subject, expires_at: nowIso(Date.now() + minutes * 60_000) })
    .execute();
  return token;
}

/** The subject a live token of this purpose was issued for, or null. */
export async function readAccessToken(db: Database, token: string, purpose: string): Promise<string | null> {
  const row = await db.selectFrom('access_tokens').select(['subject', 'expires_at', 'purpose']).where('id', '=', sha256(token)).executeTakeFirst();
  return row && row.purpose === purpose && row.expires_at > nowIso() ? row.subject : null;
}
