import { DATE_PATTERN } from './rules';

/**
 * Whether a value is a real calendar day written YYYY-MM-DD. The pattern alone lets 2027-02-30 through and
 * Date.parse rolls it over to March, so the day must come back unchanged from a round trip through Date.
 */
export function isCalendarDay(v: unknown): boolean {
  if (typeof v !== 'string' || !DATE_PATTERN.test(v)) return false;
  const ms = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === v;
}

/** A moment as the forms send it: China time, to the minute. */
export const MOMENT_PATTERN = /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):[0-5]\d$/;

/** Whether a value is a real moment written 'YYYY-MM-DD HH:mm' (a real day, hours 00–23, minutes 00–59). */
export const isMoment = (v: unknown): boolean => typeof v === 'string' && isCalendarDay(MOMENT_PATTERN.exec(v)?.[1]);

/** The day of `year`, `month` (1–12) and `day` as YYYY-MM-DD; setUTCFullYear, because Date.UTC reads years 0–99 as 1900–1999. */
function dayOf(year: number, month: number, day: number): string {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return d.toISOString().slice(0, 10);
}

/** A calendar day moved by whole years; 29 February lands on 28 February in a common year. */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const lastOfMonth = Number(dayOf(y + years, m + 1, 0).slice(8));
  return dayOf(y + years, m, Math.min(d, lastOfMonth));
}

/** A calendar day moved by whole days. */
export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
