import { describe, expect, it } from 'vitest';
import { WELCOME_COUPON } from '../../testing/welcome-coupon';
import {
  checkAnswerOf,
  decideWelcome,
  outcomeWithoutClaim,
  settleInviteClaim,
  settleNewUserClaim,
  type WelcomeContext,
  welcomeCheckFor,
} from './decide';

const coupon = WELCOME_COUPON;

const noInviter: WelcomeContext = { pid: null, shareShopId: null, shopId: '5' };
const invited: WelcomeContext = { pid: '1001', shareShopId: '3', shopId: '7' };
const inviterOnly: WelcomeContext = { pid: '1001', shareShopId: null, shopId: '7' };

const newCustomer = { code: 200 as const, newUser: 1 as const, rewardFlag: 1 as const };
const returning = { code: 200 as const, newUser: 0 as const, rewardFlag: 0 as const };
const untouched = { pid: false, shareShopId: false };

// One block per line of spec section 4's "New-user coupon flow" list, in its order. "Only when logged in"
// is the runner's (run-check.test.ts, WelcomeCoupon.test.tsx): these functions never see an anonymous visitor.

describe('§4 "Unknown until checked. With an inviter id, the check asks…; without one, …"', () => {
  it('with an inviter, asks /expand/is-new-user about the shared shop, never the current one', () => {
    expect(welcomeCheckFor(invited)).toEqual({ call: 'expand/is-new-user', shopId: '3' });
  });

  it('with an inviter but no shared shop, asks nothing: there is no shared shop to ask about', () => {
    expect(welcomeCheckFor(inviterOnly)).toBeNull();
  });

  it("without an inviter, asks for the current shop's new-user activity", () => {
    expect(welcomeCheckFor(noInviter)).toEqual({ call: 'activity/new-user-activity', shopId: '5' });
    expect(welcomeCheckFor({ ...noInviter, pid: '' })).toEqual({ call: 'activity/new-user-activity', shopId: '5' });
    // a shared shop left without an inviter is no invite
    expect(welcomeCheckFor({ ...noInviter, shareShopId: '3' })).toEqual({
      call: 'activity/new-user-activity',
      shopId: '5',
    });
  });

  it('a gaveCoupon in the new-user activity sets the reward flag to 1; newUserReward is the flag of the other', () => {
    const activity = welcomeCheckFor(noInviter);
    const expand = welcomeCheckFor(invited);
    if (!activity || !expand) throw new Error('a check is due');
    expect(checkAnswerOf(activity, { code: 200, data: { newUser: 1, gaveCoupon: { couponVo: coupon } } })).toEqual(
      newCustomer,
    );
    expect(checkAnswerOf(activity, { code: 200, data: { newUser: 1, gaveCoupon: null } })).toEqual({
      ...newCustomer,
      rewardFlag: 0,
    });
    expect(checkAnswerOf(expand, { code: 200, data: { newUser: 1, newUserReward: 1 } })).toEqual(newCustomer);
    expect(checkAnswerOf(expand, { code: 200, data: { newUser: 1 } })).toEqual({ ...newCustomer, rewardFlag: 0 });
  });

  it('stays unknown when the check answers another code, or 200 without a readable newUser', () => {
    const activity = welcomeCheckFor(noInviter);
    if (!activity) throw new Error('a check is due');
    expect(checkAnswerOf(activity, { code: 500 })).toEqual({ code: 500 });
    expect(checkAnswerOf(activity, { code: 200, data: null })).toEqual({ code: 200 });
    expect(decideWelcome(noInviter, { code: 500 })).toEqual({ action: 'ignore' });
    expect(decideWelcome(noInviter, { code: 200 })).toEqual({ action: 'ignore' });
    expect(decideWelcome(invited, { code: 401 })).toEqual({ action: 'ignore' });
    expect(outcomeWithoutClaim({ action: 'ignore' })).toEqual({ popup: null, clear: untouched, proceed: null });
  });
});

describe('§4 "newUser = 1 and no inviter: claim the shop\'s new-user coupon, tell the parent to go on (true)…"', () => {
  it("claims the current shop's new-user coupon and tells the parent to go on", () => {
    expect(decideWelcome(noInviter, newCustomer)).toEqual({ action: 'claim-new-user', shopId: '5', proceed: true });
  });

  it('a claim answering 200 with a coupon shows the popup, going on', () => {
    expect(settleNewUserClaim({ code: 200, coupon })).toEqual({
      popup: { kind: 'new-user', coupon },
      clear: untouched,
      proceed: true,
    });
  });

  it('a 200 without gaveCoupon (or with data null) shows nothing and still goes on', () => {
    expect(settleNewUserClaim({ code: 200, coupon: null })).toEqual({ popup: null, clear: untouched, proceed: true });
    expect(settleNewUserClaim({ code: 200 })).toEqual({ popup: null, clear: untouched, proceed: true });
  });

  it('another code shows nothing and still goes on', () => {
    expect(settleNewUserClaim({ code: 400 })).toEqual({ popup: null, clear: untouched, proceed: true });
  });
});

describe('§4 "Inviter and shared shop exist: claim the invite reward; on code 200 clear pid and shareShopId…"', () => {
  it('a new customer claims the invite reward of the shared shop from the inviter', () => {
    expect(decideWelcome(invited, newCustomer)).toEqual({ action: 'claim-invite', shopId: '3', initiativeId: '1001' });
  });

  it('code 200 with a new reward: clears pid and shareShopId, shows the reward, tells the parent not to go on', () => {
    expect(settleInviteClaim({ code: 200, coupon })).toEqual({
      popup: { kind: 'invite', coupon },
      clear: { pid: true, shareShopId: true },
      proceed: false,
    });
  });

  it('code 200 without newReward (or data null): still clears both, shows nothing, holds nothing', () => {
    for (const answer of [{ code: 200, coupon: null }, { code: 200 }]) {
      expect(settleInviteClaim(answer)).toEqual({
        popup: null,
        clear: { pid: true, shareShopId: true },
        proceed: null,
      });
    }
  });

  it('another code keeps pid and shareShopId and shows nothing', () => {
    expect(settleInviteClaim({ code: 400 })).toEqual({ popup: null, clear: untouched, proceed: null });
  });
});

describe('§4 "Inviter but no shared shop: clear pid, nothing else"', () => {
  it('clears pid only, without a check, claiming nothing and telling the parent nothing', () => {
    const decision = decideWelcome(inviterOnly, null);
    expect(decision).toEqual({ action: 'clear-pid' });
    if (decision.action !== 'clear-pid') throw new Error('unexpected');
    expect(outcomeWithoutClaim(decision)).toEqual({
      popup: null,
      clear: { pid: true, shareShopId: false },
      proceed: null,
    });
  });
});

describe('§4 "Not new: tell the parent to go on (true)"', () => {
  it('without an inviter: goes on, claiming nothing', () => {
    const decision = decideWelcome(noInviter, returning);
    expect(decision).toEqual({ action: 'proceed', proceed: true });
    if (decision.action !== 'proceed') throw new Error('unexpected');
    expect(outcomeWithoutClaim(decision)).toEqual({ popup: null, clear: untouched, proceed: true });
  });

  it('with an inviter and a shared shop (an existing customer opening a share link): goes on, claiming nothing', () => {
    const decision = decideWelcome(invited, returning);
    expect(decision).toEqual({ action: 'proceed', proceed: true });
    if (decision.action !== 'proceed') throw new Error('unexpected');
    // pid and shareShopId are cleared only by a claim answered 200; not new makes no claim
    expect(outcomeWithoutClaim(decision).clear).toEqual(untouched);
  });
});
