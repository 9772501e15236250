import type { OwnedCoupon } from '../../api/schemas/coupon';
import type { Id } from '../../lib/id';

/** Why a voucher cannot be used for this order; null when it can. */
export type CouponProblem = 'used' | 'expired' | 'goods' | 'min-spend';

export type CouponOrder = {
  /** The goods in the order. */
  goodsIds: readonly Id[];
  /** Goods and add-ons, before delivery fee and voucher. */
  subtotal: number;
};

/**
 * The rules the user-api applies (`/order/count-order-amount`): an unused voucher before its valid-to date;
 * the order reaches its minimum spend; a "some products" voucher needs one of its goods in the order.
 * "Wash a pair" and "universal" vouchers apply to any goods.
 */
export function couponProblem(
  coupon: Pick<OwnedCoupon, 'status' | 'validTo' | 'type' | 'goodsIds' | 'minSpend'>,
  order: CouponOrder,
  now = Date.now(),
): CouponProblem | null {
  if (coupon.status === 'used') return 'used';
  if (coupon.status === 'expired' || (coupon.validTo !== null && coupon.validTo.getTime() < now)) return 'expired';
  if (order.goodsIds.length === 0) return 'goods';
  if (coupon.type === 'some-products' && !order.goodsIds.some((id) => coupon.goodsIds.includes(id))) return 'goods';
  if (order.subtotal + 1e-9 < coupon.minSpend) return 'min-spend';
  return null;
}

/** What the voucher takes off: its face value, never more than the subtotal. */
export function couponSaving(coupon: Pick<OwnedCoupon, 'amount'>, subtotal: number): number {
  return Math.round(Math.max(0, Math.min(coupon.amount, subtotal)) * 100) / 100;
}

/** When a voucher ends, for ordering: one without an end date last. */
const endOf = (coupon: Pick<OwnedCoupon, 'validTo'>) => coupon.validTo?.getTime() ?? Number.MAX_SAFE_INTEGER;

/** The vouchers of a list that apply, best saving first (then the one expiring soonest). */
export function applicableCoupons<
  C extends Pick<OwnedCoupon, 'status' | 'validTo' | 'type' | 'goodsIds' | 'minSpend' | 'amount'>,
>(coupons: readonly C[], order: CouponOrder, now = Date.now()): C[] {
  return coupons
    .filter((coupon) => couponProblem(coupon, order, now) === null)
    .sort((a, b) => couponSaving(b, order.subtotal) - couponSaving(a, order.subtotal) || endOf(a) - endOf(b));
}
