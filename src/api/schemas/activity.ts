import * as v from 'valibot';
import { booleanFlagSchema, dateTimeSchema, idSchema, moneySchema, numberSchema } from './common';
import { couponVoSchema } from './coupon-vo';

/**
 * What a discount activity takes off: a percentage of the goods' price (`percent` 20 = 20 % off) or a fixed
 * amount, each once the order reaches `threshold` (0 = no minimum).
 */
export const discountSchema = v.variant('type', [
  v.object({
    type: v.literal('percent'),
    percent: v.pipe(numberSchema, v.minValue(0), v.maxValue(100)),
    threshold: moneySchema,
  }),
  v.object({ type: v.literal('amount'), amount: moneySchema, threshold: moneySchema }),
]);
export type Discount = v.InferOutput<typeof discountSchema>;

/** `/activity/discount-activity`: a promotion a banner can lead to. `description` is HTML (sanitise it). */
export const discountActivitySchema = v.object({
  /** The app asked with it: the echo is not needed. */
  id: v.nullish(idSchema, null),
  /** What the sheet shows the activity as: without it, there is no activity to show. */
  title: v.string(),
  description: v.nullish(v.string(), ''),
  /** The dates line is left out without them. */
  startTime: v.nullish(dateTimeSchema, null),
  endTime: v.nullish(dateTimeSchema, null),
  /** A discount the app cannot read is not shown as one: the sheet shows the activity's text. */
  discount: v.fallback(v.nullish(discountSchema, null), null),
  /** Goods the discount applies to, comma-separated; empty means all goods. */
  goodsIds: v.nullish(v.string(), ''),
});
export type DiscountActivity = v.InferOutput<typeof discountActivitySchema>;

/** `0 | 1` flags; booleans and '0'/'1' strings from a server that sends those are accepted. */
export const flagSchema = v.pipe(
  booleanFlagSchema,
  v.transform((value): 0 | 1 => (value ? 1 : 0)),
);

/** `{couponVo}`: the wrapper both welcome-coupon answers use. */
export const couponHolderSchema = v.object({ couponVo: couponVoSchema });
