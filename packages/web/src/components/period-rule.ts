import type { FormRule } from 'antd';
import dayjs from 'dayjs';

interface PeriodEnd {
  /** The field holding the period's first day. */
  from: string;
  /** The last day the rules allow for a period starting on `from`. */
  lastDay: (from: string) => string;
  /** The messages the server gives: an end before (or, `strict`, on) the start, and one past the last day. */
  early: string;
  tooLong: string;
  strict?: boolean;
}

/** The last day of a period, checked against its first day as the server checks it. */
export const periodEnd =
  ({ from, lastDay, early, tooLong, strict = false }: PeriodEnd): FormRule =>
  (form) => ({
    validator: (_, to: string) => {
      const start = form.getFieldValue(from) as string;
      if (!start || !to) return Promise.resolve();
      if (strict ? to <= start : to < start) return Promise.reject(new Error(early));
      return to > lastDay(start) ? Promise.reject(new Error(tooLong)) : Promise.resolve();
    },
  });

/** The day a year after `day` ('YYYY-MM-DD'); `inclusive`, the day before it, so a year's term counts `day` as its first. */
export const aYearOn = (day: string, inclusive = false) =>
  dayjs(day)
    .add(1, 'year')
    .subtract(inclusive ? 1 : 0, 'day')
    .format('YYYY-MM-DD');
