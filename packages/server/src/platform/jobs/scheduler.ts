import type { Database } from '../db';
import { newToken, nowIso } from '../ids';

/** Background work that runs every `everyMs`, once across all server processes. */
export interface Job {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

/** How long a process holds a job's lease; a process that dies mid-run frees it when this passes. */
const LEASE_MS = 10 * 60_000;
/** After a failed run, the next try comes no later than this. */
const RETRY_MS = 5 * 60_000;

/** This process, as lease holder. */
export const PROCESS_HOLDER = newToken();

/**
 * Runs each due job whose lease this process wins. The lease is taken by one conditional UPDATE in
 * the shared database, so with several server processes each run happens once. Returns what ran.
 */
export async function runDueJobs(db: Database, jobs: readonly Job[], holder = PROCESS_HOLDER, onError?: (job: string, err: unknown) => void): Promise<string[]> {
  const ran: string[] = [];
  for (const job of jobs) {
    const now = nowIso();
    await db
      .insertInto('job_runs')
      .values({ name: job.name, next_run_at: now, lease_holder: null, lease_until: null, last_run_at: null })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const won = await db
      .updateTable('job_runs')
      .set({ lease_holder: holder, lease_until: nowIso(Date.now() + LEASE_MS) })
      .where('name', '=', job.name)
      .where('next_run_at', '<=', now)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
      .executeTakeFirst();
    if (Number(won.numUpdatedRows) !== 1) continue;
    let next = Date.now() + job.everyMs;
    try {
      await job.run();
      ran.push(job.name);
    } catch (err) {
      next = Date.now() + Math.min(job.everyMs, RETRY_MS);
      onError?.(job.name, err);
    }
    await db
      .updateTable('job_runs')
      .set({ next_run_at: nowIso(next), lease_holder: null, lease_until: null, last_run_at: nowIso() })
      .where('name', '=', job.name)
      .where('lease_holder', '=', holder)
      .execute();
  }
  return ran;
}

/** Looks for due jobs every `tickMs` until stopped; the timer does not keep the process alive. */
export function startJobs(db: Database, jobs: readonly Job[], onError: (job: string, err: unknown) => void, tickMs = 60_000): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    runDueJobs(db, jobs, PROCESS_HOLDER, onError)
      .catch((err: unknown) => onError('scheduler', err))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, tickMs);
  timer.unref();
  tick();
  return () => clearInterval(timer);
}
