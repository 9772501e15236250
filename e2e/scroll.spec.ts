import type { Page } from '@playwright/test';
import { expect, go, logInAsDemo, test } from './support/app';

// Every new screen opens at its top, whatever the screen before was scrolled to; Back brings the customer back
// where they were. Seed (mocks/db/orders/): the demo customer has orders in every status, a list taller than
// the screen; order 9 is overdue, its detail taller than the screen too.

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const back = (page: Page) => page.locator('.page-nav').getByRole('button', { name: 'Back' });

test('a new screen opens at its top, and Back brings back where the customer was', async ({ page }) => {
  await logInAsDemo(page);
  await go(page, 'order', {}, { loaded: true });
  const detail = page.locator('[data-route="orderDetail"]');
  const costs = detail.getByRole('heading', { name: 'Costs' });
  // down the order list, to an order far down it (a link)
  const card = page.locator('.orders-card').filter({ hasText: 'Sole regluing' });
  await card.scrollIntoViewIfNeeded();
  const inList = await scrollY(page);
  expect(inList).toBeGreaterThan(300);
  await card.locator('.orders-card-link').click();
  await expect(costs).toBeAttached();
  expect(await scrollY(page)).toBe(0);

  // down the order's detail, then to another screen by one of its buttons (the app's own navigation)
  await page.evaluate(() => window.scrollTo(0, 400));
  const inDetail = await scrollY(page);
  expect(inDetail).toBeGreaterThan(200);
  await page.getByRole('button', { name: 'See progress' }).click();
  await expect(page.locator('[data-route="orderSteps"]')).toBeVisible();
  expect(await scrollY(page)).toBe(0);

  // Back, and Back again: each screen where it was left
  await back(page).click();
  await expect(costs).toBeAttached();
  await expect.poll(() => scrollY(page)).toBe(inDetail);
  await back(page).click();
  await expect(page.locator('[data-route="order"]')).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(inList);

  // the same order again, drawn at once from what was read before: at its top all the same
  await card.locator('.orders-card-link').click();
  await expect(costs).toBeAttached();
  expect(await scrollY(page)).toBe(0);
});
