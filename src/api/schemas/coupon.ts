import * as v from 'valibot';
import { dateTimeSchema, idSchema, moneySchema } from './common';

/** Voucher types (spec section 3): wash a pair, universal, some products (only `goodsIds`). */
export const COUPON_TYPES = ['wash-pair', 'universal', 'some-products'] as const;
export const couponTypeSchema = v.picklist(COUPON_TYPES);
export type CouponType = v.InferOutput<typeof couponTypeSchema>;

export const OWNED_COUPON_STATUSES = ['unused', 'used', 'expired'] as const;
export type OwnedCouponStatus = (typeof OWNED_COUPON_STATUSES)[number];

const couponFields = {
  name: v.string(),
  type: couponTypeSchema,
  /** Face value taken off the order (never more than the order's amount). */
  amount: moneySchema,
  /** The order amount needed before it applies; 0 for none. */
  minSpend: v.optional(moneySchema, 0),
  /** For 'some-products': the goods it applies to; empty for the other types. */
  goodsIds: v.optional(v.array(idSchema), []),
  validTo: dateTimeSchema,
  /** Whole days left until `validTo` (0 once passed). */
  days: v.number(),
};

/** A voucher the customer holds (`/wallet/coupon-list` with status unused, used or expired). */
export const ownedCouponSchema = v.object({
  id: idSchema,
  /** The template it was claimed from; null for welcome and invite coupons. */
  templateId: v.optional(v.nullable(idSchema), null),
  ...couponFields,
  status: v.picklist(OWNED_COUPON_STATUSES),
});
export type OwnedCoupon = v.InferOutput<typeof ownedCouponSchema>;

/**
 * A voucher the shop offers on the claim screen (`/wallet/coupon-list` with `status: 'claimable'`): `id` is
 * the template id to send to `/wallet/create-order-coupon`, `validTo`/`days` what a coupon claimed now would
 * get, and `claimed` whether the customer already holds one (one per customer per template).
 */
export const claimableCouponSchema = v.object({
  id: idSchema,
  templateId: idSchema,
  ...couponFields,
  status: v.literal('claimable'),
  claimed: v.boolean(),
});
export type ClaimableCoupon = v.InferOutput<typeof claimableCouponSchema>;
