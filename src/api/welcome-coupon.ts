import * as v from 'valibot';
import { couponHolderSchema } from './schemas/activity';

/**
 * `{couponVo}` in the welcome flow's answers (`gaveCoupon`, `newReward`), or null when it is missing or cannot
 * be read: the popup then shows nothing, and the answer's code alone decides the rest. Never an error the
 * customer is told about: the flow runs by itself, and the coupon is in their vouchers all the same.
 */
export const welcomeCouponSchema = v.fallback(v.nullish(couponHolderSchema, null), null);
