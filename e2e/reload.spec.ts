import type { Page } from '@playwright/test';
import { expect, go, logInAsDemo, openApp, recordRequests, seedCart, setFaults, test } from './support/app';
import { fillLoginForm, loginButton } from './support/flows';
import { appPath, type RouteName } from './support/paths';

// The chat app throws the page away and loads it again at the same URL when the phone needs memory or the
// customer leaves it (to read an SMS, to pay in another app): what the customer typed is back after the reload
// (CONTRACT.md, "Reloads"). Each test reloads at the worst moment of its form. In the chat-app host (the mock
// bridge as the chat app), on a phone's screen. Seed: the demo customer's order 2 is paid and not stored yet.

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('__mock.bridge', JSON.stringify({ host: 'chat-app' })));
});

/** The demo customer's orders the mock server holds (mocks/browser.ts keeps its tables in local storage). */
function orderCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('__mock.db') ?? '{}').orders ?? []).filter(
        (order: { userId: number }) => order.userId === 1001,
      ).length,
  );
}

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

test('order form: the remarks are back after a reload, and not for the next customer on the phone', async ({
  page,
}) => {
  await seedCart(page);
  await logInAsDemo(page);
  await go(page, 'createOrder', { kind: 'online' });
  await page.getByRole('textbox', { name: 'Remarks' }).fill('Suede, please no brush');

  await reloadAt(page, 'createOrder');
  await expect(page.getByRole('textbox', { name: 'Remarks' })).toHaveValue('Suede, please no brush');

  // the customer logs out; another logs in on the same phone and orders
  await go(page, 'userInfo');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page.locator('[data-route="home"]')).toBeVisible();
  await go(page, 'login');
  await fillLoginForm(page, '13900139000', 'fresh123');
  await loginButton(page).click();
  await expect(page.locator('[data-route="login"]')).toHaveCount(0);
  await seedCart(page);
  await go(page, 'createOrder', { kind: 'online' });
  await expect(page.getByRole('textbox', { name: 'Remarks' })).toHaveValue('');
});

test('an order create whose answer was lost: after a reload the order made is shown, and no second one', async ({
  page,
}) => {
  await seedCart(page);
  await logInAsDemo(page);
  const ordersBefore = await orderCount(page);
  await go(page, 'createOrder', { kind: 'online' });
  await page.locator('.pay-method').filter({ hasText: 'WeChat Pay' }).getByText('WeChat Pay').click();
  // the server makes the order; its answer, and every read of the orders, is lost on the way
  await setFaults(page, [
    { target: '/order/create', fault: 'lostAnswer', times: 1 },
    { target: '/order/order-list', fault: 'network' },
  ]);
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page.getByText(/We could not check whether your last order went through/).first()).toBeVisible();
  expect(await orderCount(page)).toBe(ordersBefore + 1);

  // the network is back; the chat app reloads the page
  await setFaults(page, []);
  await page.reload();
  await expect(page.locator('[data-route="orderDetail"]')).toBeVisible();
  await expect(page.locator('.orders-status-tag').first()).toHaveText('Unpaid');
  expect(await orderCount(page)).toBe(ordersBefore + 1);
});
