import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney } from './format';

describe('formats', () => {
  it('shows date-times as YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 7, 8, 9))).toBe('2026-01-05 07:08:09');
    expect(formatDate(new Date(2026, 10, 21, 23, 0, 0))).toBe('2026-11-21');
    expect(formatDateTime(new Date('nonsense'))).toBe('');
  });

  it('shows money with two decimals in each locale', () => {
    expect(formatMoney(12.5, 'en')).toMatch(/12\.50/);
    expect(formatMoney(12.5, 'vi')).toMatch(/12,50/);
    expect(formatMoney(Number.NaN, 'en')).toMatch(/0\.00/);
  });
});
