import type { CouponVo } from '../../api/schemas/coupon-vo';
import type { Id } from '../../lib/id';

/**
 * The new-user (welcome) coupon decision of spec section 4, as pure functions. The flow only runs for a
 * logged-in customer (run-check.ts); in it only code 200 counts and any other code is ignored without a word
 * (section 8).
 *
 * 1. `welcomeCheckFor`: with an inviter id (pid) and a shared shop, ask `/expand/is-new-user` about the shared
 *    shop; with no inviter, `/activity/new-user-activity` about the current shop; with an inviter and no
 *    shared shop there is nothing to ask (the spec's answer to that case does not depend on a check).
 * 2. `decideWelcome`: the spec's decision list:
 *    - newUser = 1 and no inviter: claim the shop's new-user coupon; the parent goes on (true);
 *    - inviter and shared shop, and new: claim the invite reward. Only a new customer: "Not new: tell the
 *      parent to go on", so an existing customer who opens a share link never claims;
 *    - inviter but no shared shop: clear pid, nothing else;
 *    - not new: the parent goes on (true). pid and shareShopId stay stored: the spec clears both only after a
 *      claim answered 200, and kept they cause no claim (the check finds the customer not new again).
 * 3. `settleNewUserClaim` / `settleInviteClaim`: what the claim's answer leads to.
 */

export type WelcomeContext = {
  /** Inviter id from the landing URL (stored), or null. */
  pid: string | null;
  /** Shared shop id from the landing URL (stored), or null. */
  shareShopId: Id | null;
  /** The current shop (0 when unset). */
  shopId: Id;
};

export type WelcomeCheck =
  | { call: 'expand/is-new-user'; shopId: Id }
  | { call: 'activity/new-user-activity'; shopId: Id };

const hasInviter = (context: WelcomeContext) => context.pid !== null && context.pid !== '';

/**
 * Which check to make, or null when none is due: an inviter without a shared shop has no shared shop to ask
 * about, and the current shop is never asked in its place.
 */
export function welcomeCheckFor(context: WelcomeContext): WelcomeCheck | null {
  if (!hasInviter(context)) return { call: 'activity/new-user-activity', shopId: context.shopId };
  if (context.shareShopId === null) return null;
  return { call: 'expand/is-new-user', shopId: context.shareShopId };
}

/**
 * A check's answer as the flow reads it. `rewardFlag` is `newUserReward` from `/expand/is-new-user`, or 1
 * when `/activity/new-user-activity` gave a coupon (`gaveCoupon`), 0 otherwise. The spec computes it; its
 * decision list does not depend on it (a claim the server refuses is simply not code 200).
 */
export type CheckAnswer = { code: 200; newUser: 0 | 1; rewardFlag: 0 | 1 } | { code: number };

/** A check's answer; `data` is null when a 200 did not say whether the customer is new (then: unknown). */
type CheckResponse = {
  code: number;
  data?: { newUser: 0 | 1; newUserReward?: 0 | 1; gaveCoupon?: unknown } | null | undefined;
};

export function checkAnswerOf(check: WelcomeCheck, response: CheckResponse | undefined): CheckAnswer {
  const data = response?.code === 200 ? response.data : undefined;
  if (!data) return { code: response?.code ?? 0 };
  const rewardFlag: 0 | 1 =
    check.call === 'expand/is-new-user' ? (data.newUserReward === 1 ? 1 : 0) : data.gaveCoupon ? 1 : 0;
  return { code: 200, newUser: data.newUser, rewardFlag };
}

export type WelcomeDecision =
  /** The check did not answer code 200: nothing happens, nothing is said. */
  | { action: 'ignore' }
  | { action: 'claim-new-user'; shopId: Id; proceed: true }
  | { action: 'claim-invite'; shopId: Id; initiativeId: string }
  | { action: 'clear-pid' }
  | { action: 'proceed'; proceed: true };

/** `answer` is null when no check was due (`welcomeCheckFor` gave null). */
export function decideWelcome(context: WelcomeContext, answer: CheckAnswer | null): WelcomeDecision {
  const inviter = hasInviter(context) ? context.pid : null;
  if (inviter !== null && context.shareShopId === null) return { action: 'clear-pid' };
  // unknown until checked: without a readable 200 nothing happens
  if (answer === null || answer.code !== 200 || !('newUser' in answer)) return { action: 'ignore' };
  if (answer.newUser !== 1) return { action: 'proceed', proceed: true };
  if (inviter !== null && context.shareShopId !== null) {
    return { action: 'claim-invite', shopId: context.shareShopId, initiativeId: inviter };
  }
  return { action: 'claim-new-user', shopId: context.shopId, proceed: true };
}

/** Which kind of welcome coupon the popup shows (its subtitle differs). */
export type WelcomeKind = 'new-user' | 'invite';

export type ClaimAnswer = { code: number; coupon?: CouponVo | null | undefined };

export type WelcomeOutcome = {
  /** The coupon to show in the popup, or null. */
  popup: { kind: WelcomeKind; coupon: CouponVo } | null;
  /** Stored page parameters to clear. */
  clear: { pid: boolean; shareShopId: boolean };
  /** What the parent is told: go on (true), do not (false), or nothing (null). */
  proceed: boolean | null;
};

const NOTHING: WelcomeOutcome = { popup: null, clear: { pid: false, shareShopId: false }, proceed: null };

/** The outcome of a decision that makes no claim. */
export function outcomeWithoutClaim(decision: Exclude<WelcomeDecision, { action: 'claim-new-user' | 'claim-invite' }>) {
  if (decision.action === 'clear-pid') return { ...NOTHING, clear: { pid: true, shareShopId: false } };
  if (decision.action === 'proceed') return { ...NOTHING, proceed: true };
  return NOTHING;
}

/** The shop's new-user coupon: the parent goes on whatever the claim says; code 200 shows the coupon. */
export function settleNewUserClaim(answer: ClaimAnswer): WelcomeOutcome {
  const popup = answer.code === 200 && answer.coupon ? { kind: 'new-user' as const, coupon: answer.coupon } : null;
  return { ...NOTHING, popup, proceed: true };
}

/**
 * The invite reward: code 200 clears the stored pid and shareShopId, with or without a reward in the answer
 * (the claim is done, and must not be sent again at the next start); a returned new reward is shown and the
 * parent is told not to go on (false). Without one the spec tells the parent nothing. Any other code changes
 * nothing.
 */
export function settleInviteClaim(answer: ClaimAnswer): WelcomeOutcome {
  if (answer.code !== 200) return NOTHING;
  const clear = { pid: true, shareShopId: true };
  if (!answer.coupon) return { ...NOTHING, clear };
  return { popup: { kind: 'invite', coupon: answer.coupon }, clear, proceed: false };
}
