import type { Discount, DiscountActivity } from '../../api/activity';
import { couponGoodsIds } from '../../api/schemas/coupon-vo';

/** Where a discount activity stands at `now`. */
export type ActivityState = 'upcoming' | 'ongoing' | 'ended';

export function activityState(
  activity: Pick<DiscountActivity, 'startTime' | 'endTime'>,
  now = Date.now(),
): ActivityState {
  // an end or start the server does not say does not end or hold back the activity
  if (activity.startTime && now < activity.startTime.getTime()) return 'upcoming';
  if (activity.endTime && now > activity.endTime.getTime()) return 'ended';
  return 'ongoing';
}

/**
 * What a discount takes off, as a translation key and its values (money values are numbers: the screen
 * formats them for the locale).
 */
export function discountSummary(discount: Discount): {
  off: { key: 'activity.percentOff'; percent: number } | { key: 'activity.amountOff'; amount: number };
  threshold: number | null;
} {
  const threshold = discount.threshold > 0 ? discount.threshold : null;
  if (discount.type === 'percent') return { off: { key: 'activity.percentOff', percent: discount.percent }, threshold };
  return { off: { key: 'activity.amountOff', amount: discount.amount }, threshold };
}

/** Whether the activity is limited to some goods (its `goodsIds`), or applies to all. */
export function limitedToSomeGoods(activity: Pick<DiscountActivity, 'goodsIds'>): boolean {
  return couponGoodsIds({ goodsIds: activity.goodsIds }) !== null;
}
