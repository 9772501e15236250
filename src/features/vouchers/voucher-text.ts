import type { CouponType } from '../../api/schemas/coupon';

/**
 * The locale key naming a voucher type: wash a pair (type 1, the special label), universal, some products
 * (spec section 3), or a neutral 'Voucher' for a type the app does not know.
 */
export const voucherTypeKey = (type: CouponType) => `vouchers.types.${type}` as const;

/** Whether a voucher covers only some goods: its type says so, or (a type the app does not know) its goods list. */
export const limitedToSomeGoods = (coupon: { type: CouponType; goodsIds: readonly number[] }) =>
  coupon.type === 'some-products' || (coupon.type === 'other' && coupon.goodsIds.length > 0);

/** Days left at or below which a voucher is marked as about to expire. */
export const EXPIRING_SOON_DAYS = 3;

/**
 * What a voucher's validity line says: the days left while it can be used ('today' on its last day, when the
 * server counts 0 or 1 whole days but it has not passed yet), nothing more once it is used or expired.
 */
export function validityOf(
  coupon: { days: number; validTo: Date; status: string },
  now = new Date(),
): { kind: 'days'; days: number; soon: boolean } | { kind: 'today' } | { kind: 'over' } {
  if (coupon.status === 'used' || coupon.status === 'expired') return { kind: 'over' };
  if (coupon.validTo.getTime() < now.getTime()) return { kind: 'over' };
  const sameDay =
    coupon.validTo.getFullYear() === now.getFullYear() &&
    coupon.validTo.getMonth() === now.getMonth() &&
    coupon.validTo.getDate() === now.getDate();
  if (sameDay || coupon.days <= 0) return { kind: 'today' };
  return { kind: 'days', days: coupon.days, soon: coupon.days <= EXPIRING_SOON_DAYS };
}
