import { z } from 'zod';
import { chinaToday } from '../domain/working-days';
import { addYears, isCalendarDay } from './dates';
import { isBlank, type Rule } from './rules';

/** Trimmed text that may be empty: the shape every optional form field arrives in. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `不能超过${max}个字符`)
    .optional()
    .transform((v) => v ?? '');

/** Required trimmed text with a Chinese message naming the field. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label}不能为空` })
    .trim()
    .min(1, `${label}不能为空`)
    .max(max, `${label}不能超过${max}个字符`);

/** A zod string checked by a spec §5 rule, so the server and the form give the same message. */
export const ruled = (rule: Rule, max = 200) =>
  z
    .string()
    .trim()
    .max(max, `不能超过${max}个字符`)
    .superRefine((v, ctx) => {
      const msg = rule(v);
      if (msg) ctx.addIssue({ code: 'custom', message: msg });
    });

/** An optional field checked by a rule when present. */
export const optionalRuled = (rule: Rule, max = 200) =>
  ruled(rule, max)
    .optional()
    .transform((v) => (isBlank(v) ? '' : v!));

/** A required field checked by a rule. */
export const requiredRuled = (label: string, rule: Rule, max = 200) =>
  requiredText(label, max).superRefine((v, ctx) => {
    const msg = rule(v);
    if (msg) ctx.addIssue({ code: 'custom', message: msg });
  });

/** A required id of a record picked from a list, with messages naming what to pick. */
export const pickedId = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .min(1, `请选择${label}`)
    .max(64, `${label}不正确`);

/** A required area, the 6-digit code of the division picked, with the message naming what to pick. */
export const pickedArea = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .regex(/^\d{6}$/, `请选择${label}`);

/**
 * A refusal of a date that is no date aborts: zod 4 would otherwise still run the object's refinements, which
 * compare and compute with the field as if it were a date.
 */
const notADay = (label: string) => ({ message: `${label}格式应为YYYY-MM-DD`, abort: true });

/** A required real calendar day (YYYY-MM-DD), with messages naming the field. */
export const requiredDate = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, { message: `请填写${label}`, abort: true })
    .refine(isCalendarDay, notADay(label));

/** A real calendar day (YYYY-MM-DD) that may be left empty (''). */
export const optionalDate = (label: string) =>
  z
    .string({ error: `${label}应为YYYY-MM-DD格式的有效日期` })
    .trim()
    .default('')
    .refine((v) => v === '' || isCalendarDay(v), notADay(label));

/** A next inspection is set at most this far after the inspection: longer than any statutory cycle, so only a slip goes past it. */
export const NEXT_INSPECTION_MAX_YEARS = 10;

/**
 * An object refinement for an inspection's dates: the inspection does not lie after today (China), and the next one
 * falls after it and within NEXT_INSPECTION_MAX_YEARS. Fields left empty are not compared; a field that is no real day
 * has its own refusal, and comparing or adding years to it would mean nothing.
 */
export const inspectionDates =
  <K extends string>(done: { key: K; label: string }, next: { key: K; label: string }) =>
  (v: Record<K, string>, ctx: z.RefinementCtx) => {
    const [day, nextDay] = [v[done.key], v[next.key]];
    if (!isCalendarDay(day)) return;
    if (day > chinaToday()) ctx.addIssue({ code: 'custom', path: [done.key], message: `${done.label}不能晚于今天` });
    if (!isCalendarDay(nextDay)) return;
    if (nextDay <= day) ctx.addIssue({ code: 'custom', path: [next.key], message: `${next.label}须晚于${done.label}` });
    else if (nextDay > addYears(day, NEXT_INSPECTION_MAX_YEARS))
      ctx.addIssue({ code: 'custom', path: [next.key], message: `${next.label}不能晚于${done.label}后${NEXT_INSPECTION_MAX_YEARS}年` });
  };

/** The largest version a record reaches: PostgreSQL's integer column, which a larger number sent would overflow. */
const MAX_VERSION = 2_147_483_647;

/** The version of a record as the page read it, sent back with a change so that a stale page is refused. */
export const recordVersion = z.coerce.number({ error: '版本不正确' }).int('版本不正确').min(1, '版本不正确').max(MAX_VERSION, '版本不正确');
