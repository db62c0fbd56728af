import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Database } from '../db';
import type { AuditLogTable } from '../db/schema';
import { nowIso } from '../ids';

/** Rows sealed in one batch at most. */
const BATCH_ROWS = 1000;
/**
 * Rows younger than this wait for the next seal: PostgreSQL numbers a row when it is inserted, and
 * a transaction may commit a moment after one that numbered later rows.
 */
const SETTLE_MS = 60_000;
/** The hash the first batch chains to. */
const GENESIS = '0'.repeat(64);

const sm3 = (s: string) => createHash('sm3').update(s).digest('hex');

type AuditRow = Selectable<AuditLogTable>;

/** A batch's hash: SM3 over the previous batch's hash and each row's own SM3, in number order. */
const batchHash = (prev: string, rows: AuditRow[]) =>
  sm3(prev + rows.map((r) => sm3(JSON.stringify([Number(r.seq), r.id, r.at, r.actor_id, r.actor_name, r.action, r.target, r.detail, r.ip]))).join(''));

export interface AuditSeal {
  batch: number;
  firstSeq: number;
  lastSeq: number;
  rowCount: number;
  hash: string;
  sealedAt: string;
}

/**
 * Seals every settled unsealed audit row, in batches chained by hash, and returns the new seals
 * (the last is the chain head). Run by one process at a time (the job scheduler's lease).
 */
export async function sealAuditLog(db: Database, settleMs = SETTLE_MS): Promise<AuditSeal[]> {
  const sealed: AuditSeal[] = [];
  const cutoff = nowIso(Date.now() - settleMs);
  for (;;) {
    const seal = await db.transaction().execute(async (trx) => {
      const last = await trx.selectFrom('audit_seals').selectAll().orderBy('batch', 'desc').limit(1).executeTakeFirst();
      const fetched = await trx
        .selectFrom('audit_log')
        .selectAll()
        .where('seq', '>', Number(last?.last_seq ?? 0))
        .orderBy('seq')
        .limit(BATCH_ROWS)
        .execute();
      // Stop at the first row still settling, so no later number is sealed before it.
      const young = fetched.findIndex((r) => r.at > cutoff);
      const rows = young < 0 ? fetched : fetched.slice(0, young);
      if (!rows.length) return null;
      const next: AuditSeal = {
        batch: (last?.batch ?? 0) + 1,
        firstSeq: Number(rows[0].seq),
        lastSeq: Number(rows.at(-1)!.seq),
        rowCount: rows.length,
        hash: batchHash(last?.hash ?? GENESIS, rows),
        sealedAt: nowIso(),
      };
      await trx
        .insertInto('audit_seals')
        .values({
          batch: next.batch,
          first_seq: next.firstSeq,
          last_seq: next.lastSeq,
          row_count: next.rowCount,
          prev_hash: last?.hash ?? GENESIS,
          hash: next.hash,
          sealed_at: next.sealedAt,
        })
        .execute();
      return next;
    });
    if (!seal) return sealed;
    sealed.push(seal);
  }
}

export interface AuditChainReport {
  ok: boolean;
  batches: number;
  sealedRows: number;
  unsealedRows: number;
  head: AuditSeal | null;
  /** The first broken link or missing row, in words an administrator can act on. */
  problem: string | null;
}

/** Walks the chain from the first seal: each batch must still hold its rows, unchanged, and chain to the one before. */
export async function checkAuditChain(db: Database): Promise<AuditChainReport> {
  const seals = await db.selectFrom('audit_seals').selectAll().orderBy('batch').execute();
  let prev = GENESIS;
  let sealedRows = 0;
  let problem: string | null = null;
  for (const [i, s] of seals.entries()) {
    const range = `第${s.batch}批（序号${s.first_seq}–${s.last_seq}）`;
    if (s.batch !== i + 1) problem = `缺少第${i + 1}批封存记录`;
    else if (s.prev_hash !== prev) problem = `${range}与上一批的链接断开`;
    else {
      const rows = await db.selectFrom('audit_log').selectAll().where('seq', '>=', Number(s.first_seq)).where('seq', '<=', Number(s.last_seq)).orderBy('seq').execute();
      if (rows.length < s.row_count) problem = `${range}缺少${s.row_count - rows.length}行审计记录`;
      else if (rows.length > s.row_count) problem = `${range}多出${rows.length - s.row_count}行审计记录`;
      else if (batchHash(prev, rows) !== s.hash) problem = `${range}的审计记录已被改动`;
    }
    if (problem) break;
    prev = s.hash;
    sealedRows += s.row_count;
  }
  const last = seals.at(-1);
  const unsealed = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('seq', '>', Number(last?.last_seq ?? 0))
    .executeTakeFirstOrThrow();
  return {
    ok: problem === null,
    batches: seals.length,
    sealedRows,
    unsealedRows: Number(unsealed.n),
    head: last
      ? { batch: last.batch, firstSeq: Number(last.first_seq), lastSeq: Number(last.last_seq), rowCount: last.row_count, hash: last.hash, sealedAt: last.sealed_at }
      : null,
    problem,
  };
}
