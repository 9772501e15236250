import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatVisit } from './format';

describe('formats', () => {
  it('shows date-times as YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 7, 8, 9))).toBe('2026-01-05 07:08:09');
    expect(formatDate(new Date(2026, 10, 21, 23, 0, 0))).toBe('2026-11-21');
    expect(formatDateTime(new Date('nonsense'))).toBe('');
  });

  it('shows a door-to-door visit as its slot, or its start when the end is not known', () => {
    const start = new Date(2026, 10, 24, 14, 0, 0);
    expect(formatVisit(start, new Date(2026, 10, 24, 16, 0, 0))).toBe('2026-11-24 14:00–16:00');
    expect(formatVisit(start, null)).toBe('2026-11-24 14:00');
    expect(formatVisit(start, new Date(2026, 10, 25, 1, 0, 0))).toBe('2026-11-24 14:00–2026-11-25 01:00');
    expect(formatVisit(start, new Date(2026, 10, 24, 13, 0, 0))).toBe('2026-11-24 14:00');
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
