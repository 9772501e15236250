/** Display formats shared by every screen. */

/** The shop's currency (`VITE_CURRENCY`, an ISO 4217 code); prices arrive as plain numbers. */
export const CURRENCY: string = import.meta.env.VITE_CURRENCY || 'CNY';

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * Money per locale with the currency's plain sign, as the shop's customers write it: `¥12.50` in en and
 * zh-CN, `12,50 ¥` in vi (not `CN¥`, which only tells it apart from the yen).
 */
export function formatMoney(amount: number, locale: string): string {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: CURRENCY,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
    });
    moneyFormats.set(locale, format);
  }
  return format.format(Number.isFinite(amount) ? amount : 0);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Spec section 9: year-month-day hours:minutes:seconds, in the customer's time zone. */
export function formatDateTime(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}:${pad(date.getSeconds())}`;
}

/**
 * A door-to-door visit as the customer chose it: the slot 'YYYY-MM-DD HH:mm–HH:mm', or its start
 * 'YYYY-MM-DD HH:mm' when the end is not known (a slot starts on the minute: seconds say nothing).
 */
export function formatVisit(start: Date, end: Date | null): string {
  const from = formatDateTime(start).slice(0, 16);
  if (!from || !end || Number.isNaN(end.getTime()) || end <= start) return from;
  const sameDay = formatDate(end) === formatDate(start);
  return `${from}–${sameDay ? formatDateTime(end).slice(11, 16) : formatDateTime(end).slice(0, 16)}`;
}

export function formatDate(date: Date): string {
  return formatDateTime(date).slice(0, 10);
}
