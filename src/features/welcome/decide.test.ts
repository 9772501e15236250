import { describe, expect, it } from 'vitest';
import type { CouponVo } from '../../api/schemas/coupon-vo';
import {
  checkAnswerOf,
  decideWelcome,
  outcomeWithoutClaim,
  settleInviteClaim,
  settleNewUserClaim,
  type WelcomeContext,
  welcomeCheckFor,
} from './decide';

const coupon: CouponVo = {
  amount: 10,
  type: 1,
  name: 'New customer: first pair washed',
  goodsIds: '',
  termOfValidity: 30,
  termUnit: 'day',
};

const noInviter: WelcomeContext = { pid: null, shareShopId: null, shopId: 5 };
const invited: WelcomeContext = { pid: '1001', shareShopId: 3, shopId: 0 };
const inviterOnly: WelcomeContext = { pid: '1001', shareShopId: null, shopId: 0 };

const newCustomer = { code: 200 as const, newUser: 1 as const, rewardFlag: 1 as const };
const returning = { code: 200 as const, newUser: 0 as const, rewardFlag: 0 as const };

describe('the welcome coupon check (spec section 4)', () => {
  it('asks the shared shop about the invite reward when there is an inviter', () => {
    expect(welcomeCheckFor(invited)).toEqual({ call: 'expand/is-new-user', shopId: 3 });
  });

  it("asks for the shop's new-user activity when there is no inviter", () => {
    expect(welcomeCheckFor(noInviter)).toEqual({ call: 'activity/new-user-activity', shopId: 5 });
    expect(welcomeCheckFor({ ...noInviter, pid: '' })).toEqual({ call: 'activity/new-user-activity', shopId: 5 });
  });

  it('reads the reward flag: newUserReward, or 1 when the activity gave a coupon', () => {
    const expand = welcomeCheckFor(invited);
    const activity = welcomeCheckFor(noInviter);
    expect(checkAnswerOf(expand, { code: 200, data: { newUser: 1, newUserReward: 1 } })).toEqual(newCustomer);
    expect(checkAnswerOf(activity, { code: 200, data: { newUser: 1, gaveCoupon: { couponVo: coupon } } })).toEqual(
      newCustomer,
    );
    expect(checkAnswerOf(activity, { code: 200, data: { newUser: 1, gaveCoupon: null } })).toEqual({
      code: 200,
      newUser: 1,
      rewardFlag: 0,
    });
  });

  it('counts only code 200: any other answer is ignored without a word', () => {
    const answer = checkAnswerOf(welcomeCheckFor(noInviter), { code: 500 });
    expect(answer).toEqual({ code: 500 });
    expect(decideWelcome(noInviter, answer)).toEqual({ action: 'ignore' });
    expect(outcomeWithoutClaim({ action: 'ignore' })).toEqual({
      popup: null,
      clear: { pid: false, shareShopId: false },
      proceed: null,
    });
  });
});

describe('the welcome coupon decision, branch by branch', () => {
  it("new and no inviter: claims the shop's new-user coupon and tells the parent to go on", () => {
    expect(decideWelcome(noInviter, newCustomer)).toEqual({ action: 'claim-new-user', shopId: 5, proceed: true });
  });

  it('new and no inviter: a claim answering 200 shows the popup; another code shows nothing, still going on', () => {
    expect(settleNewUserClaim({ code: 200, coupon })).toEqual({
      popup: { kind: 'new-user', coupon },
      clear: { pid: false, shareShopId: false },
      proceed: true,
    });
    expect(settleNewUserClaim({ code: 400 })).toEqual({
      popup: null,
      clear: { pid: false, shareShopId: false },
      proceed: true,
    });
  });

  it('inviter and shared shop: claims the invite reward for the shared shop from the inviter', () => {
    expect(decideWelcome(invited, newCustomer)).toEqual({ action: 'claim-invite', shopId: 3, initiativeId: '1001' });
  });

  it('inviter and shared shop: code 200 clears pid and shareShopId, shows the new reward and does not go on', () => {
    expect(settleInviteClaim({ code: 200, coupon })).toEqual({
      popup: { kind: 'invite', coupon },
      clear: { pid: true, shareShopId: true },
      proceed: false,
    });
    // 200 without a new reward still clears, shows nothing
    expect(settleInviteClaim({ code: 200, coupon: null })).toEqual({
      popup: null,
      clear: { pid: true, shareShopId: true },
      proceed: null,
    });
  });

  it('inviter and shared shop: another code keeps pid and shareShopId and shows nothing', () => {
    expect(settleInviteClaim({ code: 400 })).toEqual({
      popup: null,
      clear: { pid: false, shareShopId: false },
      proceed: null,
    });
  });

  it('inviter but no shared shop: clears pid only, nothing else', () => {
    const decision = decideWelcome(inviterOnly, newCustomer);
    expect(decision).toEqual({ action: 'clear-pid' });
    if (decision.action !== 'clear-pid') throw new Error('unexpected');
    expect(outcomeWithoutClaim(decision)).toEqual({
      popup: null,
      clear: { pid: true, shareShopId: false },
      proceed: null,
    });
  });

  it('not new (no inviter): tells the parent to go on', () => {
    const decision = decideWelcome(noInviter, returning);
    expect(decision).toEqual({ action: 'proceed', proceed: true });
    if (decision.action !== 'proceed') throw new Error('unexpected');
    expect(outcomeWithoutClaim(decision)).toEqual({
      popup: null,
      clear: { pid: false, shareShopId: false },
      proceed: true,
    });
  });

  it('follows the list in order: an inviter leads to the invite branches whatever newUser says', () => {
    expect(decideWelcome(invited, returning).action).toBe('claim-invite');
    expect(decideWelcome(inviterOnly, returning).action).toBe('clear-pid');
  });
});
