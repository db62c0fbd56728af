import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkAuditChain, sealAuditLog } from '../src/platform/audit/chain';
import { writeAudit } from '../src/platform/audit';
import { runDueJobs, type Job } from '../src/platform/jobs/scheduler';
import { call, loginAs } from './helpers';
import { suiteApp } from './suite';

const ROOT = join(import.meta.dirname, '../../..');

/** Attacks on the audit trail: editing, deleting or re-sealing rows must show; background jobs run once across processes. */
describe('security: audit trail and background jobs', () => {
  const t = suiteApp();

  const audit = (n: number) => writeAudit(t.db, { actorId: 'u1', actorName: '测试', action: 'test.write', target: `t${n}`, detail: { n }, ip: '127.0.0.1' });

  it('has no path in the code that changes or removes an audit row', () => {
    const found = spawnSync('git', ['grep', '-nE', "(updateTable|deleteFrom)\\('audit_log'\\)|(update|delete from)\\s+audit_log", '--', 'packages/server/src'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(found.status).toBe(1); // git grep: nothing matched
    expect(found.stdout).toBe('');
  });

  it('numbers rows as they are appended and seals them in SM3-chained batches', async () => {
    for (let i = 0; i < 5; i++) await audit(i);
    const seqs = (await t.db.selectFrom('audit_log').select('seq').orderBy('seq').execute()).map((r) => Number(r.seq));
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);
    const seals = await sealAuditLog(t.db, 0);
    expect(seals.length).toBeGreaterThan(0);
    expect(seals.at(-1)!.hash).toMatch(/^[0-9a-f]{64}$/);
    const report = await checkAuditChain(t.db);
    expect(report).toMatchObject({ ok: true, unsealedRows: 0, problem: null, head: seals.at(-1) });
    expect(report.sealedRows).toBe(seqs.length);
    // Rows written since wait for the next seal, which chains to this one.
    await audit(5);
    expect((await checkAuditChain(t.db)).unsealedRows).toBe(1);
    const [next] = await sealAuditLog(t.db, 0);
    expect(await t.db.selectFrom('audit_seals').select('prev_hash').where('batch', '=', next.batch).executeTakeFirstOrThrow()).toEqual({ prev_hash: seals.at(-1)!.hash });
  });

  it('names the batch whose row was changed, removed, or whose seal was replaced', async () => {
    const target = await t.db.selectFrom('audit_log').select(['seq', 'detail']).where('target', '=', 't2').executeTakeFirstOrThrow();
    await t.db.updateTable('audit_log').set({ detail: '{"n":99}' }).where('seq', '=', target.seq).execute();
    expect((await checkAuditChain(t.db)).problem).toMatch(/^第\d+批（序号\d+–\d+）的审计记录已被改动$/);
    await t.db.updateTable('audit_log').set({ detail: target.detail }).where('seq', '=', target.seq).execute();
    expect((await checkAuditChain(t.db)).ok).toBe(true);

    await t.db.deleteFrom('audit_log').where('seq', '=', target.seq).execute();
    expect((await checkAuditChain(t.db)).problem).toMatch(/缺少1行审计记录$/);
  });

  it('answers the check to administrators only', async () => {
    const res = await call(t, await loginAs(t, 'admin'), 'GET', '/a/stone/audit/checkChain');
    expect(res.json()).toMatchObject({ success: true, data: { ok: false } });
    expect((await call(t, await loginAs(t, 'demo'), 'GET', '/a/stone/audit/checkChain')).statusCode).toBe(403);
    expect((await call(t, null, 'GET', '/a/stone/audit/checkChain')).statusCode).toBe(401);
  });

  it('runs a due job once when several processes ask at the same time, and not again until it is due', async () => {
    let runs = 0;
    const jobs: Job[] = [
      {
        name: 'test.once',
        everyMs: 3600_000,
        run: async () => {
          runs += 1;
          await new Promise((r) => setTimeout(r, 20));
        },
      },
    ];
    const ran = await Promise.all(['process-a', 'process-b', 'process-c', 'process-d'].map((holder) => runDueJobs(t.db, jobs, holder)));
    expect(ran.flat()).toEqual(['test.once']);
    expect(runs).toBe(1);
    expect(await runDueJobs(t.db, jobs, 'process-a')).toEqual([]);
  });
});
