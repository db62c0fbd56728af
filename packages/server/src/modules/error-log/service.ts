import type { ErrorLogEntry, Page, findErrorLogInput, saveErrorLogInput } from '@portal/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { enforceRateLimit } from '../../platform/http/rate-limit';
import { newId, nowIso } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import * as repo from './repo';

/** A browser may report at most this many errors a minute, so a page in an error loop cannot flood the log. */
const REPORTS_PER_MINUTE = 30;

/** Stores a spec §3 error log entry; who sent it is taken from the session, never from the body. */
export async function saveErrorLog(ctx: AppContext, s: SessionContext | null, input: z.output<typeof saveErrorLogInput>, meta: { ip: string; userAgent: string }): Promise<void> {
  await enforceRateLimit(ctx.db, `errlog:${s?.userId ?? meta.ip}`, REPORTS_PER_MINUTE, 60_000);
  await repo.insertErrorLog(ctx.db, {
    id: newId(),
    type: input.type,
    code: input.code,
    message: input.message,
    url: input.url,
    time: nowIso(),
    // A short fingerprint ties entries of one session together without storing its secret id.
    token: s ? s.key.slice(0, 12) : '',
    user_id: s?.userId ?? '',
    user_name: s?.userName ?? '',
    user_agent: meta.userAgent.slice(0, 300),
    ip: meta.ip.slice(0, 64),
  });
}

/** Administrators (system.errorLog) see every entry; everyone else only their own. */
export async function findErrorLogs(ctx: AppContext, s: SessionContext, q: z.output<typeof findErrorLogInput>): Promise<Page<ErrorLogEntry>> {
  const { rows, count } = await repo.findErrorLogPage(ctx.db, {
    userId: s.menuIds.has('system.errorLog') ? undefined : s.userId,
    type: q.type,
    keyword: q.keyword,
    offset: (q.pageNo - 1) * q.pageSize,
    limit: q.pageSize,
  });
  return {
    list: rows.map((r) => ({
      id: r.id,
      type: r.type,
      code: r.code,
      message: r.message,
      url: r.url,
      time: r.time,
      token: r.token,
      userId: r.user_id,
      userName: r.user_name,
      userAgent: r.user_agent,
    })),
    count,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  };
}
