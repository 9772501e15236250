import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type { Id } from '../lib/id';
import { call, callQuiet } from './client';
import { discountActivitySchema, flagSchema } from './schemas/activity';
import { walletKeys } from './wallet';
import { welcomeCouponSchema } from './welcome-coupon';

/**
 * The activity family: discount activities (public) and the shop's new-user coupon (session calls of the
 * welcome-coupon flow, which reads `code` itself: only 200 counts, other codes are ignored without a toast).
 * Every query key starts with 'activity'.
 */

export type { Discount, DiscountActivity } from './schemas/activity';

/**
 * `/activity/new-user-activity`: whether the customer is new, and the shop's coupon for new customers if any.
 * Only `newUser` is required (the flow branches on it); an answer without it reads as null, "not known", and
 * the flow does nothing, without a word.
 */
const newUserActivitySchema = v.fallback(
  // gaveCoupon only sets the reward flag, on which nothing depends: it may be left out
  v.nullable(v.object({ newUser: flagSchema, gaveCoupon: v.nullish(welcomeCouponSchema, null) })),
  null,
);
export type NewUserActivity = v.InferOutput<typeof newUserActivitySchema>;

/**
 * `/activity/receive-new-user`: the coupon just claimed (spec: "gaveCoupon with couponVo"). A write: a 200 is
 * a done claim whatever its data; a coupon missing or unreadable reads as null (nothing to show).
 */
const receiveNewUserSchema = v.fallback(v.nullable(v.object({ gaveCoupon: welcomeCouponSchema })), null);
export type ReceiveNewUser = v.InferOutput<typeof receiveNewUserSchema>;

export const getDiscountActivity = (activityId: Id, signal?: AbortSignal) =>
  call(discountActivitySchema, '/activity/discount-activity', { query: { activityId }, signal });

/** Answers `{code, data}`; data only with code 200. A missing session still throws (401 logs out). */
export const getNewUserActivity = (shopId: Id, signal?: AbortSignal) =>
  callQuiet(newUserActivitySchema, '/activity/new-user-activity', { query: { shopId }, signal });

/** Claims the shop's new-user coupon: code 200 the first time only; a second claim answers another code. */
export const receiveNewUserCoupon = (shopId: Id) =>
  callQuiet(receiveNewUserSchema, '/activity/receive-new-user', { json: { shopId } });

export const activityKeys = {
  all: ['activity'] as const,
  discount: (activityId: Id) => ['activity', 'discount', { activityId }] as const,
  newUser: (shopId: Id) => ['activity', 'new-user', { shopId }] as const,
};

export const activityQueries = {
  discount: (activityId: Id) =>
    queryOptions({
      queryKey: activityKeys.discount(activityId),
      queryFn: ({ signal }) => getDiscountActivity(activityId, signal),
      staleTime: 5 * 60_000,
    }),
  /** Asked afresh each time: a claim changes the answer. */
  newUser: (shopId: Id) =>
    queryOptions({
      queryKey: activityKeys.newUser(shopId),
      queryFn: ({ signal }) => getNewUserActivity(shopId, signal),
      staleTime: 0,
      gcTime: 0,
    }),
};

export const activityMutations = {
  /** A coupon claimed (code 200) is one of the customer's vouchers from now on. */
  receiveNewUser: () =>
    mutationOptions({
      mutationKey: ['activity', 'receive-new-user'],
      mutationFn: receiveNewUserCoupon,
      onSuccess: (claim, _shopId, _onMutate, { client }) =>
        claim.code === 200 ? client.invalidateQueries({ queryKey: walletKeys.coupons() }) : undefined,
    }),
};
