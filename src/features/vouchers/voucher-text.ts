import type { CouponType } from '../../api/schemas/coupon';
import type { Id } from '../../lib/id';

/**
 * The locale key naming a voucher type: wash a pair (type 1, the special label), universal, some products
 * (spec section 3), or a neutral 'Voucher' for a type the app does not know.
 */
export const voucherTypeKey = (type: CouponType) => `vouchers.types.${type}` as const;

/** Whether a voucher covers only some goods: its type says so, or (a type the app does not know) its goods list. */
export const limitedToSomeGoods = (coupon: { type: CouponType; goodsIds: readonly Id[] }) =>
  coupon.type === 'some-products' || (coupon.type === 'other' && coupon.goodsIds.length > 0);

/** Days left at or below which a voucher is marked as about to expire. */
export const EXPIRING_SOON_DAYS = 3;

/**
 * What a voucher's validity line says: the days left while it can be used ('today' on its last day, when the
 * server counts 0 or 1 whole days but it has not passed yet), nothing more once it is used or expired.
 */
export function validityOf(
  coupon: { days: number | null; validTo: Date | null; status: string },
  now = new Date(),
): { kind: 'days'; days: number; soon: boolean } | { kind: 'today' } | { kind: 'over' } | { kind: 'unknown' } {
  if (coupon.status === 'used' || coupon.status === 'expired') return { kind: 'over' };
  // a server that sends neither its end nor its days left: the voucher is shown without either
  if (coupon.validTo === null) return { kind: 'unknown' };
  if (coupon.validTo.getTime() < now.getTime()) return { kind: 'over' };
  const sameDay =
    coupon.validTo.getFullYear() === now.getFullYear() &&
    coupon.validTo.getMonth() === now.getMonth() &&
    coupon.validTo.getDate() === now.getDate();
  const days = coupon.days ?? Math.ceil((coupon.validTo.getTime() - now.getTime()) / 86_400_000);
  if (sameDay || days <= 0) return { kind: 'today' };
  return { kind: 'days', days, soon: days <= EXPIRING_SOON_DAYS };
}
