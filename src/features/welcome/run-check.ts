import type { QueryClient } from '@tanstack/react-query';
import { RESET } from 'jotai/utils';
import { activityQueries, type receiveNewUserCoupon } from '../../api/activity';
import { expandQueries, type receiveInviteReward } from '../../api/expand';
import { tokenAtom } from '../../state/session';
import { pidAtom, shareShopIdAtom, shopIdAtom } from '../../state/shop';
import type { getAppStore } from '../../state/store';
import {
  type CheckAnswer,
  checkAnswerOf,
  decideWelcome,
  outcomeWithoutClaim,
  settleInviteClaim,
  settleNewUserClaim,
  type WelcomeCheck,
  type WelcomeContext,
  type WelcomeOutcome,
  welcomeCheckFor,
} from './decide';

type Store = ReturnType<typeof getAppStore>;

/**
 * The two claims the check may make. The caller sends them (WelcomeCouponRunner: through the api's
 * mutations, which refresh the customer's vouchers once one is claimed).
 */
export type WelcomeClaims = {
  newUser: typeof receiveNewUserCoupon;
  invite: typeof receiveInviteReward;
};

const NOTHING: WelcomeOutcome = { popup: null, clear: { pid: false, shareShopId: false }, proceed: null };

export function welcomeContextOf(store: Store): WelcomeContext {
  return { pid: store.get(pidAtom), shareShopId: store.get(shareShopIdAtom), shopId: store.get(shopIdAtom) };
}

async function askCheck(reads: QueryClient, check: WelcomeCheck | null): Promise<CheckAnswer | null> {
  if (check === null) return null;
  const response =
    check.call === 'expand/is-new-user'
      ? await reads.fetchQuery(expandQueries.isNewUser(check.shopId))
      : await reads.fetchQuery(activityQueries.newUser(check.shopId));
  return checkAnswerOf(check, response);
}

async function decideAndClaim(
  context: WelcomeContext,
  reads: QueryClient,
  claims: WelcomeClaims,
): Promise<WelcomeOutcome> {
  const decision = decideWelcome(context, await askCheck(reads, welcomeCheckFor(context)));
  if (decision.action === 'claim-new-user') {
    // the parent goes on whatever the claim does, a failed call included
    const claim = await claims.newUser(decision.shopId).catch(() => ({ code: 0, data: undefined }));
    return settleNewUserClaim({ code: claim.code, coupon: claim.data?.gaveCoupon?.couponVo });
  }
  if (decision.action === 'claim-invite') {
    const claim = await claims.invite({ shopId: decision.shopId, initiativeId: decision.initiativeId });
    return settleInviteClaim({ code: claim.code, coupon: claim.data?.newReward?.couponVo });
  }
  return outcomeWithoutClaim(decision);
}

/**
 * Runs the welcome coupon check for the logged-in customer (spec section 4) against the server and applies
 * what it decides to the stored page parameters. Never throws: a failed call (already reported by the api
 * client when it is a network or session problem) ends the flow with nothing to show.
 */
export async function runWelcomeCheck(
  store: Store,
  reads: QueryClient,
  claims: WelcomeClaims,
): Promise<WelcomeOutcome> {
  if (!store.get(tokenAtom)) return NOTHING; // only when logged in
  let outcome: WelcomeOutcome;
  try {
    outcome = await decideAndClaim(welcomeContextOf(store), reads, claims);
  } catch {
    return NOTHING;
  }
  if (outcome.clear.pid) store.set(pidAtom, RESET);
  if (outcome.clear.shareShopId) store.set(shareShopIdAtom, RESET);
  return outcome;
}
