import * as v from 'valibot';
import { booleanFlagSchema, dateTimeSchema, idListSchema, idSchema, moneySchema, numberSchema } from './common';
import { openPicklist } from './open-picklist';

/** Voucher types (spec section 3): wash a pair, universal, some products (only `goodsIds`). */
export const COUPON_TYPES = ['wash-pair', 'universal', 'some-products'] as const;
/** A known type, or 'other' for one the app has no words for (shown with a neutral label). */
export type CouponType = (typeof COUPON_TYPES)[number] | 'other';

/**
 * Spec section 3 gives the type as a number, 1 with a special label ("Wash a pair", the welcome popup's); the
 * numbers follow the spec's order of the three types. The words our own mock sends are read too.
 */
const NUMBERED_TYPES: Readonly<Record<number, CouponType>> = { 1: 'wash-pair', 2: 'universal', 3: 'some-products' };

function couponTypeOf(value: string | number | null): CouponType {
  if (typeof value === 'string' && (COUPON_TYPES as readonly string[]).includes(value)) return value as CouponType;
  const number = typeof value === 'number' ? value : /^\d+$/.test(value ?? '') ? Number(value) : Number.NaN;
  return NUMBERED_TYPES[number] ?? 'other';
}

export const couponTypeSchema = v.pipe(v.nullable(v.union([v.string(), v.number()])), v.transform(couponTypeOf));

export const OWNED_COUPON_STATUSES = ['unused', 'used', 'expired'] as const;
export type OwnedCouponStatus = (typeof OWNED_COUPON_STATUSES)[number];

/** The end of the day `days` whole days from now: a voucher's valid-to date when the server sends only `days`. */
function endOfDayIn(days: number, now = new Date()): Date {
  const end = new Date(now);
  end.setDate(end.getDate() + Math.max(0, Math.floor(days)));
  end.setHours(23, 59, 59, 999);
  return end;
}

const couponFields = {
  /** Without it the voucher is named by its type. */
  name: v.nullish(v.string(), ''),
  type: couponTypeSchema,
  /** Face value taken off the order (never more than the order's amount). */
  amount: moneySchema,
  /** The order amount needed before it applies; 0 for none. */
  minSpend: v.nullish(moneySchema, 0),
  /** For 'some-products': the goods it applies to (a list, or '104,105' as the popup's coupon has it). */
  goodsIds: v.nullish(
    v.pipe(
      v.nullable(idListSchema),
      v.transform((ids) => ids ?? []),
    ),
    [],
  ),
  /** Without it, the end of the last of `days` (both name the same date; spec section 3 lists both). */
  validTo: v.nullish(dateTimeSchema, null),
  /** Whole days left until `validTo` (0 once passed). */
  days: v.nullish(numberSchema, null),
};

/** `validTo` filled in from `days` when the server left it out; null when it sends neither. */
const withValidTo = <T extends { validTo: Date | null; days: number | null }>(coupon: T) => ({
  ...coupon,
  validTo: coupon.validTo ?? (coupon.days === null ? null : endOfDayIn(coupon.days)),
});

/**
 * A voucher the customer holds (`/wallet/coupon-list` with status unused, used or expired). A status the app
 * does not know reads as 'other' (the screen asked for one status, and shows the voucher under it).
 */
export const ownedCouponSchema = v.pipe(
  v.object({
    id: idSchema,
    /** The template it was claimed from; null for welcome and invite coupons. */
    templateId: v.nullish(idSchema, null),
    ...couponFields,
    status: openPicklist(OWNED_COUPON_STATUSES),
  }),
  v.transform(withValidTo),
);
export type OwnedCoupon = v.InferOutput<typeof ownedCouponSchema>;

/**
 * A voucher the shop offers on the claim screen (`/wallet/coupon-list` with `status: 'claimable'`): `id` is
 * the template id to send to `/wallet/create-order-coupon` (`templateId`, when sent, says so again),
 * `validTo`/`days` what a coupon claimed now would get, and `claimed` whether the customer already holds one
 * (one per customer per template).
 */
export const claimableCouponSchema = v.pipe(
  v.object({
    id: idSchema,
    templateId: v.nullish(idSchema, null),
    ...couponFields,
    /** The list was asked for with status claimable: whatever it says, the voucher is one to claim. */
    status: v.nullish(v.unknown()),
    claimed: v.nullish(booleanFlagSchema, false),
  }),
  v.transform(({ templateId, ...coupon }) => ({
    ...withValidTo(coupon),
    templateId: templateId ?? coupon.id,
    status: 'claimable' as const,
  })),
);
export type ClaimableCoupon = v.InferOutput<typeof claimableCouponSchema>;
