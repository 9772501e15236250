import type { Page } from '@playwright/test';
import { expect, logInAsDemo, test, userApiSettled } from '../support/app';

// Nothing on a screen moves as its answers arrive (spec: CLS 0 on every route): what is drawn first, a
// placeholder or a part of the screen, keeps its place when the data replaces it. Against the production
// build, every answer 400 ms late, as the bench (bench/run.ts) measures them.

type Shift = { value: number; sources: string[] };

const SCREENS = [
  '/pages/My/My/index',
  '/pages/My/MyCoupon/index',
  '/pages/My/Wallet/index',
  '/pages/Home/TopUp/index',
  '/pages/Order/CreateOrder/index?kind=scan&lockerNo=L001',
  '/pages/Home/ProductList/index',
  '/pages/My/UserInfo/UserInfo',
  '/pages/Order/Order/index',
  '/pages/Home/Scan/index',
];

test('the profile tab, vouchers, wallet, top-up, the order form and list, the goods, the account and the scanner do not move as their answers arrive', async ({
  page,
}) => {
  await logInAsDemo(page);
  await page.route('**/user-api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await recordShifts(page);
  for (const path of SCREENS) {
    await page.goto(`/#${path}`);
    await page.reload(); // a fresh start on the screen, its answers late
    await expect(page.locator('[data-route] h1').first()).toBeAttached();
    await userApiSettled(page);
    await expect(page.locator('.screen-loading, .query-loading, .adm-skeleton, .light-skeleton')).toHaveCount(0);
    expect(await shiftsSoFar(page), `${path} moved`).toEqual([]);
  }
});

/** Keeps every layout shift of each document the page loads, with what moved. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        sources: { node: Node | null }[];
      }[])
        shifts.push({
          value: entry.value,
          sources: entry.sources.map((source) =>
            source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : '(text)',
          ),
        });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function shiftsSoFar(page: Page): Promise<Shift[]> {
  // layout-shift entries come with the frame after the change
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

test('a screen opened by a link is not drawn before its own styles have come', async ({ page }) => {
  await logInAsDemo(page);
  await recordShifts(page);
  // the order form's stylesheet, late: on a slow line the screen's code can come before it
  await page.route(/\/assets\/CreateOrderScreen-[^/]+\.css$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/#/pages/Order/CreateOrder/index?kind=scan&lockerNo=L001');
  await page.reload();
  await expect(page.locator('form.create-order')).toBeVisible();
  await userApiSettled(page);
  expect(await shiftsSoFar(page)).toEqual([]);
});
