import type { Page } from '@playwright/test';
import { LOADING_SELECTOR } from '../../src/app/marks';
import { expect, logInAsDemo, nextFrames, test, userApiSettled } from '../support/app';
import { appPath, appUrl } from '../support/paths';

// Nothing on a screen moves as its answers arrive (spec: CLS 0 on every route): what is drawn first, a
// placeholder or a part of the screen, keeps its place when the data replaces it. Against the production
// build, every answer 400 ms late, as the bench (bench/run.ts) measures them.

type Shift = { value: number; sources: string[] };

const SCREENS = [
  appPath('my'),
  appPath('myCoupon'),
  appPath('wallet'),
  appPath('topUp'),
  appPath('createOrder', { kind: 'scan', lockerNo: 'L001' }),
  appPath('productList'),
  appPath('userInfo'),
  appPath('order'),
  appPath('scan'),
];

test('the profile tab, vouchers, wallet, top-up, the order form and list, the goods, the account and the scanner do not move as their answers arrive', async ({
  page,
}) => {
  await logInAsDemo(page);
  await page.route('**/user-api/**', async (route) => {
    // the latency under test: every answer as late as the bench makes it, so placeholders show, then give way
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await recordShifts(page);
  for (const path of SCREENS) {
    await page.goto(`/#${path}`);
    await page.reload(); // a fresh start on the screen, its answers late
    await expect(page.locator('[data-route] h1').first()).toBeAttached();
    await userApiSettled(page);
    await expect(page.locator(LOADING_SELECTOR)).toHaveCount(0);
    expect(await shiftsSoFar(page), `${path} moved`).toEqual([]);
  }
});

/** Keeps every layout shift of each document the page loads, with what moved. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    const keep = (entries: PerformanceEntryList) => {
      for (const entry of entries as unknown as { value: number; sources: { node: Node | null }[] }[])
        shifts.push({
          value: entry.value,
          sources: entry.sources.map((source) =>
            source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : '(text)',
          ),
        });
    };
    const observer = new PerformanceObserver((list) => keep(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // the records of the frames drawn so far, also those the observer has not been handed yet
    (window as unknown as { __shifts: () => Shift[] }).__shifts = () => {
      keep(observer.takeRecords());
      return shifts;
    };
  });
}

async function shiftsSoFar(page: Page): Promise<Shift[]> {
  await nextFrames(page); // a shift is recorded with the frame that draws it
  return page.evaluate(() => (window as unknown as { __shifts: () => Shift[] }).__shifts());
}

test('a screen opened by a link is not drawn before its own styles have come', async ({ page }) => {
  await logInAsDemo(page);
  await recordShifts(page);
  // the order form's stylesheet, late: on a slow line the screen's code can come before it
  await page.route(/\/assets\/CreateOrderScreen-[^/]+\.css$/, async (route) => {
    // the case under test: the stylesheet well behind the screen's code, as on a slow line
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(appUrl('createOrder', { kind: 'scan', lockerNo: 'L001' }));
  await page.reload();
  await expect(page.locator('form.create-order')).toBeVisible();
  await userApiSettled(page);
  expect(await shiftsSoFar(page)).toEqual([]);
});
