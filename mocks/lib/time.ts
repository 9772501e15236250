/**
 * Time for the mock's rules and seeds. Rows keep ISO strings (the db is plain JSON); calendar days and
 * times of day are the runtime's local time, which stands for the shop's.
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export const iso = (ms: number) => new Date(ms).toISOString();
export const nowIso = () => new Date().toISOString();
export const daysFromNow = (days: number, now = Date.now()) => iso(now + days * DAY_MS);

/** A whole number written with leading zeros ('07'), for dates, box numbers and order numbers. */
export const zeroPad = (value: number, size = 2) => String(value).padStart(size, '0');

/** Local calendar day 'YYYY-MM-DD'. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${zeroPad(date.getMonth() + 1)}-${zeroPad(date.getDate())}`;
}

/** Local time of day 'HH:mm'. */
export function localTime(date: Date): string {
  return `${zeroPad(date.getHours())}:${zeroPad(date.getMinutes())}`;
}

/** The moment of a local day ('YYYY-MM-DD') and time of day ('HH:mm'). */
export function atLocal(day: string, time: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0, 0, 0);
}

/** The same local time of day, `days` calendar days later. */
export function addDays(day: Date, days: number): Date {
  const next = new Date(day);
  next.setDate(next.getDate() + days);
  return next;
}
