// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { receiveNewUserCoupon } from '../../api/activity';
import { receiveInviteReward } from '../../api/expand';
import { pidAtom, shareShopIdAtom, shopIdAtom } from '../../state/shop';
import { getAppStore } from '../../state/store';
import { type RecordedRequest, recordRequests } from '../../testing/requests';
import { logIn } from '../../testing/session';
import { toastText } from '../../testing/toast';
import { runWelcomeCheck as runWith } from './run-check';

const runWelcomeCheck = (store: ReturnType<typeof getAppStore>) =>
  runWith(store, new QueryClient(), { newUser: receiveNewUserCoupon, invite: receiveInviteReward });

/** The user-api calls made so far, as 'METHOD /path?query'. */
const callsOf = (requests: RecordedRequest[]) =>
  requests.map(({ method, url }) => `${method} ${url.pathname.replace('/user-api', '')}${url.search}`);

const answer = (data: unknown) => () => HttpResponse.json({ code: 200, msg: 'success', data });

describe('the welcome coupon check against the user-api', () => {
  it("gives a new customer without an inviter the shop's new-user coupon, once", async () => {
    logIn(1002);
    const store = getAppStore();
    const outcome = await runWelcomeCheck(store);
    expect(outcome.proceed).toBe(true);
    expect(outcome.popup?.kind).toBe('new-user');
    expect(outcome.popup?.coupon).toMatchObject({ name: 'New customer: 10 off a wash', amount: 10, type: 1 });
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
    store.set(shareShopIdAtom, '3');
    const outcome = await runWelcomeCheck(store);
    expect(outcome.popup?.kind).toBe('invite');
    expect(outcome.popup?.coupon).toMatchObject({ name: 'Friend invite: 12 off a wash', amount: 12 });
    expect(outcome.proceed).toBe(false);
    expect(store.get(pidAtom)).toBeNull();
    expect(store.get(shareShopIdAtom)).toBeNull();
    expect(localStorage.getItem('pid')).toBeNull();
    expect(localStorage.getItem('shareShopId')).toBeNull();
    expect(getDb().welcomeClaims.at(-1)).toMatchObject({ userId: 1002, shopId: 3, kind: 'invite', initiativeId: 1001 });
  });

  it("works with the spec's coupon fields only (amount, type, name, goodsIds, termOfValidity)", async () => {
    const lean = { amount: 12, type: 1, name: 'Friend invite: 12 off a wash', goodsIds: '', termOfValidity: 30 };
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
    store.set(shareShopIdAtom, '3');
    const outcome = await runWelcomeCheck(store);
    expect(outcome.popup?.coupon).toMatchObject(lean);
    // claimed, so the inviter and shop are cleared: never claimed again on a later visit
    expect(store.get(pidAtom)).toBeNull();
    expect(store.get(shareShopIdAtom)).toBeNull();
  });

  it('with an inviter but no shared shop: clears pid only, asking and claiming nothing', async () => {
    logIn(1002);
    const store = getAppStore();
    store.set(shopIdAtom, '5');
    store.set(pidAtom, '1001');
    const requests = recordRequests();
    const outcome = await runWelcomeCheck(store);
    expect(outcome).toEqual({ popup: null, clear: { pid: true, shareShopId: false }, proceed: null });
    expect(store.get(pidAtom)).toBeNull();
    // never /expand/is-new-user about the current shop
    expect(callsOf(requests)).toEqual([]);
    expect(getDb().welcomeClaims).toHaveLength(0);
  });

  it('asks /expand/is-new-user about the shared shop, not the current one', async () => {
    logIn(1002);
    const store = getAppStore();
    store.set(shopIdAtom, '5');
    store.set(pidAtom, '1001');
    store.set(shareShopIdAtom, '3');
    const requests = recordRequests();
    await runWelcomeCheck(store);
    expect(callsOf(requests)[0]).toBe('GET /expand/is-new-user?shopId=3');
  });

  it('an existing customer opening a share link: goes on, no claim, pid and shareShopId kept, no toast', async () => {
    logIn(1001); // the demo customer, not new
    const store = getAppStore();
    store.set(pidAtom, '1002');
    store.set(shareShopIdAtom, '3');
    const requests = recordRequests();
    const outcome = await runWelcomeCheck(store);
    expect(outcome).toEqual({ popup: null, clear: { pid: false, shareShopId: false }, proceed: true });
    expect(callsOf(requests)).toEqual(['GET /expand/is-new-user?shopId=3']);
    // the spec clears them only after a claim answered 200; kept, they lead to no claim at the next start
    expect(store.get(pidAtom)).toBe('1002');
    expect(store.get(shareShopIdAtom)).toBe('3');
    expect(await runWelcomeCheck(store)).toMatchObject({ popup: null, proceed: true });
    expect(callsOf(requests).filter((call) => call.startsWith('POST'))).toEqual([]);
    expect(toastText()).toBe('');
  });

  it('ignores a refused invite claim silently, keeping pid and shareShopId', async () => {
    server.use(
      http.post('*/user-api/expand/receive', () => HttpResponse.json({ code: 400, msg: 'no reward', data: null })),
    );
    logIn(1002);
    const store = getAppStore();
    store.set(pidAtom, '1001');
    store.set(shareShopIdAtom, '3');
    const outcome = await runWelcomeCheck(store);
    expect(outcome.popup).toBeNull();
    expect(store.get(pidAtom)).toBe('1001');
    expect(store.get(shareShopIdAtom)).toBe('3');
    expect(toastText()).toBe('');
  });

  for (const [label, data] of [
    ['data null', null],
    ['no newReward', {}],
    ['newReward null', { newReward: null }],
    ['an unreadable newReward', { newReward: { couponVo: { name: 7 } } }],
  ] as const) {
    it(`an invite claim answered 200 with ${label}: clears pid and shareShopId, no popup, no toast`, async () => {
      server.use(http.post('*/user-api/expand/receive', answer(data)));
      logIn(1002);
      const store = getAppStore();
      store.set(pidAtom, '1001');
      store.set(shareShopIdAtom, '3');
      const outcome = await runWelcomeCheck(store);
      expect(outcome.popup).toBeNull();
      expect(outcome.proceed).not.toBe(false);
      expect(store.get(pidAtom)).toBeNull();
      expect(store.get(shareShopIdAtom)).toBeNull();
      expect(toastText()).toBe('');
    });
  }

  for (const [label, data] of [
    ['data null', null],
    ['no gaveCoupon', {}],
    ['gaveCoupon null', { gaveCoupon: null }],
    ['an unreadable gaveCoupon', { gaveCoupon: { couponVo: null } }],
  ] as const) {
    it(`a new-user claim answered 200 with ${label}: no popup, no toast, the parent goes on`, async () => {
      server.use(http.post('*/user-api/activity/receive-new-user', answer(data)));
      logIn(1002);
      const outcome = await runWelcomeCheck(getAppStore());
      expect(outcome).toEqual({ popup: null, clear: { pid: false, shareShopId: false }, proceed: true });
      expect(toastText()).toBe('');
    });
  }

  it('checks nothing for a visitor who is not logged in', async () => {
    const store = getAppStore();
    store.set(pidAtom, '1001');
    store.set(shareShopIdAtom, '3');
    const requests = recordRequests();
    const outcome = await runWelcomeCheck(store);
    expect(outcome).toEqual({ popup: null, clear: { pid: false, shareShopId: false }, proceed: null });
    expect(callsOf(requests)).toEqual([]);
    expect(store.get(pidAtom)).toBe('1001');
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
    store.set(shopIdAtom, '5');
    const outcome = await runWelcomeCheck(store);
    expect(outcome.popup).toBeNull();
    expect(outcome.proceed).toBe(true);
    expect(toastText()).toBe('');
  });

  it('stays unknown, silently, when the check answers 200 without a readable newUser', async () => {
    server.use(http.get('*/user-api/activity/new-user-activity', answer({ gaveCoupon: null })));
    logIn(1002);
    const outcome = await runWelcomeCheck(getAppStore());
    expect(outcome).toEqual({ popup: null, clear: { pid: false, shareShopId: false }, proceed: null });
    expect(getDb().welcomeClaims).toHaveLength(0);
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
