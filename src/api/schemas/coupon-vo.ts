import * as v from 'valibot';
import type { Id } from '../../lib/id';
import { idListSchema, moneySchema, numberSchema } from './common';

/**
 * A coupon as the welcome popup reads it (spec section 3), inside `gaveCoupon.couponVo` (shop new-user
 * coupon) and `newReward.couponVo` (invite reward).
 */
export const couponVoSchema = v.object({
  /** Shown only when above 0. */
  amount: moneySchema,
  /** 1 has a special label. */
  type: numberSchema,
  name: v.string(),
  /** Comma-separated goods ids; empty (or missing) means all goods. A list of ids is read as the same text. */
  goodsIds: v.nullish(
    v.union([
      v.string(),
      v.pipe(
        idListSchema,
        v.transform((ids) => ids.join(',')),
      ),
    ]),
    '',
  ),
  /** A number the popup follows with a unit label (spec section 3). */
  termOfValidity: numberSchema,
  /**
   * Not in the spec, which names only the number: days unless a server says months. Never required, and
   * an unknown unit reads as days.
   */
  termUnit: v.nullish(v.fallback(v.picklist(['day', 'month']), 'day'), 'day'),
});
export type CouponVo = v.InferOutput<typeof couponVoSchema>;

/** The coupon type that carries the special label in the popup. */
export const SPECIAL_COUPON_TYPE = 1;

/** The goods a coupon is limited to, or null when it applies to all goods. */
export function couponGoodsIds(coupon: Pick<CouponVo, 'goodsIds'>): Id[] | null {
  const ids = (coupon.goodsIds ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part));
  return ids.length > 0 ? ids : null;
}
