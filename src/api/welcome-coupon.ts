import * as v from 'valibot';
import { couponHolderSchema } from './schemas/activity';

/**
 * `{couponVo}` in the welcome claims' answers (`gaveCoupon`, `newReward`): what the popup shows, so the
 * contract (and the lean mock) lists it as sent, null when there is none. Read leniently all the same: a
 * claim answered 200 is done, and one whose coupon is missing or cannot be read reads as null. The popup then
 * shows nothing and the answer's code alone decides the rest; nothing is said to the customer, as the flow
 * runs by itself and the coupon is in their vouchers anyway.
 */
export const welcomeCouponSchema = v.fallback(v.nullable(couponHolderSchema), null);
