import { z } from 'zod';
import { CALENDAR_DAY_KINDS, weekdayOf, type CalendarDayKind } from '../domain/working-days';
import { isCalendarDay } from '../validators/dates';
import { endpointsWith, nothing } from './endpoint';

const KINDS = Object.keys(CALENDAR_DAY_KINDS) as [CalendarDayKind, ...CalendarDayKind[]];

/** Years the calendar keeps: what a statutory deadline can reach, not the whole Gregorian range. */
export const CALENDAR_YEARS = { min: 2000, max: 2100 } as const;
export const CALENDAR_NAME_MAX = 20;

const dayField = z
  .string({ error: '请选择日期' })
  .trim()
  .min(1, '请选择日期')
  .refine(isCalendarDay, '日期格式应为YYYY-MM-DD')
  .refine((d) => Number(d.slice(0, 4)) >= CALENDAR_YEARS.min && Number(d.slice(0, 4)) <= CALENDAR_YEARS.max, `日期应在${CALENDAR_YEARS.min}年至${CALENDAR_YEARS.max}年之间`);

export const calendarYearInput = z.object({
  year: z.coerce
    .number({ error: '请选择年份' })
    .int('年份应为整数')
    .min(CALENDAR_YEARS.min, `年份应在${CALENDAR_YEARS.min}年至${CALENDAR_YEARS.max}年之间`)
    .max(CALENDAR_YEARS.max, `年份应在${CALENDAR_YEARS.min}年至${CALENDAR_YEARS.max}年之间`),
});

/**
 * A day set apart from the ordinary week: a holiday (any weekday), or a 调休 working day, which
 * is only ever a Saturday or Sunday (a weekday is worked anyway).
 */
export const saveCalendarDayInput = z
  .object({
    day: dayField,
    kind: z.enum(KINDS, { error: '请选择类型' }),
    name: z.string({ error: '请填写名称' }).trim().min(1, '请填写名称').max(CALENDAR_NAME_MAX, `名称不能超过${CALENDAR_NAME_MAX}个字符`),
    /** True changes a day already set (refused if it is gone); absent adds one (refused if the day is set already). */
    edit: z.coerce.boolean().default(false),
  })
  .refine((v) => v.kind !== 'workday' || !isCalendarDay(v.day) || [0, 6].includes(weekdayOf(v.day)), {
    message: '调休上班日应为周六或周日，工作日本来就上班',
    path: ['kind'],
  });
export type SaveCalendarDayInput = z.input<typeof saveCalendarDayInput>;

export const calendarDayInput = z.object({ day: dayField });

export const calendarDay = z.object({
  day: z.string(),
  kind: z.enum(KINDS),
  name: z.string(),
  /** Who last set it; '' for the days the platform shipped with. */
  updatedBy: z.string(),
  updatedAt: z.string(),
});
export type CalendarDay = z.output<typeof calendarDay>;

const SPEC = 'beyond spec §7: the registry deadline calendar (holidays and 调休 working days), kept by administrators under 系统维护 › 工作日历';
const calendar = endpointsWith({ spec: SPEC, access: 'system.calendar' });

/** The working-day calendar statutory deadlines are counted on, and its maintenance. */
export const calendarApi = {
  list: calendar({ path: '/a/stone/calendar/list', title: '工作日历（某年）', input: calendarYearInput, output: z.array(calendarDay) }),
  save: calendar({ path: '/a/stone/calendar/save', title: '设置节假日或调休上班日', input: saveCalendarDayInput, output: calendarDay }),
  delete: calendar({ path: '/a/stone/calendar/delete', title: '删除节假日或调休上班日', input: calendarDayInput, output: nothing }),
} as const;
