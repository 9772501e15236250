// @vitest-environment happy-dom

import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { API_BASE } from '../api/client';
import { getOrderInfo } from '../api/order';
import { recordRequests } from '../testing/requests';
import { logIn, TEST_TOKEN } from '../testing/session';
import { FIRST_READS } from './first-reads';
import type { PrefetchedCall } from './handoff';
import { prefetchPlan } from './plan';
import { prefetchCalls } from './prefetch';

afterEach(() => {
  delete window.__boot;
});

/**
 * Once the boot script is done with a call's answer: the answer is in, its body read as prefetchCalls reads a copy
 * of it, and the task after that has run, in which any read the answer calls for has been sent.
 */
async function answerHandled({ response }: PrefetchedCall): Promise<void> {
  const answer = await response.catch(() => null);
  await answer
    ?.clone()
    .text()
    .catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve));
}

const reads = (route: 'orderDetail' | 'overduePayment' | 'topUp', search: string) =>
  FIRST_READS[route]({ query: new URLSearchParams(search), shopId: '0', loggedIn: true });

describe('the reads the boot script sends ahead', () => {
  it("sends what the first answer calls for as soon as it is in, and the app's request takes that answer", async () => {
    logIn();
    const asked = recordRequests();
    // order 8 waits in a box: its detail reads its sub-order too
    const sent = prefetchCalls(API_BASE, reads('orderDetail', 'id=8'), { token: TEST_TOKEN, language: 'en' });
    expect(sent).toHaveLength(1);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(asked.map(({ path }) => path)).toEqual(['/user-api/order/order-info', '/user-api/order/order-info-info']);
    expect(asked[1]?.request.headers.get('token')).toBe(TEST_TOKEN);
    expect(asked[1]?.request.headers.get('Accept-Language')).toBe('en');

    window.__boot = { prefetched: sent, showsContent: () => false, removeShell: () => {} };
    const orderInfoId = new URL(sent[1]?.url ?? '').searchParams.get('orderInfoId') ?? '';
    const info = await getOrderInfo(orderInfoId);
    expect(info.orderInfoId).toBe(orderInfoId);
    expect(asked).toHaveLength(2); // the app's request took the answer sent ahead
  });

  it('sends nothing more when the first answer is refused, fails or is not in a box', async () => {
    for (const answer of [
      () => new HttpResponse('busy', { status: 502 }),
      () => HttpResponse.json({ code: 500, msg: 'error', data: null }),
      () => HttpResponse.json({ code: 200, msg: 'success', data: null }),
      () => HttpResponse.json({ code: 200, msg: 'success', data: { status: 'cleaning', orderInfoId: 5 } }),
      () => HttpResponse.error(),
    ]) {
      server.use(http.get('*/user-api/order/order-info', answer));
      const asked = recordRequests();
      const sent = prefetchCalls(API_BASE, reads('orderDetail', 'id=8'), { token: TEST_TOKEN, language: 'en' });
      await Promise.all(sent.map(answerHandled));
      expect(sent).toHaveLength(1);
      expect(asked.map(({ path }) => path)).toEqual(['/user-api/order/order-info']);
    }
  });

  it('reads a sub-order id sent as a string, and sends a read only once', async () => {
    logIn();
    server.use(
      http.get('*/user-api/order/order-info', () =>
        HttpResponse.json({ code: 200, msg: 'success', data: { status: 'overdue', orderInfoId: '5009' } }),
      ),
    );
    const sent = prefetchCalls(
      API_BASE,
      [...reads('orderDetail', 'id=8'), ...reads('overduePayment', 'orderInfoId=5009')],
      {
        token: TEST_TOKEN,
        language: 'en',
      },
    );
    // both answers handled: the order's calls for its sub-order (already sent), the sub-order's for the wallet
    await Promise.all(sent.slice(0, 2).map(answerHandled));
    expect(sent.map(({ url }) => new URL(url).pathname)).toContain('/user-api/wallet/wallet-info');
    expect(sent.filter(({ url }) => url.includes('/order/order-info-info'))).toHaveLength(1);
  });

  it("reads the shop's top-up offer unless its settings close top-up", async () => {
    logIn();
    const offerAsked = async (setting: unknown) => {
      server.use(
        http.get('*/user-api/shop/set-recharge-activity', () =>
          HttpResponse.json({ code: 200, msg: 'success', data: setting }),
        ),
      );
      const sent = prefetchCalls(API_BASE, reads('topUp', ''), { token: TEST_TOKEN, language: 'en' });
      await Promise.all(sent.map(answerHandled));
      return sent.some(({ url }) => url.includes('/wallet/recharge-activity?shopId=0'));
    };
    for (const open of [{ enabled: true }, { enabled: 1 }, { enabled: '1' }, {}, null])
      expect(await offerAsked(open)).toBe(true);
    for (const closed of [{ enabled: false }, { enabled: 0 }, { enabled: '0' }, { enabled: 'false' }])
      expect(await offerAsked(closed)).toBe(false);
  });

  it("sends a read the screen and the start-up both make once, as the screen's", async () => {
    logIn();
    const all: PrefetchedCall[] = [];
    const sentFor = (route: 'home' | 'userInfo') => {
      const { first, startup } = prefetchPlan({ route, query: new URLSearchParams(), shopId: '3', loggedIn: true });
      const sent = prefetchCalls(API_BASE, first, { token: TEST_TOKEN, language: 'en' });
      prefetchCalls(API_BASE, startup, { token: TEST_TOKEN, language: 'en' }, sent);
      all.push(...sent);
      return sent.map(({ url }) => url.replace(/^.*\/user-api/, ''));
    };
    // Home reads the shop, the account screen the user
    const home = sentFor('home');
    expect(home.filter((url) => url === '/shop/get-shop-info?shopId=3')).toHaveLength(1);
    expect(home.indexOf('/shop/get-shop-info?shopId=3')).toBeLessThan(home.indexOf('/sys/get-sys-language'));
    const account = sentFor('userInfo');
    expect(account.filter((url) => url === '/auth/get-user-info?shopId=3')).toHaveLength(1);
    expect(account.indexOf('/auth/get-user-info?shopId=3')).toBeLessThan(account.indexOf('/sys/get-sys-language'));
    expect(account).toContain('/shop/get-shop-info?shopId=3');
    // every answer in before the test ends: none reaches the next test's mock network
    await Promise.all(all.map(answerHandled));
  });
});
