import type { Selectable } from 'kysely';
import {
  addWorkingDays,
  CALENDAR_DAY_KINDS,
  DECISION_WORKING_DAYS,
  isCalendarDay,
  toWorkCalendar,
  type CalendarDay,
  type DecisionKind,
  type WorkCalendar,
  type saveCalendarDayInput,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { writeAudit } from '../../platform/audit';
import type { Database } from '../../platform/db';
import type { CalendarDayTable } from '../../platform/db/schema';
import { businessError, notFound } from '../../platform/http/errors';
import { chinaToday, nowIso } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import * as repo from './repo';

/**
 * The calendar is read for every list that shows a deadline, and changes a few times a year, so each
 * process keeps it in memory. An edit drops this process's copy at once; other processes behind the
 * same database reread theirs within CACHE_MS (the table stays the one truth: ARCHITECTURE, scale-out).
 */
const CACHE_MS = 60_000;
const cache = new WeakMap<Database, { at: number; calendar: Promise<WorkCalendar> }>();

/** The working-day calendar: every holiday and 调休 working day administrators keep. */
export function loadCalendar(ctx: Pick<AppContext, 'db'>): Promise<WorkCalendar> {
  const hit = cache.get(ctx.db);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.calendar;
  const calendar = repo.findAllDays(ctx.db).then(toWorkCalendar);
  cache.set(ctx.db, { at: Date.now(), calendar });
  // A failed read is not kept: the next caller tries again.
  calendar.catch(() => {
    if (cache.get(ctx.db)?.calendar === calendar) cache.delete(ctx.db);
  });
  return calendar;
}

const invalidate = (db: Database) => cache.delete(db);

/** The date in China of an ISO timestamp; a plain YYYY-MM-DD is already one. */
export function chinaDayOf(from: string): string {
  if (isCalendarDay(from)) return from;
  const ms = Date.parse(from);
  if (Number.isNaN(ms)) throw new RangeError(`not a timestamp or date: ${from}`);
  return chinaToday(ms);
}

/** The last day the registry has to decide an application of this kind accepted at `from` (a timestamp or a China date). */
export function deadlineOn(calendar: WorkCalendar, kind: DecisionKind, from: string): string {
  return addWorkingDays(chinaDayOf(from), DECISION_WORKING_DAYS[kind], calendar);
}

/** The statutory deadline of a decision of this kind accepted at `from`, counted in China's working days. */
export async function deadlineFor(ctx: Pick<AppContext, 'db'>, kind: DecisionKind, from: string): Promise<{ deadline: string }> {
  return { deadline: deadlineOn(await loadCalendar(ctx), kind, from) };
}

/** Whether a deadline has passed: today in China is after its last day. */
export const isPastDeadline = (deadline: string, today: string = chinaToday()): boolean => today > deadline;

const toDay = (r: Selectable<CalendarDayTable>): CalendarDay => ({ day: r.day, kind: r.kind, name: r.name, updatedBy: r.updated_by, updatedAt: r.updated_at });

/** The holidays and 调休 working days of a year, in date order. */
export async function listYear(ctx: AppContext, year: number): Promise<CalendarDay[]> {
  return (await repo.findDaysOfYear(ctx.db, year)).map(toDay);
}

/** Sets a day apart (a holiday or a 调休 working day), or changes one already set. */
export async function saveDay(ctx: AppContext, s: SessionContext, input: z.output<typeof saveCalendarDayInput>, ip: string): Promise<CalendarDay> {
  const fields = { kind: input.kind, name: input.name, updated_by: s.userName.slice(0, 64), updated_at: nowIso() };
  const saved = await ctx.db.transaction().execute(async (trx) => {
    const before = await repo.findDay(trx, input.day);
    if (input.edit) {
      if (!before || !(await repo.updateDay(trx, input.day, fields))) throw notFound('该日期的节假日或调休设置');
    } else if (before || !(await repo.insertDay(trx, { day: input.day, ...fields }))) {
      const now = before ?? (await repo.findDay(trx, input.day));
      throw businessError(`${input.day}已设置为${now ? `${CALENDAR_DAY_KINDS[now.kind]}（${now.name}）` : '其他安排'}，请在列表中修改`);
    }
    await writeAudit(trx, {
      actorId: s.userId,
      actorName: s.userName,
      action: input.edit ? 'calendar.update' : 'calendar.create',
      target: input.day,
      detail: { kind: input.kind, name: input.name, ...(before ? { before: { kind: before.kind, name: before.name } } : {}) },
      ip,
    });
    return (await repo.findDay(trx, input.day))!;
  });
  invalidate(ctx.db);
  return toDay(saved);
}

/** Returns a day to the ordinary week (weekdays worked, weekends rested). */
export async function removeDay(ctx: AppContext, s: SessionContext, day: string, ip: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await repo.findDay(trx, day);
    if (!before || !(await repo.deleteDay(trx, day))) throw notFound('该日期的节假日或调休设置');
    await writeAudit(trx, { actorId: s.userId, actorName: s.userName, action: 'calendar.delete', target: day, detail: { kind: before.kind, name: before.name }, ip });
  });
  invalidate(ctx.db);
}
