import { RESET } from 'jotai/utils';
import { getNewUserActivity, type receiveNewUserCoupon } from '../../api/activity';
import { getIsNewUser, type receiveInviteReward } from '../../api/expand';
import { pidAtom, shareShopIdAtom, shopIdAtom } from '../../state/shop';
import type { getAppStore } from '../../state/store';
import {
  checkAnswerOf,
  decideWelcome,
  outcomeWithoutClaim,
  settleInviteClaim,
  settleNewUserClaim,
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

async function decideAndClaim(context: WelcomeContext, claims: WelcomeClaims): Promise<WelcomeOutcome> {
  const check = welcomeCheckFor(context);
  const response =
    check.call === 'expand/is-new-user' ? await getIsNewUser(check.shopId) : await getNewUserActivity(check.shopId);
  const decision = decideWelcome(context, checkAnswerOf(check, response));
  if (decision.action === 'claim-new-user') {
    const claim = await claims.newUser(decision.shopId);
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
export async function runWelcomeCheck(store: Store, claims: WelcomeClaims): Promise<WelcomeOutcome> {
  let outcome: WelcomeOutcome;
  try {
    outcome = await decideAndClaim(welcomeContextOf(store), claims);
  } catch {
    return NOTHING;
  }
  if (outcome.clear.pid) store.set(pidAtom, RESET);
  if (outcome.clear.shareShopId) store.set(shareShopIdAtom, RESET);
  return outcome;
}
