import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import vi from '../../../locales/vi.json';
import zh from '../../../locales/zh-CN.json';
import { COUPON_TYPES } from '../../api/schemas/coupon';
import { limitedToSomeGoods, validityOf, voucherTypeKey } from './voucher-text';

const now = new Date(2026, 4, 10, 12, 0, 0);
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);

describe('voucher texts', () => {
  it('counts the days left of a usable voucher and flags the last few', () => {
    expect(validityOf({ days: 12, validTo: inDays(12), status: 'unused' }, now)).toEqual({
      kind: 'days',
      days: 12,
      soon: false,
    });
    expect(validityOf({ days: 3, validTo: inDays(2.5), status: 'claimable' }, now)).toEqual({
      kind: 'days',
      days: 3,
      soon: true,
    });
  });

  it('says "today" on the last day and nothing once it is over', () => {
    expect(validityOf({ days: 1, validTo: new Date(2026, 4, 10, 23, 0), status: 'unused' }, now)).toEqual({
      kind: 'today',
    });
    expect(validityOf({ days: 0, validTo: inDays(-1), status: 'unused' }, now)).toEqual({ kind: 'over' });
    expect(validityOf({ days: 9, validTo: inDays(9), status: 'used' }, now)).toEqual({ kind: 'over' });
    expect(validityOf({ days: 0, validTo: inDays(-3), status: 'expired' }, now)).toEqual({ kind: 'over' });
  });

  it('names the three voucher types distinctly in every locale', () => {
    for (const messages of [en, vi, zh]) {
      const names = COUPON_TYPES.map((type) => {
        const leaf = voucherTypeKey(type).split('.')[2] ?? '';
        return (messages.vouchers.types as Record<string, string>)[leaf];
      });
      expect(names.every((name) => typeof name === 'string' && name.length > 0)).toBe(true);
      expect(new Set(names).size).toBe(3);
    }
  });
});

describe('which goods a voucher covers', () => {
  it('some products by its type; a type the app does not know by its goods list', () => {
    expect(limitedToSomeGoods({ type: 'some-products', goodsIds: [] })).toBe(true);
    expect(limitedToSomeGoods({ type: 'universal', goodsIds: [] })).toBe(false);
    expect(limitedToSomeGoods({ type: 'other', goodsIds: ['104'] })).toBe(true);
    expect(limitedToSomeGoods({ type: 'other', goodsIds: [] })).toBe(false);
  });
});
