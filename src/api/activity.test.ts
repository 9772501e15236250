import { describe, expect, it } from 'vitest';
import { getDb } from '../../mocks/db';
import { logIn } from '../testing/session';
import { WELCOME_COUPON } from '../testing/welcome-coupon';
import { getDiscountActivity, getNewUserActivity, receiveNewUserCoupon } from './activity';
import { ApiError } from './errors';

describe('activity: discount activities', () => {
  it('serves an activity anonymously, with dates and the discount', async () => {
    const activity = await getDiscountActivity('1');
    expect(activity).toMatchObject({ id: '1', discount: { type: 'percent', percent: 20, threshold: 0 } });
    expect(activity.startTime).toBeInstanceOf(Date);
    expect(activity.endTime).toBeInstanceOf(Date);
    expect(activity.startTime?.getTime()).toBeLessThan(Date.now());
    expect(activity.endTime?.getTime()).toBeGreaterThan(Date.now());
    expect(activity.description).toContain('<p>');
    expect((await getDiscountActivity('2')).discount).toEqual({ type: 'amount', amount: 5, threshold: 30 });
  });

  it('answers code 400 for an unknown activity', async () => {
    const error = await getDiscountActivity('999').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', code: 400, message: 'The activity does not exist' });
  });
});

describe('activity: the shop new-user coupon', () => {
  it('needs a session', async () => {
    await expect(getNewUserActivity('0')).rejects.toMatchObject({ kind: 'session' });
    await expect(receiveNewUserCoupon('0')).rejects.toMatchObject({ kind: 'session' });
  });

  it('offers a new customer the shop coupon, once', async () => {
    logIn(1002);
    const check = await getNewUserActivity('0');
    expect(check).toEqual({
      code: 200,
      data: {
        newUser: 1,
        gaveCoupon: {
          couponVo: WELCOME_COUPON,
        },
      },
    });

    const first = await receiveNewUserCoupon('0');
    expect(first.code).toBe(200);
    expect(first.data?.gaveCoupon?.couponVo.amount).toBe(10);

    const second = await receiveNewUserCoupon('0');
    expect(second).toEqual({ code: 400 });

    expect(await getNewUserActivity('0')).toEqual({ code: 200, data: { newUser: 0, gaveCoupon: null } });
    expect(getDb().users.find((user) => user.id === 1002)?.isNew).toBe(false);
    expect(getDb().welcomeClaims).toEqual([
      expect.objectContaining({ userId: 1002, shopId: 0, kind: 'new-user', initiativeId: null }),
    ]);
  });

  it('gives a claimed customer nothing in another shop either', async () => {
    logIn(1002);
    expect((await receiveNewUserCoupon('3')).code).toBe(200);
    expect((await receiveNewUserCoupon('0')).code).toBe(400);
    expect(getDb().welcomeClaims).toHaveLength(1);
  });

  it('has nothing to give in a shop without an activity', async () => {
    logIn(1002);
    expect(await getNewUserActivity('5')).toEqual({ code: 200, data: { newUser: 1, gaveCoupon: null } });
    expect(await receiveNewUserCoupon('5')).toEqual({ code: 400 });
    expect(getDb().users.find((user) => user.id === 1002)?.isNew).toBe(true);
  });

  it('gives an existing customer nothing', async () => {
    logIn(1001);
    expect(await getNewUserActivity('0')).toEqual({ code: 200, data: { newUser: 0, gaveCoupon: null } });
    expect(await receiveNewUserCoupon('0')).toEqual({ code: 400 });
    expect(getDb().welcomeClaims).toEqual([]);
  });
});
