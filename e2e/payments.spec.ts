import type { Page } from '@playwright/test';
import {
  apiFromPage,
  expect,
  expectToast,
  go,
  logInAsDemo,
  payFromBalanceAsked,
  seedCart,
  test,
  toastsShown,
} from './support/app';

// Every payment path, in the chat-app host (the mock bridge's default) with its main method, WeChat Pay, and
// with each method the host offers, as the customer meets them: what is shown afterwards is what the server
// says. Seed (mocks/db/orders/, mocks/db/commerce/): the demo customer's order 1 is unpaid, order 8 owes a price
// difference of ¥15.00, order 9 is overdue with a fee; the balance is ¥200.00.

type PayChoice = 'ok' | 'cancel' | 'fail' | 'late';
type Envelope<T> = { code: number; data: T };
type OrderView = { id: number; status: string; actualPayment: number; payMethod: string | null };

/** The mock bridge pretends to be the chat app and ends payments with `pay` (the developer panel's choice). */
async function inChatApp(page: Page, pay: PayChoice = 'ok') {
  await page.addInitScript(
    (settings) => localStorage.setItem('__mock.bridge', settings),
    JSON.stringify({ host: 'chat-app', pay }),
  );
}

/**
 * A payment the server hears of 10 s after the chat app's ok: once the app shows it is confirming, the page clock
 * skips those 10 s (the app keeps reading the order back meanwhile, as it would in real time).
 */
async function skipToLateConfirmation(page: Page) {
  await expect(page.getByText('Confirming your payment').first()).toBeVisible({ timeout: 10_000 });
  await page.clock.fastForward(10_000);
}

const STATUS_LABELS: Record<string, string> = {
  unpaid: 'Unpaid',
  'to-be-stored': 'To be stored',
  'pending-acceptance': 'Pending acceptance',
  'to-be-collected': 'Waiting to be collected',
};

async function serverOrder(page: Page, id: number): Promise<OrderView> {
  return (await apiFromPage<Envelope<OrderView>>(page, `/order/order-info?id=${id}`)).data;
}

const balance = async (page: Page) =>
  (await apiFromPage<Envelope<{ balance: number }>>(page, '/wallet/wallet-info')).data.balance;

/** The order detail shows the server's status for order `id`, and offers Pay only while it is unpaid. */
async function expectDetailAsServerSays(page: Page, id: number) {
  const order = await serverOrder(page, id);
  const detail = page.locator('[data-route="orderDetail"]');
  await expect(detail.locator('.orders-status-tag').first()).toHaveText(STATUS_LABELS[order.status] ?? order.status);
  await expect(detail.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(order.status === 'unpaid' ? 1 : 0);
  return order;
}

const PAID = 'Payment successful';
const FAILED = 'Payment failed. The order is still unpaid.';

/**
 * Picks `method` in the open payment method list and presses the pay button named `pay`; a balance payment
 * then says Pay to the question it asks first.
 */
async function payWith(page: Page, method: 'Balance' | 'WeChat Pay' | 'Credit card', pay: string | RegExp) {
  const scope = page.getByRole('dialog').filter({ visible: true }).or(page.locator('[data-route]')).last();
  await scope.locator('.pay-method').filter({ hasText: method }).getByText(method).click();
  await scope.getByRole('button', { name: pay, exact: typeof pay === 'string' }).click();
  if (method === 'Balance') await payFromBalanceAsked(page);
}

test.describe('a new order of each kind, paid by WeChat Pay', () => {
  for (const [kind, query, after] of [
    ['cabinet', { lockerNo: 'L001' }, 'to-be-stored'],
    ['online', { kind: 'online' }, 'to-be-stored'],
    ['door-to-door', { kind: 'door' }, 'pending-acceptance'],
  ] as const) {
    test(`${kind}: the detail shows the paid order the server holds`, async ({ page }) => {
      await inChatApp(page);
      await seedCart(page);
      await logInAsDemo(page);
      await go(page, 'createOrder', query);
      if (kind === 'door-to-door') await page.locator('button.time-slot-available').first().click();
      await page.locator('.pay-method').filter({ hasText: 'WeChat Pay' }).getByText('WeChat Pay').click();
      await page.getByRole('button', { name: 'Submit order' }).click();

      await expect(page.locator('[data-route="orderDetail"]')).toBeVisible({ timeout: 15_000 });
      const id = Number(new URL(page.url()).hash.split('id=')[1]);
      const order = await expectDetailAsServerSays(page, id);
      expect(order).toMatchObject({ status: after, payMethod: 'chat-app' });
      await expect(
        page
          .locator('[data-route="orderDetail"]')
          .getByText(`¥${order.actualPayment.toFixed(2)}`)
          .first(),
      ).toBeVisible();
    });
  }
});

test('an unpaid order paid from the order list', async ({ page }) => {
  await inChatApp(page);
  await logInAsDemo(page);
  await go(page, 'order', { status: 'unpaid' });
  const card = page
    .locator('.orders-card')
    .filter({ has: page.getByText('Unpaid', { exact: true }) })
    .first();
  const orderNo = (await card.locator('.orders-card-no').textContent()) ?? '';
  await card.getByRole('button', { name: `Pay order ${orderNo}` }).click();
  await payWith(page, 'WeChat Pay', 'Pay');
  await expectToast(page, PAID);
  // the list reads the server again: the order left the unpaid tab
  await expect(page.locator('.orders-card').filter({ hasText: orderNo })).toHaveCount(0);
  expect((await serverOrder(page, 1)).status).toBe('to-be-stored');
});

test.describe('an unpaid order paid from its detail', () => {
  const cases: Array<[string, 'Balance' | 'WeChat Pay' | 'Credit card', PayChoice, 'paid' | 'unpaid']> = [
    ['balance', 'Balance', 'ok', 'paid'],
    ['WeChat Pay, paid', 'WeChat Pay', 'ok', 'paid'],
    ['WeChat Pay, the server hears of it late', 'WeChat Pay', 'late', 'paid'],
    ['WeChat Pay, cancelled', 'WeChat Pay', 'cancel', 'unpaid'],
    ['WeChat Pay, failed', 'WeChat Pay', 'fail', 'unpaid'],
    ['card, paid on the card page and back', 'Credit card', 'ok', 'paid'],
    ['card, cancelled', 'Credit card', 'cancel', 'unpaid'],
    ['card, declined', 'Credit card', 'fail', 'unpaid'],
  ];
  for (const [name, method, outcome, expected] of cases) {
    test(name, async ({ page }) => {
      // 'late': the server hears of it 10 s after the sheet's ok (mocks/lib/late-payment.ts), skipped on the page clock
      if (outcome === 'late') await page.clock.install();
      await inChatApp(page, outcome);
      await logInAsDemo(page);
      const before = await balance(page);
      const due = (await serverOrder(page, 1)).actualPayment;
      await go(page, 'orderDetail', { id: 1 });
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      const leavesForCardPage = method === 'Credit card' && expected === 'paid';
      // a paid card payment comes back from the card page: the app starts again on the order's detail
      const back = leavesForCardPage ? page.waitForEvent('load') : null;
      await payWith(page, method, 'Pay');
      await back;
      if (outcome === 'late') await skipToLateConfirmation(page);
      if (expected === 'paid' && !leavesForCardPage) await expectToast(page, PAID);
      // a payment the customer cancelled did not fail: nothing is said, and the order still offers to pay
      if (expected === 'unpaid' && outcome === 'fail') await expectToast(page, FAILED);
      await expect(page.locator('[data-route="orderDetail"]')).toBeVisible();
      await expect(async () => {
        const order = await expectDetailAsServerSays(page, 1);
        expect(order.status === 'unpaid' ? 'unpaid' : 'paid').toBe(expected);
      }).toPass({ timeout: 10_000 });
      if (outcome === 'cancel') {
        // the sheet is ready to pay again once the payment is over: nothing was toasted by then
        const sheet = page.getByRole('dialog').filter({ visible: true }).last();
        await expect(sheet.getByRole('button', { name: 'Pay', exact: true })).toBeEnabled();
        expect(await toastsShown(page)).toEqual([]);
      }
      const spent = method === 'Balance' && expected === 'paid' ? due : 0;
      expect(await balance(page)).toBeCloseTo(before - spent, 2);
    });
  }
});

for (const [what, id, action, pay] of [
  ['a price difference', 8, 'Pay the price difference', 'Pay ¥15.00'],
  ['an overtime fee', 9, 'Pay the overdue fee', /^Pay ¥/],
] as const) {
  test(`${what} paid by WeChat Pay`, async ({ page }) => {
    await inChatApp(page);
    await logInAsDemo(page);
    await go(page, 'orderDetail', { id });
    await page.getByRole('button', { name: action }).click();
    await expect(page.locator('[data-route="overduePayment"]')).toBeVisible();
    await payWith(page, 'WeChat Pay', pay);
    await expect(page.locator('[data-route="orderDetail"]')).toBeVisible({ timeout: 10_000 });
    expect(await expectDetailAsServerSays(page, id)).toMatchObject({ status: 'to-be-collected' });
  });
}

for (const [outcome, shown] of [
  ['ok', 'paid'],
  ['late', 'paid'],
  ['cancel', 'failed'],
] as const) {
  test(`a top-up by WeChat Pay, ${outcome}: the balance is the server's`, async ({ page }) => {
    if (outcome === 'late') await page.clock.install();
    await inChatApp(page, outcome);
    await logInAsDemo(page);
    const before = await balance(page);
    await go(page, 'topUp');
    await page.getByRole('radio', { name: /¥100\.00/ }).check();
    await payWith(page, 'WeChat Pay', 'Pay ¥100.00');
    if (outcome === 'late') await skipToLateConfirmation(page);
    if (shown === 'paid') {
      await expect(page.getByRole('heading', { name: 'Top-up successful' })).toBeVisible({ timeout: 10_000 });
      expect(await balance(page)).toBeCloseTo(before + 115, 2);
      await expect(page.getByTestId('wallet-balance')).toHaveText(`¥${(before + 115).toFixed(2)}`);
    } else {
      await expect(page.getByText('Payment failed', { exact: true })).toBeVisible({ timeout: 10_000 });
      expect(await balance(page)).toBe(before);
    }
  });
}
