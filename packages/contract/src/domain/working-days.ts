import { isCalendarDay } from '../validators/dates';

/**
 * Working days as the registry counts statutory deadlines: Monday to Friday work, Saturday and
 * Sunday rest, except the days the State Council's yearly notice moves. A public holiday is a rest
 * day whatever weekday it falls on; a 调休 working day is a Saturday or Sunday worked in exchange.
 * Days are calendar dates in China (YYYY-MM-DD); the calendar itself is data the server keeps.
 */
export interface WorkCalendar {
  /** Rest days on weekdays (and the weekend days inside a holiday span, which are rest days anyway). */
  holidays: ReadonlySet<string>;
  /** Saturdays or Sundays that are worked (调休上班). */
  workdays: ReadonlySet<string>;
}

/** What an exceptional day is: a holiday (rest), or a 调休 working weekend day. */
export const CALENDAR_DAY_KINDS = { holiday: '节假日', workday: '调休上班' } as const;
export type CalendarDayKind = keyof typeof CALENDAR_DAY_KINDS;

/**
 * How many working days the registry has to decide, by kind of application, counted from the
 * working day after it accepted: 15 for a use registration (workflows.md §1, after TSG 08-2017;
 * many places decide faster), and the same for its change and its termination, which follow §1.
 */
export const DECISION_WORKING_DAYS = { useRegist: 15, regChange: 15, termination: 15 } as const;
export type DecisionKind = keyof typeof DECISION_WORKING_DAYS;

/** A calendar without exceptions: only weekends rest (what counting falls back to for a year nobody entered). */
export const WEEKENDS_ONLY: WorkCalendar = { holidays: new Set(), workdays: new Set() };

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3600_000;

/** The China day last asked for, and the instants it spans: most calls (one per list request) fall on the same day. */
let known = { from: 0, to: 0, day: '' };

/** Today's calendar date in China (YYYY-MM-DD), whatever the clock's zone: dates in forms and records are days in Ningbo. */
export function chinaToday(ms: number = Date.now()): string {
  if (ms < known.from || ms >= known.to) {
    const from = Math.floor((ms + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS;
    known = { from, to: from + DAY_MS, day: new Date(from + CHINA_OFFSET_MS).toISOString().slice(0, 10) };
  }
  return known.day;
}

const toMs = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const fromMs = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

function checkDay(day: string): number {
  if (!isCalendarDay(day)) throw new RangeError(`not a YYYY-MM-DD date: ${day}`);
  return toMs(day);
}

/** The weekday of a date: 0 Sunday … 6 Saturday. */
export function weekdayOf(day: string): number {
  return new Date(checkDay(day)).getUTCDay();
}

/** Whether a day is worked: a 调休 day is, a holiday is not, otherwise Monday to Friday are. */
export function isWorkingDay(day: string, calendar: WorkCalendar): boolean {
  if (calendar.workdays.has(day)) return true;
  if (calendar.holidays.has(day)) return false;
  const w = weekdayOf(day);
  return w !== 0 && w !== 6;
}

/**
 * The n-th working day after `from` (from itself does not count, worked or not): the last day of a
 * deadline of n working days that starts running on `from`. n = 0 answers `from`.
 */
export function addWorkingDays(from: string, n: number, calendar: WorkCalendar): string {
  let ms = checkDay(from);
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`working days must be a whole number ≥ 0: ${n}`);
  for (let left = n; left > 0;) {
    ms += DAY_MS;
    if (isWorkingDay(fromMs(ms), calendar)) left--;
  }
  return fromMs(ms);
}

/**
 * Working days after `from` up to and including `to`: how many of a deadline's days have run by
 * `to` (so addWorkingDays(from, n) is the first day where this reaches n). 0 when `to` is not after `from`.
 */
export function workingDaysBetween(from: string, to: string, calendar: WorkCalendar): number {
  const end = checkDay(to);
  let count = 0;
  for (let ms = checkDay(from) + DAY_MS; ms <= end; ms += DAY_MS) if (isWorkingDay(fromMs(ms), calendar)) count++;
  return count;
}

/** A calendar from its stored days. */
export function toWorkCalendar(days: Iterable<{ day: string; kind: string }>): WorkCalendar {
  const holidays = new Set<string>();
  const workdays = new Set<string>();
  for (const d of days) (d.kind === 'workday' ? workdays : holidays).add(d.day);
  return { holidays, workdays };
}
