import type { Locator } from 'playwright-core';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** A day counted from today in Beijing, as 'YYYY-MM-DD'. */
export function beijingDay(offsetDays: number, offsetYears = 0): string {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date()).split('-').map(Number);
  return isoDay(new Date(Date.UTC(y + offsetYears, m - 1, d + offsetDays)));
}

/** Types a date into an antd DatePicker and leaves the field, which takes it (Enter would also submit the form). */
export async function pickDate(field: Locator, date: string): Promise<void> {
  await field.click();
  await field.fill(date);
  await field.press('Tab');
}
