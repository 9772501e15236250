import type { Locator, Page } from '@playwright/test';
import {
  apiFromPage,
  balanceQuestion,
  expect,
  expectToast,
  go,
  logInAsDemo,
  nextFrames,
  openApp,
  payFromBalanceAsked,
  recordRequests,
  seedCart,
  setFaults,
  test,
} from './support/app';
import { fillLoginForm, loginButton } from './support/flows';
import { appPath } from './support/paths';
import { attachTable } from './support/report';

// Double taps and repeated submits on every sending button: one request each (a second order or payment
// would cost the customer). For each button the
// mock server answers its call slowly (fault 'slow': 3 s, the first call only); the customer double-taps it,
// then taps once more 350 ms later while the first request is still out, and exactly one request reaches
// the path. Seed: see e2e/cabinet.spec.ts and e2e/orders.spec.ts (orders 1 unpaid, 2 paid to be stored at
// L001, 3 paid and bound to no cabinet, 7 waiting in L001, 8 owing a price difference).

// With 'reduce motion', as the whole suite runs: a confirm dialog vanishes at once under the finger, so the
// second tap of a double tap meets what lay beneath it, and the tap guard (src/app/tap-guard.ts) must hold it.

type Envelope<T> = { code: number; msg: string; data: T };

/** Figures for the table attached to each test's result. */
type Row = { button: string; path: string; requests: number; ms: number };

/** Counts the POST requests the page sends to one user-api path. */
function countRequests(page: Page, path: string): () => number {
  const requests = recordRequests(page);
  return () =>
    requests.filter(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith(`/user-api${path}`),
    ).length;
}

/**
 * The customer hammers a button: a double tap, then one more tap 350 ms later (past the global 300 ms guard)
 * while the first request is slow. The last tap goes to the button itself, even under a sheet or disabled.
 */
async function hammer(page: Page, button: Locator): Promise<void> {
  await button.dblclick();
  await page.clock.fastForward(350); // the spec's 300 ms double-tap window has passed
  if ((await button.count()) === 1) await button.dispatchEvent('click');
}

/**
 * Slows the path's next call, hammers the button, waits for what the customer sees after, counts requests. A
 * balance payment (`balance`) asks first: the taps before it open one question, and the button is hammered
 * again while the slow call is under way.
 */
async function sendOnce(
  page: Page,
  rows: Row[],
  {
    name,
    path,
    button,
    after,
    balance = false,
  }: { name: string; path: string; button: Locator; after: () => Promise<void>; balance?: boolean },
): Promise<void> {
  const started = Date.now();
  const requests = countRequests(page, path);
  await setFaults(page, [{ target: path, fault: 'slow', times: 1 }]);
  await hammer(page, button);
  if (balance) {
    await expect(balanceQuestion(page)).toHaveCount(1);
    await payFromBalanceAsked(page);
    // the button is busy now (a disabled one takes no real tap): taps sent straight to it
    if ((await button.count()) === 1) {
      await button.dispatchEvent('click');
      await button.dispatchEvent('click');
    }
  }
  await after();
  rows.push({ button: name, path, requests: requests(), ms: Date.now() - started });
  expect(requests(), `${name}: requests to ${path}`).toBe(1);
}

// the double-tap window is skipped on the page's clock, not waited
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

/** What each button sent, kept with the test's result. */
const rowsOf = (rows: Row[]) => attachTable('requests per button', rows);

test('login and the register screen send once', async ({ page }) => {
  const rows: Row[] = [];
  await openApp(page, appPath('register'));
  await page.getByLabel('Phone number').fill('13712345678');
  await sendOnce(page, rows, {
    name: 'register: send code',
    path: '/sms/send',
    button: page.getByRole('button', { name: 'Get code' }),
    after: () => expect(page.getByRole('button', { name: /Resend/ })).toBeVisible(),
  });

  await go(page, 'login');
  await fillLoginForm(page);
  await sendOnce(page, rows, {
    name: 'login',
    path: '/auth/password-login',
    button: loginButton(page),
    after: () => expect(page.locator('[data-route="home"]')).toBeVisible(),
  });
  await rowsOf(rows);
});

test('the address screens send once: save, set default, delete', async ({ page }) => {
  const rows: Row[] = [];
  await logInAsDemo(page);
  await go(page, 'address', { family: 'receiving' });
  const cards = page.locator('.address-card');
  await expect(cards.filter({ hasText: 'Lan Nguyen' })).toBeVisible();
  const before = await cards.count();
  await page.getByRole('button', { name: "Edit Lan Nguyen's address" }).first().click();
  await expect(page.locator('[data-route="newAddress"]')).toBeVisible();
  const detail = page.getByLabel('Detailed address');
  await expect(detail).not.toHaveValue(''); // the form holds the address before it is changed
  await detail.fill('12 Garden Street, floor 3');
  await sendOnce(page, rows, {
    name: 'address: save',
    path: '/receiving/add',
    button: page.getByRole('button', { name: 'Save' }),
    // saved: back on the list, showing the change
    after: () => expect(cards.filter({ hasText: '12 Garden Street, floor 3' })).toHaveCount(1),
  });

  const setDefault = page.getByRole('button', { name: /as default/ }).first();
  const label = (await setDefault.getAttribute('aria-label')) ?? '';
  const who = /Set (.*)'s address as default/.exec(label)?.[1] ?? '';
  await sendOnce(page, rows, {
    name: 'address: set default',
    path: '/receiving/set-default',
    button: page.getByRole('button', { name: label }),
    after: () => expect(cards.first()).toContainText(who),
  });

  await page
    .getByRole('button', { name: /^Delete / })
    .last()
    .click();
  await sendOnce(page, rows, {
    name: 'address: delete (confirm)',
    path: '/receiving/del',
    button: page.getByRole('dialog').getByRole('button', { name: 'Delete' }),
    after: () => expect(cards).toHaveCount(before - 1),
  });
  await rowsOf(rows);
});

test('claiming a voucher and topping up send once', async ({ page }) => {
  const rows: Row[] = [];
  await logInAsDemo(page);
  await go(page, 'coupon');
  const claim = page.getByRole('button', { name: /^Claim / }).first();
  const label = (await claim.getAttribute('aria-label')) ?? '';
  await sendOnce(page, rows, {
    name: 'voucher: claim',
    path: '/wallet/create-order-coupon',
    button: page.getByRole('button', { name: label, exact: true }),
    // claimed: its button gives way to the 'Claimed' mark
    after: () => expect(page.getByRole('button', { name: label, exact: true })).toHaveCount(0, { timeout: 15_000 }),
  });

  await go(page, 'topUp');
  await page.getByRole('radio', { name: /¥100\.00/ }).check();
  await page.getByText('WeChat Pay').click();
  await sendOnce(page, rows, {
    name: 'top up: pay',
    path: '/wallet/recharge',
    button: page.getByRole('button', { name: 'Pay ¥100.00' }),
    after: () => expect(page.getByRole('heading', { name: 'Top-up successful' })).toBeVisible(),
  });
  await rowsOf(rows);
});

test('create order, pay an order and ask a refund send once', async ({ page }) => {
  const rows: Row[] = [];
  await seedCart(page);
  await logInAsDemo(page);
  await go(page, 'createOrder', { kind: 'online' });
  await expect(page.locator('.amount-total dd')).toHaveText('¥42.00');
  await page.locator('.pay-method').filter({ hasText: 'Balance' }).getByText('Balance').click();
  await sendOnce(page, rows, {
    name: 'create order',
    path: '/order/create',
    button: page.locator('.submit-bar-button'),
    balance: true,
    after: () => expect(page.locator('[data-route="orderDetail"]')).toBeVisible({ timeout: 15_000 }),
  });

  // order 1 is unpaid: pay it by balance from its detail
  await go(page, 'orderDetail', { id: 1 });
  await page.getByRole('button', { name: 'Pay', exact: true }).first().click();
  await page.locator('.pay-method').filter({ hasText: 'Balance' }).getByText('Balance').click();
  const sheet = page.locator('.orders-sheet');
  await sendOnce(page, rows, {
    name: 'order: pay',
    path: '/order/group-pay',
    button: sheet.getByRole('button', { name: 'Pay', exact: true }),
    balance: true,
    after: () => expectToast(page, 'Payment successful'),
  });

  // order 2 is paid and not stored yet: ask a refund
  await go(page, 'orderDetail', { id: 2 });
  await page
    .getByRole('button', { name: /refund/i })
    .first()
    .click();
  await page.getByText(/^Ordered by mistake/).click();
  await sendOnce(page, rows, {
    name: 'order: refund',
    path: '/order/refund',
    button: page.locator('.orders-sheet').getByRole('button', { name: 'Submit' }),
    after: () => expect(page.getByText('Refund requested')).toBeVisible(),
  });
  await rowsOf(rows);
});

test('at the cabinet: store, bind and collect send once; so does paying a difference', async ({ page }) => {
  const rows: Row[] = [];
  await logInAsDemo(page);
  const orderNo = async (id: number) =>
    (await apiFromPage<Envelope<{ orderNo: string }>>(page, `/order/order-info?id=${id}`)).data.orderNo;
  const card = async (id: number) => page.getByRole('article').filter({ hasText: await orderNo(id) });
  const done = async (text: string) => {
    await expect(page.getByText(text)).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Done' }).click();
  };

  await go(page, 'pendingList', { lockerNo: 'L001' });
  await sendOnce(page, rows, {
    name: 'cabinet: store',
    path: '/order/store-open',
    button: (await card(2)).getByRole('button', { name: 'Store shoes' }),
    after: () => done('Put your shoes in the open box'),
  });

  const storeOpens = countRequests(page, '/order/store-open');
  await sendOnce(page, rows, {
    name: 'cabinet: bind and store',
    path: '/order/binding-order',
    button: (await card(3)).getByRole('button', { name: 'Store shoes in this cabinet' }),
    after: () => done('Put your shoes in the open box'),
  });
  expect(storeOpens()).toBe(1);

  await sendOnce(page, rows, {
    name: 'cabinet: collect',
    path: '/order/pick-open',
    button: (await card(7)).getByRole('button', { name: 'Collect shoes' }),
    after: () => done('Take your shoes from the open box'),
  });

  await go(page, 'overduePayment', { orderInfoId: 5008, kind: 'price-difference' });
  await page.locator('.pay-method').filter({ hasText: 'Balance' }).getByText('Balance').click();
  await sendOnce(page, rows, {
    name: 'price difference: pay',
    path: '/order/pay-price-diff',
    button: page.getByRole('button', { name: 'Pay ¥15.00' }),
    balance: true,
    after: () => expect(page.locator('[data-route="overduePayment"]')).toHaveCount(0),
  });
  await rowsOf(rows);
});

test("a double tap on a dialog's button acts once: the second tap never reaches what lay beneath", async ({ page }) => {
  await logInAsDemo(page);
  await go(page, 'pendingList', { lockerNo: 'L001', shopId: 0 });
  const orderNo = async (id: number) =>
    (await apiFromPage<Envelope<{ orderNo: string }>>(page, `/order/order-info?id=${id}`)).data.orderNo;
  const collect = async (id: number) =>
    page
      .locator('.cabinet-order')
      .filter({ hasText: await orderNo(id) })
      .getByRole('button', { name: 'Collect shoes' });
  const owing = await collect(8); // owes a price difference: asks first
  const ready = await collect(7); // no fee: a tap opens its box door
  const boxOpenings = countRequests(page, '/order/pick-open');

  // where the dialog's 'Not now' sits on the screen
  await owing.click();
  const notNow = page.getByRole('dialog').getByRole('button', { name: 'Not now' });
  const box = await notNow.boundingBox();
  if (!box) throw new Error("'Not now' has no box");
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await notNow.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // the list scrolled so that the other order's 'Collect shoes' lies under 'Not now', as it may for a customer
  await ready.evaluate((element, y) => {
    const rect = element.getBoundingClientRect();
    window.scrollBy(0, rect.top + rect.height / 2 - y);
  }, at.y);
  const under = await ready.boundingBox();
  expect(under && under.y < at.y && at.y < under.y + under.height, "the other order's button under 'Not now'").toBe(
    true,
  );
  await page.clock.fastForward(350); // past the double-tap window of the taps above

  // a double tap on 'Not now': two touches at one spot, the second sent as soon as the first has landed (each
  // touch waits for the page to take it, which on a loaded machine took over 150 ms: with a further 150 ms wait
  // the two came more than the 300 ms of a double tap apart); the dialog has gone under the finger
  const owingBox = await owing.boundingBox();
  if (!owingBox) throw new Error('the owing order has no button');
  await page.touchscreen.tap(owingBox.x + owingBox.width / 2, owingBox.y + owingBox.height / 2);
  await expect(notNow).toBeVisible();
  await page.touchscreen.tap(at.x, at.y);
  await page.touchscreen.tap(at.x, at.y);
  await nextFrames(page); // whatever the second tap started has shown by now
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(boxOpenings(), 'box doors opened').toBe(0);
});
