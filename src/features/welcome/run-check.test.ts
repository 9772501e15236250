import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { receiveNewUserCoupon } from '../../api/activity';
import { receiveInviteReward } from '../../api/expand';
import { pidAtom, shareShopIdAtom, shopIdAtom } from '../../state/shop';
import { getAppStore } from '../../state/store';
import { logIn } from '../../testing/session';
import { toastText } from '../../testing/toast';
import { runWelcomeCheck as runWith } from './run-check';

const runWelcomeCheck = (store: ReturnType<typeof getAppStore>) =>
  runWith(store, { newUser: receiveNewUserCoupon, invite: receiveInviteReward });

describe('the welcome coupon check against the user-api', () => {
  it("gives a new customer without an inviter the shop's new-user coupon, once", async () => {
    logIn(1002);
    const store = getAppStore();
    const outcome = await runWelcomeCheck(store);
    expect(outcome.proceed).toBe(true);
    expect(outcome.popup?.kind).toBe('new-user');
    expect(outcome.popup?.coupon).toMatchObject({ name: 'New customer: first pair washed', amount: 10, type: 1 });
    expect(getDb().welcomeClaims).toHaveLength(1);

    // no longer new: the parent simply goes on
    expect(await runWelcomeCheck(store)).toEqual({
      popup: null,
      clear: { pid: false, shareShopId: false },
      proceed: true,
    });
    expect(getDb().welcomeClaims).toHaveLength(1);
  });

  it('gives an invited new customer the invite reward and clears pid and shareShopId', async () => {
    logIn(1002);
    const store = getAppStore();
    store.set(pidAtom, '1001');
    store.set(shareShopIdAtom, 3);
    const outcome = await runWelcomeCheck(store);
    expect(outcome.popup?.kind).toBe('invite');
    expect(outcome.popup?.coupon).toMatchObject({ name: 'Friend invite: one free wash', amount: 12 });
    expect(outcome.proceed).toBe(false);
    expect(store.get(pidAtom)).toBeNull();
    expect(store.get(shareShopIdAtom)).toBeNull();
    expect(localStorage.getItem('pid')).toBeNull();
    expect(localStorage.getItem('shareShopId')).toBeNull();
    expect(getDb().welcomeClaims.at(-1)).toMatchObject({ userId: 1002, shopId: 3, kind: 'invite', initiativeId: 1001 });
  });

  it("works with the spec's coupon fields only (amount, type, name, goodsIds, termOfValidity)", async () => {
    const lean = { amount: 12, type: 1, name: 'Friend invite: one free wash', goodsIds: '', termOfValidity: 30 };
    server.use(
      http.get('*/user-api/expand/is-new-user', () =>
        HttpResponse.json({ code: 200, msg: 'success', data: { newUser: 1, newUserReward: 1 } }),
      ),
      http.post('*/user-api/expand/receive', () =>
        HttpResponse.json({ code: 200, msg: 'success', data: { newReward: { couponVo: lean } } }),
      ),
    );
    logIn(1002);
    const store = getAppStore();
    store.set(pidAtom, '1001');
    store.set(shareShopIdAtom, 3);
    const outcome = await runWelcomeCheck(store);
    expect(outcome.popup?.coupon).toMatchObject(lean);
    // claimed, so the inviter and shop are cleared: never claimed again on a later visit
    expect(store.get(pidAtom)).toBeNull();
    expect(store.get(shareShopIdAtom)).toBeNull();
  });

  it('clears only pid for an inviter without a shared shop, claiming nothing', async () => {
    logIn(1002);
    const store = getAppStore();
    store.set(pidAtom, '1001');
    const outcome = await runWelcomeCheck(store);
    expect(outcome.popup).toBeNull();
    expect(store.get(pidAtom)).toBeNull();
    expect(getDb().welcomeClaims).toHaveLength(0);
  });

  it('ignores a refused invite claim silently, keeping pid and shareShopId', async () => {
    logIn(1001);
    const store = getAppStore(); // a returning customer
    store.set(pidAtom, '1002');
    store.set(shareShopIdAtom, 3);
    const outcome = await runWelcomeCheck(store);
    expect(outcome.popup).toBeNull();
    expect(store.get(pidAtom)).toBe('1002');
    expect(store.get(shareShopIdAtom)).toBe(3);
    expect(toastText()).toBe('');
  });

  it('tells a returning customer to go on, showing nothing', async () => {
    logIn(1001);
    const store = getAppStore();
    const outcome = await runWelcomeCheck(store);
    expect(outcome).toEqual({ popup: null, clear: { pid: false, shareShopId: false }, proceed: true });
    expect(getDb().welcomeClaims).toHaveLength(0);
  });

  it('still goes on when the shop has no new-user coupon (the refused claim is ignored)', async () => {
    logIn(1002);
    const store = getAppStore();
    store.set(shopIdAtom, 5);
    const outcome = await runWelcomeCheck(store);
    expect(outcome.popup).toBeNull();
    expect(outcome.proceed).toBe(true);
    expect(toastText()).toBe('');
  });

  it('does nothing when the check answers another code than 200', async () => {
    server.use(
      http.get('*/user-api/activity/new-user-activity', () =>
        HttpResponse.json({ code: 500, msg: 'busy', data: null }),
      ),
    );
    logIn(1002);
    const store = getAppStore();
    const outcome = await runWelcomeCheck(store);
    expect(outcome).toEqual({ popup: null, clear: { pid: false, shareShopId: false }, proceed: null });
    expect(getDb().welcomeClaims).toHaveLength(0);
    expect(toastText()).toBe('');
  });
});
