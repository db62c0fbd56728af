import type { Config } from '../../config';
import type { Database } from '../db';
import { newId, nowIso } from '../ids';

export interface SmsMessage {
  mobile: string;
  text: string;
  /** The text as it may be kept on record: codes are masked when a real gateway delivers them. */
  recordText: string;
}

/** Sends a text message; every message is also written to the outbox table, sent or not. */
export interface SmsProvider {
  readonly name: 'outbox' | 'http';
  send(db: Database, msg: SmsMessage): Promise<void>;
}

async function record(db: Database, provider: string, msg: { mobile: string; content: string }, status: 'sent' | 'failed', error = ''): Promise<void> {
  await db
    .insertInto('sms_outbox')
    .values({ id: newId(), mobile: msg.mobile, content: msg.content.slice(0, 500), provider, status, error: error.slice(0, 200), created_at: nowIso() })
    .execute();
}

/** The default: messages go only to the outbox, which administrators read under 系统维护 (no SMS contract needed). */
export const outboxProvider: SmsProvider = {
  name: 'outbox',
  send: (db, msg) => record(db, 'outbox', { mobile: msg.mobile, content: msg.text }, 'sent'),
};

/** A real HTTP SMS gateway: POST {mobile, content} as JSON with a bearer token; failures are recorded and reported. */
export function httpProvider(cfg: Config['sms'], fetchImpl: typeof fetch = fetch): SmsProvider {
  return {
    name: 'http',
    async send(db, msg) {
      let error = '';
      try {
        const res = await fetchImpl(cfg.gatewayUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(cfg.gatewayToken ? { authorization: `Bearer ${cfg.gatewayToken}` } : {}) },
          body: JSON.stringify({ mobile: msg.mobile, content: msg.text }),
          signal: AbortSignal.timeout(5000),
        });
        if (!res.ok) error = `网关返回 HTTP ${res.status}`;
      } catch (e) {
        error = `网关无法连接：${e instanceof Error ? e.message : String(e)}`;
      }
      await record(db, 'http', { mobile: msg.mobile, content: msg.recordText }, error ? 'failed' : 'sent', error);
      if (error) throw new Error(error);
    },
  };
}

export const createSmsProvider = (cfg: Config['sms']): SmsProvider => (cfg.provider === 'http' ? httpProvider(cfg) : outboxProvider);
