import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type { Id } from '../lib/id';
import { callQuiet } from './client';
import { flagSchema } from './schemas/activity';
import { walletKeys } from './wallet';
import { welcomeCouponSchema } from './welcome-coupon';

/**
 * The expand family: the invite (share) reward of the welcome-coupon flow. Session calls answered as
 * `{code, data}`: only code 200 counts, other codes are ignored without a toast. Keys start with 'expand'.
 */

/**
 * `/expand/is-new-user`: whether the customer is new, and whether the shared shop grants an invite reward.
 * Only `newUser` is required (the flow branches on it); an answer without it reads as null, "not known", and
 * the flow does nothing, without a word, as for any other code than 200.
 */
const isNewUserSchema = v.fallback(
  v.nullable(v.object({ newUser: flagSchema, newUserReward: v.nullish(v.fallback(flagSchema, 0), 0) })),
  null,
);
export type IsNewUser = v.InferOutput<typeof isNewUserSchema>;

/**
 * `/expand/receive`: the invite reward just claimed (spec: "newReward with couponVo"). A write: a 200 is a done
 * claim whatever its data; a reward missing or unreadable reads as null (nothing to show).
 */
const receiveSchema = v.fallback(v.nullable(v.object({ newReward: welcomeCouponSchema })), null);
export type InviteReward = v.InferOutput<typeof receiveSchema>;

/** `shopId` is the shared shop (shareShopId); `initiativeId` the inviter (pid). */
export type ReceiveInviteInput = { shopId: Id; initiativeId: Id };

export const getIsNewUser = (shopId: Id, signal?: AbortSignal) =>
  callQuiet(isNewUserSchema, '/expand/is-new-user', { query: { shopId }, signal });

export const receiveInviteReward = (input: ReceiveInviteInput) =>
  callQuiet(receiveSchema, '/expand/receive', {
    json: { shopId: input.shopId, initiativeId: input.initiativeId },
  });

export const expandKeys = {
  all: ['expand'] as const,
  isNewUser: (shopId: Id) => ['expand', 'is-new-user', { shopId }] as const,
};

export const expandQueries = {
  /** Asked afresh each time: a claim changes the answer. */
  isNewUser: (shopId: Id) =>
    queryOptions({
      queryKey: expandKeys.isNewUser(shopId),
      queryFn: ({ signal }) => getIsNewUser(shopId, signal),
      staleTime: 0,
      gcTime: 0,
    }),
};

export const expandMutations = {
  /** A reward claimed (code 200) is one of the customer's vouchers from now on. */
  receive: () =>
    mutationOptions({
      mutationKey: ['expand', 'receive'],
      mutationFn: receiveInviteReward,
      onSuccess: (claim, _input, _onMutate, { client }) =>
        claim.code === 200 ? client.invalidateQueries({ queryKey: walletKeys.coupons() }) : undefined,
    }),
};
