/** The server counts the inspections due in the coming 180 days (getEqmOverview's dueByMonth). */
const DUE_DAYS = 180;

const monthText = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}`;

/** The months from today's to the one DUE_DAYS ahead, as 'YYYY-MM': months without inspections still get their bar. */
export function dueMonths(today: string, days = DUE_DAYS): string[] {
  const end = new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 7);
  const months: string[] = [];
  let [y, m] = today.split('-').map(Number);
  while (monthText(y, m) <= end) {
    months.push(monthText(y, m));
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
  return months;
}

/** The next-inspection range of a month's bar: the rest of the current month from today, a later month whole. */
export function monthRange(month: string, today: string): { nextFrom: string; nextTo: string } {
  const [y, m] = month.split('-').map(Number);
  const first = `${month}-01`;
  return { nextFrom: first < today ? today : first, nextTo: `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}` };
}
