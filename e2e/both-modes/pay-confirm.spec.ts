import { apiFromPage, expect, logInAsDemo, resetMock, test } from '../support/app';

// The payment provider's callback (`POST /__mock/pay/confirm`) is served by two mock handlers, the wallet's
// and the order's, which both read the body. This runs in both mock modes: the in-page service worker
// (project "mock") and the HTTP server behind the production build (project "server").

test.afterEach(async ({ page }) => {
  await resetMock(page);
});

type Answer<T> = { code: number; msg: string; data: T };

for (const payMethod of ['chat-app', 'card'] as const) {
  test(`an order paid by ${payMethod} is confirmed by the provider's callback`, async ({ page }) => {
    await logInAsDemo(page);
    const started = await apiFromPage<Answer<{ tradeNo: string; paid: boolean }>>(page, '/order/group-pay', {
      orderIds: [1],
      payMethod,
    });
    expect([started.code, started.data.paid]).toEqual([200, false]);
    const confirmed = await apiFromPage<Answer<unknown>>(page, '/__mock/pay/confirm', {
      tradeNo: started.data.tradeNo,
      outcome: 'paid',
    });
    expect(confirmed.code, confirmed.msg).toBe(200);
    const order = await apiFromPage<Answer<{ status: string }>>(page, '/order/order-info?id=1');
    expect(order.data.status).toBe('to-be-stored');
  });
}

test('a top-up is confirmed by the same callback', async ({ page }) => {
  await logInAsDemo(page);
  const started = await apiFromPage<Answer<{ rechargeNo: string }>>(page, '/wallet/recharge', {
    packageId: 1,
    payMethod: 'chat-app',
  });
  const confirmed = await apiFromPage<Answer<{ status: string }>>(page, '/__mock/pay/confirm', {
    tradeNo: started.data.rechargeNo,
    outcome: 'paid',
  });
  expect([confirmed.code, confirmed.data.status]).toEqual([200, 'paid']);
});
