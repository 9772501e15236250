import type { Page } from '@playwright/test';
import { apiFromPage, expect, go, logInAsDemo, nextFrames, payFromBalanceAsked, setFaults, test } from './support/app';

// Following an order: the Order tab with its counts, the order detail, paying a price difference,
// and the pickup pass without signal. Seed (mocks/db/orders/seed-orders.ts): the demo customer has 11 orders, at least
// one in every status; order 7 waits in box A07 of cabinet L001, order 8 waits in A08 with a price difference
// of 15.00 owed, order 9 is overdue.

type Envelope<T> = { code: number; msg: string; data: T };
type OrderView = { id: number; orderInfoId: number; orderNo: string; status: string; pickupCode: string | null };

async function order(page: Page, id: number): Promise<OrderView> {
  const answer = await apiFromPage<Envelope<OrderView>>(page, `/order/order-info?id=${id}`);
  expect(answer.code).toBe(200);
  return answer.data;
}

/** Collects shoes through the api, as the cabinet screen's box flow does: open, wait for the door, done. */
async function collectThroughApi(page: Page, orderInfoId: number) {
  const ticket = await apiFromPage<Envelope<{ resultId: number }>>(page, '/order/pick-open', { orderInfoId });
  expect(ticket.code, ticket.msg).toBe(200);
  await expect
    .poll(
      async () =>
        (await apiFromPage<Envelope<{ status: string }>>(page, `/order/open-result?resultId=${ticket.data.resultId}`))
          .data.status,
      { timeout: 10_000 },
    )
    .toBe('success');
  const done = await apiFromPage<Envelope<unknown>>(page, '/order/pick-success', { orderInfoId });
  expect(done.code, done.msg).toBe(200);
}

test('an order waiting to be collected with a price difference: pay it, collect, completed in the list', async ({
  page,
}) => {
  await logInAsDemo(page);
  const eight = await order(page, 8);
  expect(eight.status).toBe('price-difference');

  await go(page, 'orderDetail', { id: 8 });
  await expect(page.getByText('Price difference: ¥15.00')).toBeVisible();
  await expect(page.getByText('Deep yellowing needed an extra whitening treatment')).toBeVisible();
  await page.getByRole('button', { name: 'Pay the price difference' }).click();

  await expect(page.locator('[data-route="overduePayment"]')).toBeVisible();
  expect(page.url()).toContain('orderInfoId=5008&kind=price-difference');
  await expect(page.getByRole('heading', { name: 'Price difference', exact: true })).toBeVisible();
  await page.locator('.pay-method').filter({ hasText: 'Balance' }).getByText('Balance').click();
  await page.getByRole('button', { name: 'Pay ¥15.00' }).click();
  await payFromBalanceAsked(page, '¥15.00');

  // paid: back where the customer came from, which reads the order from the server again
  await expect(page.locator('[data-route="orderDetail"]')).toBeVisible();
  await expect(page.getByText('Clean and back in the box: collect them with the pickup code.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to the cabinet' })).toBeVisible();
  expect((await order(page, 8)).status).toBe('to-be-collected');

  await collectThroughApi(page, eight.orderInfoId);

  await go(page, 'order', { status: 'completed' });
  const completed = page.getByRole('list', { name: 'Completed' });
  await expect(completed.getByRole('link', { name: `Order ${eight.orderNo}, Completed` })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Completed/ }).locator('.orders-tab-count')).toHaveText('2');
  await expect(page.getByRole('tab', { name: /^Price difference/ }).locator('.orders-tab-count')).toHaveText('0');
});

test('the order list counts match the orders in each tab', async ({ page }) => {
  await logInAsDemo(page);
  await go(page, 'order');
  const counts = (await apiFromPage<Envelope<Record<string, number>>>(page, '/order/order-number')).data;
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(10);
  await expect(tabs.first().locator('.orders-tab-count')).toHaveText(String(counts.all));

  for (let index = 0; index < 10; index++) {
    const tab = tabs.nth(index);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const count = tab.locator('.orders-tab-count[data-count]');
    const label = (await count.evaluate((node) => node.parentElement?.firstChild?.textContent)) ?? '';
    const shown = Number(await count.textContent());
    if (shown === 0) {
      await expect(page.getByText('No orders here yet')).toBeVisible();
      continue;
    }
    const list = page.getByRole('list', { name: label.trim() });
    const cards = list.getByRole('link');
    // the tabs scroll sideways at 375 px; the list loads its next page as it scrolls down
    await expect(async () => {
      await page.mouse.wheel(0, 2000);
      expect(await cards.count()).toBe(shown);
    }).toPass({ timeout: 10_000 });
    if (index > 0) {
      for (const card of await cards.all())
        await expect(card).toHaveAttribute('aria-label', new RegExp(`, ${label.trim()}$`));
    }
  }
  // 11 orders over all tabs, the first page of "All" holding 10
  expect(counts.all).toBe(11);
});

test('the pickup pass is shown again with no network, marked as possibly out of date', async ({ page }) => {
  await logInAsDemo(page);
  const seven = await order(page, 7);
  await go(page, 'orderDetail', { id: 7 });
  const pass = page.getByRole('region', { name: 'Pickup pass' });
  await expect(pass.getByText(seven.pickupCode ?? 'none')).toBeVisible();
  await expect(page.getByText(/Free for 1 d/)).toBeVisible();

  // the network goes (the chat app in a basement): the order calls fail, the app itself reloads from cache
  await setFaults(page, [{ target: 'order', fault: 'network' }]);
  await page.reload();
  await expect(page.locator('[data-route="orderDetail"]')).toBeVisible();
  await expect(pass.getByText(/No connection\. Saved on this phone at .*: it may be out of date\./)).toBeVisible();
  await expect(pass.getByText(seven.pickupCode ?? 'none')).toBeVisible();
  await expect(pass.getByText('A07')).toBeVisible();
  await expect(pass.getByText('Zhengzhou Jinshui Cabinet')).toBeVisible();

  // the Order tab shows the saved passes too
  await go(page, 'order');
  const saved = page.getByRole('region', { name: 'Pickup passes saved on this phone' });
  await expect(saved.getByText(seven.pickupCode ?? 'none')).toBeVisible();

  // the network is back: the detail reads the order from the server again
  await setFaults(page, []);
  await go(page, 'orderDetail', { id: 7 });
  await expect(page.getByText('Order information')).toBeVisible();
  await expect(page.getByText(/it may be out of date/)).toHaveCount(0);
});

test('the browser going offline keeps the pickup pass on screen', async ({ page, context }) => {
  await logInAsDemo(page);
  const seven = await order(page, 7);
  await go(page, 'orderDetail', { id: 7 });
  await expect(page.getByRole('region', { name: 'Pickup pass' }).getByText(seven.pickupCode ?? 'none')).toBeVisible();
  await go(page, 'order');

  await context.setOffline(true);
  await go(page, 'orderDetail', { id: 7 });
  const pass = page.getByRole('region', { name: 'Pickup pass' });
  await expect(pass.getByText(seven.pickupCode ?? 'none')).toBeVisible();
  await expect(page.getByText(/may be out of date/).first()).toBeVisible();
  await context.setOffline(false);
});

test('a screen at rest draws nothing: the order list with more pages below the fold redraws no frame', async ({
  page,
}) => {
  await logInAsDemo(page);
  await go(page, 'order');
  await expect(page.locator('.orders-list-body .load-more-foot')).toBeAttached();
  await expect(page.locator('.light-skeleton, .query-loading')).toHaveCount(0);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const layouts = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'LayoutCount')?.value ?? 0;
  const before = await layouts();
  await nextFrames(page, 30); // half a second of the customer reading the list
  // an animation anywhere on the page would lay it out on every one of those frames
  expect((await layouts()) - before).toBeLessThan(5);
});
