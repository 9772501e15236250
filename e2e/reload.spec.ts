import type { Page } from '@playwright/test';
import { expect, go, logInAsDemo, openApp, recordRequests, test } from './support/app';
import { appPath, type RouteName } from './support/paths';

// The chat app throws the page away and loads it again at the same URL when the phone needs memory or the
// customer leaves it (to read an SMS, to pay in another app): what the customer typed is back after the reload
// (CONTRACT.md, "Reloads"). Each test reloads at the worst moment of its form. In the chat-app host (the mock
// bridge as the chat app), on a phone's screen. Seed: the demo customer's order 2 is paid and not stored yet.

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('__mock.bridge', JSON.stringify({ host: 'chat-app' })));
});

/** What the chat app does: the same URL loaded again, nothing of the page kept but what the phone stores. */
async function reloadAt(page: Page, route: RouteName): Promise<void> {
  await page.reload();
  await expect(page.locator(`[data-route="${route}"]`)).toBeVisible();
}

/** The code the mock server has sent to `phone` (mocks/browser.ts keeps its tables in local storage). */
function smsSentTo(page: Page, phone: string): Promise<{ sentAt: string } | null> {
  return page.evaluate((to) => JSON.parse(localStorage.getItem('__mock.db') ?? '{}').smsCodes?.[to] ?? null, phone);
}

test('register: the phone and the wait for the code sent are back, and no second code is sent', async ({ page }) => {
  const requests = recordRequests(page);
  const smsSends = () =>
    requests.filter((request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/sms/send'))
      .length;
  await openApp(page, appPath('register'));
  await page.getByLabel('Phone number').fill('13712345678');
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
  const sent = await smsSentTo(page, '13712345678');
  expect(sent).not.toBeNull();

  // the customer left to read the SMS
  await reloadAt(page, 'register');
  const wait = page.getByRole('button', { name: /^Resend in \d+ s$/ });
  await expect(wait).toBeDisabled();
  await expect(page.getByLabel('Phone number')).toHaveValue('13712345678');
  await wait.dispatchEvent('click'); // a tap that reaches the button all the same
  await expect(wait).toBeDisabled();
  expect(smsSends()).toBe(1);
  expect(await smsSentTo(page, '13712345678')).toEqual(sent);
});

test('new address: the contact and the street typed are back', async ({ page }) => {
  await logInAsDemo(page);
  await go(page, 'newAddress', { family: 'receiving' });
  await page.getByLabel('Contact').fill('Hoa Le');
  await page.getByLabel('Detailed address').fill('1 Hoang Dieu');

  await reloadAt(page, 'newAddress');
  await expect(page.getByLabel('Contact')).toHaveValue('Hoa Le');
  await expect(page.getByLabel('Detailed address')).toHaveValue('1 Hoang Dieu');
});

test('top-up: the package chosen is still chosen', async ({ page }) => {
  await logInAsDemo(page);
  await go(page, 'topUp');
  await page.getByRole('radio', { name: /¥100\.00/ }).check();

  await reloadAt(page, 'topUp');
  await expect(page.getByRole('radio', { name: /¥100\.00/ })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Pay ¥100.00' })).toBeVisible();
});

test('refund sheet: the reason and the remarks are back when it is opened again', async ({ page }) => {
  await logInAsDemo(page);
  await go(page, 'orderDetail', { id: 2 });
  const openSheet = async () => {
    await page
      .getByRole('button', { name: /refund/i })
      .first()
      .click();
    return page.getByRole('dialog', { name: 'Request a refund' });
  };
  let sheet = await openSheet();
  await sheet.getByText(/^Ordered by mistake/).click();
  await sheet.getByLabel('Remarks (optional)').fill('Booked the wrong cabinet');

  await reloadAt(page, 'orderDetail');
  sheet = await openSheet();
  await expect(sheet.getByRole('radio', { name: /^Ordered by mistake/ })).toBeChecked();
  await expect(sheet.getByLabel('Remarks (optional)')).toHaveValue('Booked the wrong cabinet');
});
