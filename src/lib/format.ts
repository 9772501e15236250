/** Display formats shared by every screen. */

/** The shop's currency (`VITE_CURRENCY`, an ISO 4217 code); prices arrive as plain numbers. */
export const CURRENCY: string = import.meta.env.VITE_CURRENCY || 'CNY';

const moneyFormats = new Map<string, Intl.NumberFormat>();

function intlMoney(amount: number, locale: string): string {
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
  return format.format(amount);
}

/**
 * How the app's locales write an amount, as Intl.NumberFormat writes it (format.test.ts compares the two), for
 * the currencies a shop is likely to set. Written out because Intl's first currency format loads its data
 * tables: about 25 ms of every screen's start, four times that on a slow phone. Any other locale or currency
 * goes to Intl.
 */
const SEPARATORS: Record<string, { decimal: string; group: string; signAfter: boolean }> = {
  en: { decimal: '.', group: ',', signAfter: false },
  'zh-CN': { decimal: '.', group: ',', signAfter: false },
  vi: { decimal: ',', group: '.', signAfter: true },
};
const SIGNS: Record<string, string> = { CNY: '¥', USD: '$', EUR: '€', VND: '₫' };

/**
 * Money per locale with the currency's plain sign, as the shop's customers write it: `¥12.50` in en and
 * zh-CN, `12,50 ¥` in vi (not `CN¥`, which only tells it apart from the yen).
 */
export function formatMoney(amount: number, locale: string): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const style = SEPARATORS[locale];
  const sign = SIGNS[CURRENCY];
  // rounded from the number's decimal form, as Intl rounds it: 1.005 is 1.01 (its binary value is below)
  const cents = Math.round(Number(`${Math.abs(value)}e2`));
  if (!style || !sign || !Number.isSafeInteger(cents)) return intlMoney(value, locale);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, style.group);
  const number = `${whole}${style.decimal}${String(cents % 100).padStart(2, '0')}`;
  const minus = value < 0 || Object.is(value, -0) ? '-' : '';
  return style.signAfter ? `${minus}${number}\u00a0${sign}` : `${minus}${sign}${number}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date or a time as one unbreakable piece of text: a line never breaks inside it, whatever the width and the
 * words around it (a Vietnamese banner broke "2026-11-" / "29 00:14:05"). Its spaces become no-break spaces and
 * a word joiner (U+2060, invisible) follows each hyphen or dash, where browsers would break; the characters
 * shown are the same.
 */
export function unbreakable(text: string): string {
  return text.replace(/ /g, '\u00a0').replace(/[-\u2013]/g, '$&\u2060');
}

/** year-month-day hours:minutes:seconds, with plain spaces and hyphens. */
function plainDateTime(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}:${pad(date.getSeconds())}`;
}

/** Spec section 9: year-month-day hours:minutes:seconds, in the customer's time zone; never broken over lines. */
export function formatDateTime(date: Date): string {
  return unbreakable(plainDateTime(date));
}

/**
 * A door-to-door visit as the customer chose it: the slot 'YYYY-MM-DD HH:mm–HH:mm', or its start
 * 'YYYY-MM-DD HH:mm' when the end is not known (a slot starts on the minute: seconds say nothing).
 */
export function formatVisit(start: Date, end: Date | null): string {
  const from = plainDateTime(start).slice(0, 16);
  if (!from || !end || Number.isNaN(end.getTime()) || end <= start) return unbreakable(from);
  const sameDay = plainDateTime(end).slice(0, 10) === plainDateTime(start).slice(0, 10);
  return unbreakable(`${from}–${sameDay ? plainDateTime(end).slice(11, 16) : plainDateTime(end).slice(0, 16)}`);
}

/** year-month-day, never broken over lines. */
export function formatDate(date: Date): string {
  return unbreakable(plainDateTime(date).slice(0, 10));
}
