/** Timestamps are stored in UTC and shown in Beijing time, whatever the computer's own zone. */
const ZONE = 'Asia/Shanghai';

const dateTime = new Intl.DateTimeFormat('zh-CN', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** '2026-11-22 09:05:03', or '' for no time. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = Object.fromEntries(dateTime.formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** '2026年11月22日 星期日' for the header's date line. */
export function formatToday(now = new Date()): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('zh-CN', { timeZone: ZONE, year: 'numeric', month: 'numeric', day: 'numeric', weekday: 'long' }).formatToParts(now).map((x) => [x.type, x.value]),
  );
  return `${p.year}年${p.month}月${p.day}日 ${p.weekday}`;
}

/** '820 B', '12.4 KB', '3.1 MB': file sizes as people read them. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const day = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in Beijing as 'YYYY-MM-DD', the day inspection dates are measured against (as the server does). */
export const chinaToday = (now = new Date()): string => day.format(now);

/** A 'YYYY-MM-DD' date as written on paper: 2026-01-05 → 2026年1月5日; anything else as it is. */
export const chineseDate = (d: string): string => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(d);
  return m ? `${m[1]}年${Number(m[2])}月${Number(m[3])}日` : d;
};
