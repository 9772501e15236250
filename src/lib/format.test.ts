import { describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatVisit, unbreakable } from './format';

/** What the customer reads: the joiners are invisible, a no-break space looks as a space. */
const shown = (text: string) => text.replace(/\u2060/g, '').replace(/\u00a0/g, ' ');

describe('formats', () => {
  it('shows date-times as YYYY-MM-DD HH:mm:ss', () => {
    expect(shown(formatDateTime(new Date(2026, 0, 5, 7, 8, 9)))).toBe('2026-01-05 07:08:09');
    expect(shown(formatDate(new Date(2026, 10, 21, 23, 0, 0)))).toBe('2026-11-21');
    expect(formatDateTime(new Date('nonsense'))).toBe('');
  });

  it('shows a door-to-door visit as its slot, or its start when the end is not known', () => {
    const start = new Date(2026, 10, 24, 14, 0, 0);
    expect(shown(formatVisit(start, new Date(2026, 10, 24, 16, 0, 0)))).toBe('2026-11-24 14:00–16:00');
    expect(shown(formatVisit(start, null))).toBe('2026-11-24 14:00');
    expect(shown(formatVisit(start, new Date(2026, 10, 25, 1, 0, 0)))).toBe('2026-11-24 14:00–2026-11-25 01:00');
    expect(shown(formatVisit(start, new Date(2026, 10, 24, 13, 0, 0)))).toBe('2026-11-24 14:00');
  });

  it('never lets a line break inside a date or a time: no plain space, a joiner after each hyphen or dash', () => {
    const start = new Date(2026, 10, 29, 0, 14, 5);
    for (const text of [
      formatDateTime(start),
      formatDate(start),
      formatVisit(start, new Date(2026, 10, 30, 1, 0, 0)),
    ]) {
      expect(text).not.toMatch(/ /);
      expect(text).not.toMatch(/[-\u2013](?!\u2060)/);
    }
    expect(formatDateTime(start)).toBe('2026-\u206011-\u206029\u00a000:14:05');
    expect(unbreakable('10:00–12:00')).toBe('10:00–\u206012:00');
  });

  it('shows money with two decimals in each locale', () => {
    expect(formatMoney(12.5, 'en')).toMatch(/12\.50/);
    expect(formatMoney(12.5, 'vi')).toMatch(/12,50/);
    expect(formatMoney(Number.NaN, 'en')).toMatch(/0\.00/);
  });

  it("writes CNY as '¥' in every locale, as a customer of a Chinese service expects", () => {
    expect(formatMoney(29, 'en')).toBe('¥29.00');
    expect(formatMoney(29, 'zh-CN')).toBe('¥29.00');
    expect(formatMoney(1234.5, 'vi')).toBe('1.234,50\u00a0¥');
  });
});

describe('money without Intl', () => {
  const intl = (amount: number, locale: string, currency: string) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
    }).format(amount);
  const amounts = [0, -0, 0.001, -0.001, 0.005, 1.005, 2.675, 12.5, -3.2, 999.995, 1000, 1234567.891, -98765.4321];
  // every amount from 0.00 to 20.00 by the cent, and some random ones
  for (let cents = 0; cents <= 2000; cents += 1) amounts.push(cents / 100);
  for (let i = 0; i < 500; i += 1) amounts.push(Math.round((Math.random() - 0.3) * 1e9) / 1000);

  it.each(['en', 'vi', 'zh-CN'])('writes every amount as Intl.NumberFormat does in %s', (locale) => {
    const differing = amounts.filter((amount) => formatMoney(amount, locale) !== intl(amount, locale, 'CNY'));
    expect(differing.map((amount) => [amount, formatMoney(amount, locale), intl(amount, locale, 'CNY')])).toEqual([]);
  });

  it.each(['USD', 'EUR', 'VND'])(
    'writes %s as Intl.NumberFormat does, when the shop is set to it',
    async (currency) => {
      vi.stubEnv('VITE_CURRENCY', currency);
      vi.resetModules();
      const shop = await import('./format');
      for (const locale of ['en', 'vi', 'zh-CN'])
        for (const amount of [0, 12.5, -3.2, 1234567.891])
          expect(shop.formatMoney(amount, locale)).toBe(intl(amount, locale, currency));
      vi.unstubAllEnvs();
    },
  );

  it('takes Intl for a locale it has no table for', () => {
    expect(formatMoney(1234.5, 'de')).toBe(intl(1234.5, 'de', 'CNY'));
  });
});
