import type { CouponType, OwnedCouponStatus } from '../../../src/api/schemas/coupon';
import { type CouponVo, couponGoodsIds, SPECIAL_COUPON_TYPE } from '../../../src/api/schemas/coupon-vo';
import { round2 } from '../../lib/money';
import { nextId } from '../../lib/rows';
import { txt } from '../../lib/text';
import { DAY_MS, daysFromNow, nowIso } from '../../lib/time';
import type { Db } from '../types';
import type { CouponTemplateRow, OwnedCoupon } from './tables';

/** A customer's coupons: when one applies and what it takes off, using and giving back, claiming and granting. */

/** 'expired' for an unused coupon past its valid-to date. */
export function couponStatus(coupon: OwnedCoupon, now = Date.now()): OwnedCouponStatus {
  if (coupon.status === 'used') return 'used';
  return Date.parse(coupon.validTo) < now ? 'expired' : 'unused';
}

/** Whole days left until the coupon's valid-to date (0 once it has passed). */
export function daysLeft(validTo: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(validTo) - now) / DAY_MS));
}

/**
 * An unused, unexpired coupon of this customer that applies to an order of these goods and this amount:
 * the amount reaches the coupon's minimum spend, and a 'some-products' coupon needs one of its goods.
 */
export function findUsableCoupon(
  db: Db,
  userId: number,
  couponId: number,
  goodsIds: number[],
  amount: number,
): OwnedCoupon | undefined {
  const coupon = db.coupons.find((row) => row.id === couponId && row.userId === userId);
  if (!coupon || couponStatus(coupon) !== 'unused') return undefined;
  if (amount + 1e-9 < coupon.minSpend) return undefined;
  if (coupon.type === 'some-products' && !goodsIds.some((id) => coupon.goodsIds.includes(id))) return undefined;
  return coupon;
}

/** What a coupon takes off an amount: its face value, never more than the amount. */
export function discountOf(coupon: OwnedCoupon, amount: number): number {
  return round2(Math.max(0, Math.min(coupon.amount, amount)));
}

export function useCoupon(db: Db, couponId: number): void {
  const coupon = db.coupons.find((row) => row.id === couponId);
  if (!coupon) return;
  coupon.status = 'used';
  coupon.usedAt = nowIso();
}

/** Gives a coupon back (an order cancelled or refunded); it reads as 'expired' if its date has passed. */
export function restoreCoupon(db: Db, couponId: number): void {
  const coupon = db.coupons.find((row) => row.id === couponId);
  if (!coupon) return;
  coupon.status = 'unused';
  coupon.usedAt = null;
}

/** Claims a template for a customer (one per customer per template). */
export function claimTemplate(db: Db, userId: number, template: CouponTemplateRow): OwnedCoupon {
  const now = Date.now();
  const coupon: OwnedCoupon = {
    id: nextId(db.coupons),
    userId,
    templateId: template.id,
    name: { ...template.name },
    type: template.type,
    amount: template.amount,
    minSpend: template.minSpend,
    goodsIds: [...template.goodsIds],
    validTo: daysFromNow(template.validDays, now),
    status: 'unused',
    createdAt: new Date(now).toISOString(),
    usedAt: null,
  };
  db.coupons.push(coupon);
  return coupon;
}

/**
 * Turns a welcome or invite coupon (the popup's couponVo) into an owned coupon. The special type (the popup's
 * label) is a wash-a-pair coupon; otherwise a non-empty `goodsIds` ("101,102") limits it to those goods
 * and an empty one makes it universal. The validity runs from now for `termOfValidity` days or months.
 */
export function grantCoupon(db: Db, userId: number, vo: CouponVo): OwnedCoupon {
  const goodsIds = (couponGoodsIds(vo) ?? []).map(Number);
  const type: CouponType =
    vo.type === SPECIAL_COUPON_TYPE ? 'wash-pair' : goodsIds.length > 0 ? 'some-products' : 'universal';
  const now = new Date();
  const validTo = new Date(now);
  if (vo.termUnit === 'month') validTo.setMonth(validTo.getMonth() + vo.termOfValidity);
  else validTo.setTime(validTo.getTime() + vo.termOfValidity * DAY_MS);
  const coupon: OwnedCoupon = {
    id: nextId(db.coupons),
    userId,
    templateId: null,
    name: txt(vo.name, vo.name, vo.name),
    type,
    amount: round2(vo.amount),
    minSpend: 0,
    goodsIds: type === 'some-products' ? goodsIds : [],
    validTo: validTo.toISOString(),
    status: 'unused',
    createdAt: now.toISOString(),
    usedAt: null,
  };
  db.coupons.push(coupon);
  return coupon;
}
