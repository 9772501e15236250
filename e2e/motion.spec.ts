import { ANTD, apiFromPage, expect, openApp, payOrderOneFromDetail, test } from './support/app';
import { appPath } from './support/paths';

// The rest of the suite runs as a phone set to 'reduce motion' (sheets and toasts appear at once). Most
// customers' phones are not: here the sheets slide and the toasts fade, and the flows still work through
// the animations.
test.use({ reducedMotion: 'no-preference' });

test('the order popup slides in and out, and its choice leads on', async ({ page }) => {
  await openApp(page, appPath('home'));
  expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(false);
  await page.locator('.home-order-button').click();
  const popup = page.getByRole('dialog', { name: 'How would you like to order?' });
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await page.locator('.home-order-button').click();
  await popup.getByRole('button', { name: /Door-to-door appointment/ }).click();
  await expect(page).toHaveURL(/ProductList\/index\?kind=door/);
});

test('a sheet closed the moment it appears is gone, and the page scrolls again', async ({ page }) => {
  await openApp(page, appPath('home'));
  // Escape in the very task the sheet appears in, before its slide-in has moved a pixel (a fast double tap on a
  // busy phone): antd-mobile's Popup, left to itself, then stays on the page below the screen, a modal dialog
  // still, with the page's scrolling locked
  await page.evaluate(() => {
    const observer = new MutationObserver(() => {
      const dialog = document.querySelector('[role="dialog"]');
      if (!dialog || dialog.getClientRects().length === 0) return;
      observer.disconnect();
      (document.activeElement ?? document.body).dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
      );
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  await page.locator('.home-order-button').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Home scrolls (a sheet left open locks the page). The wheel turns until it does: the lock goes in the closed
  // sheet's last effect, which on a busy machine may come a moment after the sheet has left the page
  const before = await page.evaluate(() => scrollY);
  await page.mouse.move(180, 600);
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 300);
      return page.evaluate(() => scrollY);
    })
    .toBeGreaterThan(before);
  // and the sheet opens again as ever
  await page.locator('.home-order-button').click();
  await expect(page.getByRole('dialog', { name: 'How would you like to order?' })).toBeVisible();
});

test('an animated payment sheet pays by balance and the success toast fades away', async ({ page }) => {
  await payOrderOneFromDetail(page, 'Balance');
  const toast = page.getByText('Payment successful').first();
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden();
  const order = await apiFromPage<{ data: { status: string } }>(page, '/order/order-info?id=1');
  expect(order.data.status).toBe('to-be-stored');
});

test.describe("with 'reduce motion'", () => {
  test.use({ reducedMotion: 'reduce' });

  test("Home's order popup stands still from its first frame, though Home is the first screen", async ({ page }) => {
    await openApp(page, appPath('home'));
    // the popup's bottom edge in each of its first ten frames, from the frame it appears in (its top moves as its
    // content arrives; sliding in would move both)
    const bottoms = page.evaluate(
      (sheetBody) =>
        new Promise<number[]>((resolve) => {
          const seen: number[] = [];
          const frame = () => {
            const body = document.querySelector(sheetBody);
            if (body) seen.push(Math.round(body.getBoundingClientRect().bottom));
            if (seen.length === 10) resolve(seen);
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }),
      ANTD.popupBody,
    );
    await page.locator('.home-order-button').click();
    const [first, ...rest] = await bottoms;
    expect(rest, 'the popup moved after it appeared').toEqual(rest.map(() => first));
  });
});
