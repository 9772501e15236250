import { describe, expect, it } from 'vitest';
import { BILL_KINDS } from '../../../src/api/schemas/wallet';
import { seedDb } from '../index';
import type { Db } from '../types';
import {
  addressesOf,
  billsOf,
  chargeBalance,
  claimTemplate,
  couponStatus,
  creditBalance,
  discountOf,
  ensureOneDefault,
  findUsableCoupon,
  grantCoupon,
  isNewToRecharge,
  priceGoods,
  type RechargeRow,
  regionTextOf,
  restoreCoupon,
  settleRecharge,
  useCoupon,
  walletOf,
} from '.';

const fresh = (): Db => seedDb();

describe('the commerce seed', () => {
  it('gives the demo customer 200.00 and records that replay to it, and the new customer nothing', () => {
    const db = fresh();
    expect(walletOf(db, 1001).balance).toBe(200);
    expect(walletOf(db, 1002).balance).toBe(0);
    const bills = billsOf(db, 1001);
    expect(bills[0]?.balanceAfter).toBe(200);
    const oldestFirst = [...bills].reverse();
    let balance = 0;
    for (const bill of oldestFirst) {
      balance = Math.round((balance + bill.amount) * 100) / 100;
      expect(bill.balanceAfter).toBe(balance);
    }
    const kinds = new Set(bills.map((bill) => bill.kind));
    for (const kind of BILL_KINDS) expect(kinds.has(kind)).toBe(true);
  });

  it('gives the demo customer unused coupons of each type, one used and one expired', () => {
    const db = fresh();
    const mine = db.coupons.filter((coupon) => coupon.userId === 1001);
    const unused = mine.filter((coupon) => couponStatus(coupon) === 'unused');
    expect(new Set(unused.map((coupon) => coupon.type))).toEqual(new Set(['wash-pair', 'universal', 'some-products']));
    expect(mine.filter((coupon) => couponStatus(coupon) === 'used')).toHaveLength(1);
    expect(mine.filter((coupon) => couponStatus(coupon) === 'expired')).toHaveLength(1);
  });

  it('has exactly one default address per family for the demo customer, and goods images are inline', () => {
    const db = fresh();
    for (const family of ['receivingAddresses', 'addrs'] as const) {
      const rows = addressesOf(db, family, 1001);
      expect(rows).toHaveLength(2);
      expect(rows.filter((row) => row.isDefault)).toHaveLength(1);
    }
    expect(db.goods.length).toBeGreaterThanOrEqual(12);
    for (const goods of db.goods) {
      expect(goods.image.startsWith('data:image/svg+xml,')).toBe(true);
      for (const image of goods.images) expect(image).toMatch(/^data:image\/svg\+xml,/);
    }
  });
});

describe('priceGoods', () => {
  it('prices the unit at the member or the normal price and sums the chosen add-ons', () => {
    const db = fresh();
    expect(priceGoods(db, 101, [], false)).toEqual({ unit: 29, addOns: 0 });
    expect(priceGoods(db, 101, [1, 3], true)).toEqual({ unit: 25, addOns: 18 });
  });

  it('throws for an unknown goods and for an add-on the goods does not offer', () => {
    const db = fresh();
    expect(() => priceGoods(db, 999, [], false)).toThrow(Error);
    expect(() => priceGoods(db, 110, [1], false)).toThrow(/add-on/);
  });
});

describe('chargeBalance and creditBalance', () => {
  it('charges, records a negative amount with the balance after, and refuses beyond the balance', () => {
    const db = fresh();
    expect(chargeBalance(db, 1001, 49.9, 'order-payment', 'SO1')).toEqual({ ok: true, balance: 150.1 });
    const [last] = billsOf(db, 1001);
    expect(last).toMatchObject({ kind: 'order-payment', amount: -49.9, balanceAfter: 150.1, orderNo: 'SO1' });
    const count = db.bills.length;
    expect(chargeBalance(db, 1001, 150.11, 'order-payment', 'SO2')).toEqual({ ok: false, reason: 'insufficient' });
    expect(db.bills.length).toBe(count);
    expect(walletOf(db, 1001).balance).toBe(150.1);
    expect(chargeBalance(db, 1002, 1, 'overdue-expense', 'SO3')).toEqual({ ok: false, reason: 'insufficient' });
  });

  it('spends the paid-in money before the gift part', () => {
    const db = fresh();
    chargeBalance(db, 1001, 150, 'order-payment', null); // 160 paid in + 40 gift
    expect(walletOf(db, 1001).giftBalance).toBe(40);
    chargeBalance(db, 1001, 30, 'order-payment', null);
    expect(walletOf(db, 1001)).toMatchObject({ balance: 20, giftBalance: 20 });
  });

  it('credits, records a positive amount and opens a wallet for a customer who has none', () => {
    const db = fresh();
    expect(creditBalance(db, 1001, 49, 'order-refund', 'SO1')).toBe(249);
    expect(billsOf(db, 1001)[0]).toMatchObject({ kind: 'order-refund', amount: 49, balanceAfter: 249 });
    expect(creditBalance(db, 4242, 10, 'backend-recharge', null)).toBe(10);
    expect(walletOf(db, 4242).balance).toBe(10);
  });
});

const pendingRecharge = (rechargeNo: string, pack: { price: number; giftAmount: number; payAmount: number }) => ({
  rechargeNo,
  userId: 1002,
  shopId: 0,
  packageId: 4,
  ...pack,
  payMethod: 'card' as const,
  status: 'unpaid' as const,
  createdAt: new Date().toISOString(),
  paidAt: null,
});

describe('settleRecharge', () => {
  it('credits face value plus gift once, counts the paid amount, and ends the new-user offer', () => {
    const db = fresh();
    expect(isNewToRecharge(db, 1002)).toBe(true);
    const row: RechargeRow = pendingRecharge('R1', { price: 100, giftAmount: 20, payAmount: 80 });
    db.recharges.push(row);
    settleRecharge(db, row, 'paid');
    settleRecharge(db, row, 'paid');
    expect(walletOf(db, 1002)).toEqual({ userId: 1002, balance: 120, giftBalance: 20, totalRecharge: 80 });
    expect(billsOf(db, 1002)).toEqual([expect.objectContaining({ kind: 'recharge', amount: 120, orderNo: 'R1' })]);
    expect(isNewToRecharge(db, 1002)).toBe(false);
  });

  it('credits nothing for a failed payment, nor when it is confirmed after failing', () => {
    const db = fresh();
    const row: RechargeRow = pendingRecharge('R2', { price: 50, giftAmount: 5, payAmount: 50 });
    db.recharges.push(row);
    expect(settleRecharge(db, row, 'failed').status).toBe('failed');
    expect(settleRecharge(db, row, 'paid').status).toBe('failed');
    expect(walletOf(db, 1002).balance).toBe(0);
    expect(billsOf(db, 1002)).toEqual([]);
  });
});

describe('coupons', () => {
  it('finds a usable coupon only when owned, unused, unexpired, over the minimum and for its goods', () => {
    const db = fresh();
    // 1: wash-pair 29; 2: universal 10 over 50; 3: 15 off boots (107-109) over 59; 4: used; 5: expired.
    expect(findUsableCoupon(db, 1001, 1, [101], 29)?.id).toBe(1);
    expect(findUsableCoupon(db, 1002, 1, [101], 29)).toBeUndefined();
    expect(findUsableCoupon(db, 1001, 2, [101], 49.99)).toBeUndefined();
    expect(findUsableCoupon(db, 1001, 2, [101], 50)?.id).toBe(2);
    expect(findUsableCoupon(db, 1001, 3, [101, 102], 100)).toBeUndefined();
    expect(findUsableCoupon(db, 1001, 3, [101, 108], 100)?.id).toBe(3);
    expect(findUsableCoupon(db, 1001, 4, [110], 100)).toBeUndefined();
    expect(findUsableCoupon(db, 1001, 5, [101], 100)).toBeUndefined();
  });

  it('discounts by the face value, never below zero', () => {
    const db = fresh();
    const coupon = db.coupons.find((row) => row.id === 1);
    if (!coupon) throw new Error('seed');
    expect(discountOf(coupon, 49)).toBe(29);
    expect(discountOf(coupon, 20.5)).toBe(20.5);
  });

  it('uses and restores a coupon', () => {
    const db = fresh();
    useCoupon(db, 2);
    expect(findUsableCoupon(db, 1001, 2, [101], 60)).toBeUndefined();
    expect(db.coupons.find((row) => row.id === 2)?.status).toBe('used');
    restoreCoupon(db, 2);
    expect(findUsableCoupon(db, 1001, 2, [101], 60)?.id).toBe(2);
  });

  it('grants welcome coupons of each kind with their validity', () => {
    const db = fresh();
    const before = Date.now();
    const pair = grantCoupon(db, 1002, {
      amount: 29,
      type: 1,
      name: 'Welcome pair wash',
      goodsIds: '',
      termOfValidity: 7,
      termUnit: 'day',
    });
    expect(pair).toMatchObject({ userId: 1002, templateId: null, type: 'wash-pair', status: 'unused', goodsIds: [] });
    expect(Date.parse(pair.validTo) - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    const some = grantCoupon(db, 1002, {
      amount: 10,
      type: 2,
      name: 'Boots',
      goodsIds: '107, 108',
      termOfValidity: 1,
      termUnit: 'month',
    });
    expect(some).toMatchObject({ type: 'some-products', goodsIds: [107, 108], amount: 10 });
    expect(Date.parse(some.validTo) - before).toBeGreaterThan(27 * 86_400_000);
    const all = grantCoupon(db, 1002, {
      amount: 5,
      type: 2,
      name: 'Any',
      goodsIds: '',
      termOfValidity: 3,
      termUnit: 'day',
    });
    expect(all.type).toBe('universal');
    expect(findUsableCoupon(db, 1002, all.id, [112], 5)?.id).toBe(all.id);
    expect(new Set([pair.id, some.id, all.id]).size).toBe(3);
  });

  it('claims a template as a new unused coupon valid for its days', () => {
    const db = fresh();
    const template = db.couponTemplates.find((row) => row.id === 4);
    if (!template) throw new Error('seed');
    const coupon = claimTemplate(db, 1001, template);
    expect(coupon).toMatchObject({ templateId: 4, type: 'some-products', goodsIds: [104, 105, 106] });
    expect(couponStatus(coupon)).toBe('unused');
  });
});

describe('addresses and regions', () => {
  it('keeps one default, preferring the asked one, else the current one, else the newest', () => {
    const db = fresh();
    ensureOneDefault(db, 'addrs', 1001, 2);
    expect(addressesOf(db, 'addrs', 1001).map((row) => [row.id, row.isDefault])).toEqual([
      [2, true],
      [1, false],
    ]);
    db.addrs = db.addrs.filter((row) => row.id !== 2);
    ensureOneDefault(db, 'addrs', 1001);
    expect(addressesOf(db, 'addrs', 1001)[0]).toMatchObject({ id: 1, isDefault: true });
  });

  it('names a region path in each language and refuses unknown or broken paths', () => {
    const db = fresh();
    expect(regionTextOf(db, ['440000', '440100', '440106'], 'en')).toBe('Guangdong, Guangzhou, Tianhe');
    expect(regionTextOf(db, ['440000', '440100', '440106'], 'zh-CN')).toBe('广东省广州市天河区');
    expect(regionTextOf(db, ['79', '760'], 'vi')).toBe('Thành phố Hồ Chí Minh, Quận 1');
    expect(regionTextOf(db, ['440000', '410100'], 'en')).toBeUndefined();
    expect(regionTextOf(db, [], 'en')).toBeUndefined();
  });
});
