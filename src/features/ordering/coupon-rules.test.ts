import { describe, expect, it } from 'vitest';
import type { Id } from '../../lib/id';
import { applicableCoupons, couponProblem, couponSaving } from './coupon-rules';

const now = Date.UTC(2026, 5, 1);
const coupon = (over: Partial<Parameters<typeof couponProblem>[0]> & { amount?: number; id?: Id } = {}) => ({
  id: '1',
  status: 'unused' as const,
  validTo: new Date(now + 86_400_000),
  type: 'universal' as const,
  goodsIds: [] as Id[],
  minSpend: 0,
  amount: 10,
  ...over,
});

describe('which vouchers apply to an order', () => {
  const order = { goodsIds: ['101', '102'], subtotal: 60 };

  it('takes an unused, valid voucher whose minimum spend is reached', () => {
    expect(couponProblem(coupon({ minSpend: 60 }), order, now)).toBeNull();
    expect(couponProblem(coupon({ minSpend: 60.01 }), order, now)).toBe('min-spend');
  });

  it('refuses used and expired vouchers', () => {
    expect(couponProblem(coupon({ status: 'used' }), order, now)).toBe('used');
    expect(couponProblem(coupon({ status: 'expired' }), order, now)).toBe('expired');
    expect(couponProblem(coupon({ validTo: new Date(now - 1) }), order, now)).toBe('expired');
  });

  it('needs one of its goods for a "some products" voucher; "wash a pair" fits any goods', () => {
    expect(couponProblem(coupon({ type: 'some-products', goodsIds: ['107'] }), order, now)).toBe('goods');
    expect(couponProblem(coupon({ type: 'some-products', goodsIds: ['102', '107'] }), order, now)).toBeNull();
    expect(couponProblem(coupon({ type: 'wash-pair' }), order, now)).toBeNull();
  });

  it('applies to nothing while the order has no goods', () => {
    expect(couponProblem(coupon(), { goodsIds: [], subtotal: 0 }, now)).toBe('goods');
  });

  it('saves at most the subtotal, and lists the best saving first', () => {
    expect(couponSaving({ amount: 29 }, 25)).toBe(25);
    expect(couponSaving({ amount: 10 }, 25)).toBe(10);
    const list = [
      coupon({ id: '1', amount: 5 }),
      coupon({ id: '2', amount: 15 }),
      coupon({ id: '3', amount: 30, minSpend: 100 }),
    ];
    expect(applicableCoupons(list, order, now).map((c) => c.id)).toEqual(['2', '1']);
  });
});
