import { appendFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './context';
import { moduleJobs } from './modules';
import { sealAuditLog } from './platform/audit/chain';
import { purgeDownloadNonces } from './platform/auth/download-token';
import { purgeLoginAttempts } from './platform/auth/login-attempts';
import { purgeRateLimits } from './platform/http/rate-limit';
import type { Job } from './platform/jobs/scheduler';
import { purgeExpiredSessions } from './platform/session/store';

/**
 * Every background job of the portal, the platform's and the modules' (their manifests): the scheduler runs each once
 * across all server processes.
 * The audit seal writes each new chain head to the log and, when AUDIT_CHAIN_FILE is set, to a file
 * outside the database, so a rewritten chain can be told from the one that was recorded.
 */
export function portalJobs(ctx: AppContext, log: FastifyBaseLogger): Job[] {
  return [
    {
      name: 'audit.seal',
      everyMs: 5 * 60_000,
      run: async () => {
        const head = (await sealAuditLog(ctx.db)).at(-1);
        if (!head) return;
        log.info({ auditChainHead: head }, 'audit log sealed');
        if (ctx.config.auditChainFile)
          await appendFile(ctx.config.auditChainFile, `${head.sealedAt} batch=${head.batch} lastSeq=${head.lastSeq} sm3=${head.hash}\n`, { mode: 0o600 });
      },
    },
    { name: 'sessions.purge', everyMs: 3600_000, run: () => purgeExpiredSessions(ctx.db) },
    { name: 'loginAttempts.purge', everyMs: 15 * 60_000, run: () => purgeLoginAttempts(ctx.db) },
    { name: 'downloadNonces.purge', everyMs: 3600_000, run: () => purgeDownloadNonces(ctx.db) },
    { name: 'rateLimits.purge', everyMs: 3600_000, run: () => purgeRateLimits(ctx.db) },
    ...moduleJobs(ctx, log),
  ];
}
