import type { Locator, Page } from '@playwright/test';
import { expect, expectToast, go, openApp, setFaults, test } from './support/app';
import {
  fillLoginForm,
  logInThroughForm,
  loginButton,
  retryAll,
  retryButtons,
  serverDb,
  waitSkippingTime,
} from './support/flows';
import { appPath, type Query, type RouteName } from './support/paths';
import { note } from './support/report';

// The screen side of the fault matrix (any call can meet any fault; the client side is
// src/api/fault-matrix.test.ts): for a representative screen of each call family, every fault kind of the mock
// (mocks/faults.ts) leaves the customer a way on (an error state with 'Try again', or the form as typed), and
// once the fault is gone, 'Try again' (or sending again) recovers. A 401 leads to the login page, and logging
// in comes back. The page clock skips the query layer's retry delays and the 60 s request timeout. No test
// reloads the page (a reload races the mock's service worker): the screens are reached by navigating.

type Fault =
  | 'http500'
  | 'session401'
  | 'business400'
  | 'business500'
  | 'network'
  | 'timeout'
  | 'malformed'
  | 'html'
  | 'nullData';

const MALFORMED = 'The server sent an answer the app cannot read.';
/** What the toast says for each fault (spec section 8; mocks/faults.ts gives the messages of 400 and 500). */
const TOAST: Record<Fault, string | RegExp> = {
  http500: /^500 \/[a-z-]+\/[a-z-]+$/,
  session401: 'Login expired, please log in again',
  business400: 'The request could not be handled',
  business500: 'Service busy, please try again',
  network: 'Request Error',
  timeout: 'Request Error',
  malformed: MALFORMED,
  html: MALFORMED,
  nullData: MALFORMED,
};
/** Every fault but the 401, ordered so that two in a row never toast the same text. */
const FAULTS: Fault[] = [
  'http500',
  'malformed',
  'network',
  'html',
  'business400',
  'timeout',
  'nullData',
  'business500',
];
const DOUBLE_TAP_MS = 350;
// a request times out after 60 s: skipped in steps (one 60 s jump at once can stall the page clock)
const stepOf = (fault: Fault) => (fault === 'timeout' ? 20_000 : 2_000);
/** A screen that calls none of the families below: where the customer goes away to and comes back from. */
const AWAY = 'washingProcess';

/** One line of figures per screen, kept with its test's result. */
function report(screen: string, faults: number, retries: number) {
  note('faults', `${screen}: ${faults} fault kinds passed, 'Try again' or send pressed ${retries} times`);
}

/** Every 'Try again' on screen pressed once (each error state reloads its own part). */
async function pressEveryRetry(page: Page): Promise<number> {
  await page.clock.fastForward(DOUBLE_TAP_MS); // not a double tap (src/app/tap-guard.ts swallows those)
  const count = await retryButtons(page).count();
  for (let index = count - 1; index >= 0; index--) await retryButtons(page).nth(index).click();
  return count;
}

/** The fault's toast is shown and the screen has settled in its error state (nothing loading any more). */
async function settledOnError(page: Page, fault: Fault, errorState: Locator): Promise<void> {
  await waitSkippingTime(page, () => expectToast(page, TOAST[fault], { timeout: 300, message: fault }), stepOf(fault));
  await waitSkippingTime(
    page,
    async () => {
      await expect(errorState).toBeVisible({ timeout: 300 });
      await expect(page.locator('.light-button-loading, .light-skeleton, .query-loading')).toHaveCount(0, {
        timeout: 300,
      });
    },
    stepOf(fault),
  );
}

/**
 * One screen through every fault: the first fault as the screen opens, the next ones through 'Try again' (each
 * shows the error state again, with its own toast), then the fault cleared and 'Try again' recovers the screen.
 * Last, coming back to the screen a minute later with a 401 leads to the login page, and logging in comes back.
 */
async function throughFaults(
  page: Page,
  options: { screen: string; targets: string[]; route: RouteName; query?: Query; loaded: () => Promise<void> },
) {
  const { targets, route, query, loaded } = options;
  const screen = page.locator(`[data-route="${route}"]`);
  const errorState = retryButtons(page).first();
  const on = (fault: Fault) =>
    setFaults(
      page,
      targets.map((target) => ({ target, fault })),
    );
  let presses = 0;

  for (const [index, fault] of FAULTS.entries()) {
    await on(fault);
    if (index === 0) await go(page, route, query);
    else presses += await pressEveryRetry(page);
    await settledOnError(page, fault, errorState);
    await expect(screen, `${fault}: the screen is still there`).toBeVisible();
  }
  await setFaults(page, []);
  presses += await retryAll(page);
  await loaded();

  // a 401 when the customer comes back: logged out to the login page, which brings the customer back here
  await go(page, AWAY);
  await on('session401');
  await page.clock.fastForward(61_000); // what was loaded is stale now
  const path = appPath(route, query);
  await page.evaluate((hash) => {
    location.hash = hash;
  }, `#${path}`);
  await expect(page.locator('[data-route="login"]')).toBeVisible();
  await expectToast(page, TOAST.session401);
  expect(decodeURIComponent(page.url())).toContain(`redirect=${path}`);
  await setFaults(page, []);
  await fillLoginForm(page);
  await loginButton(page).click();
  await expect(screen).toBeVisible();
  await loaded();
  report(options.screen, FAULTS.length + 1, presses + 1);
}

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test('home: banners, shop and a discount activity', async ({ page }) => {
  await openApp(page, appPath(AWAY));
  const banner = page.getByRole('button', { name: /20% off every wash this season/ });
  const placeOrder = page.getByRole('button', { name: 'Place an order' });
  // banners and the shop card are extras: without them Home still offers ordering and its entries, and coming
  // back to Home loads what failed
  for (const fault of FAULTS) {
    await setFaults(page, [
      { target: 'ad', fault },
      { target: 'shop', fault },
    ]);
    await go(page, 'home');
    await waitSkippingTime(page, () => expectToast(page, TOAST[fault], { timeout: 300 }), stepOf(fault));
    await expect(placeOrder).toBeVisible();
    await expect(banner).toHaveCount(0);
    await go(page, AWAY);
  }
  await setFaults(page, []);
  await go(page, 'home');
  await expect(banner).toBeVisible();
  report('home (ad, shop)', FAULTS.length, 0);

  // the activity a banner leads to: an error state in its sheet
  const sheet = page.getByRole('dialog', { name: 'Discount activity' });
  const retry = sheet.getByRole('button', { name: 'Try again' });
  for (const [index, fault] of FAULTS.entries()) {
    await setFaults(page, [{ target: 'activity', fault }]);
    if (index === 0) await banner.click();
    else {
      await page.clock.fastForward(DOUBLE_TAP_MS);
      await retry.click();
    }
    await settledOnError(page, fault, retry);
  }
  await setFaults(page, []);
  await page.clock.fastForward(DOUBLE_TAP_MS);
  await retry.click();
  await expect(sheet.getByRole('heading', { name: 'Season sale: 20% off every wash' })).toBeVisible();
  report('home activity sheet', FAULTS.length, FAULTS.length);
});

test('product list: goods types and goods', async ({ page }) => {
  await openApp(page, appPath(AWAY));
  await throughFaults(page, {
    screen: 'product list',
    targets: ['goods'],
    route: 'productList',
    query: { kind: 'door' },
    loaded: () => expect(page.getByRole('button', { name: 'Add Standard sneaker wash to the cart' })).toBeVisible(),
  });
});

test('wallet: balance and records', async ({ page }) => {
  await logInThroughForm(page, AWAY);
  await throughFaults(page, {
    screen: 'wallet',
    targets: ['wallet'],
    route: 'wallet',
    loaded: async () => {
      await expect(page.getByTestId('wallet-balance')).toHaveText('¥200.00');
      await expect(page.locator('.bill').first()).toBeVisible();
    },
  });
});

test('order list and order detail', async ({ page }) => {
  await logInThroughForm(page, AWAY);
  await throughFaults(page, {
    screen: 'order list',
    targets: ['order'],
    route: 'order',
    loaded: () => expect(page.locator('.orders-list').getByRole('link').first()).toBeVisible(),
  });
  await go(page, AWAY);
  await throughFaults(page, {
    screen: 'order detail',
    targets: ['order'],
    route: 'orderDetail',
    query: { id: 5 },
    loaded: () => expect(page.getByText('Order information')).toBeVisible(),
  });
});

test('cabinet: the orders waiting at L001', async ({ page }) => {
  await logInThroughForm(page, AWAY);
  await throughFaults(page, {
    screen: 'cabinet (PendingList)',
    targets: ['locker', 'order'],
    route: 'pendingList',
    query: { lockerNo: 'L001' },
    loaded: async () => {
      await expect(page.getByRole('heading', { name: 'Zhengzhou Jinshui Cabinet' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Store shoes' }).first()).toBeVisible();
    },
  });
});

test('address form: a failed save keeps what was typed', async ({ page }) => {
  await logInThroughForm(page, 'newAddress', { family: 'receiving' });
  await page.getByLabel('Contact').fill('Hoa Le');
  await page.getByLabel('Phone').fill('13612345678');
  await page.getByRole('button', { name: /^Region/ }).click();
  const cascade = page.getByRole('dialog', { name: 'Select region' });
  await cascade.getByRole('button', { name: 'Guangdong' }).click();
  await cascade.getByRole('button', { name: 'Guangzhou' }).click();
  await cascade.getByRole('button', { name: 'Tianhe' }).click();
  await expect(cascade).toBeHidden();
  await page.getByLabel('Detailed address').fill('88 Tianhe North Road');
  await page.getByLabel('Set as default address').check();

  const save = page.getByRole('button', { name: 'Save' });
  // A code-200 answer to a write that requires nothing of it is a done write (src/api/write-answers.ts), so
  // 'malformed' and 'nullData' are no failures of this save; an HTML page still cannot be read.
  const failures = FAULTS.filter((fault) => fault !== 'malformed' && fault !== 'nullData');
  for (const fault of failures) {
    await setFaults(page, [{ target: '/receiving/add', fault }]);
    await page.clock.fastForward(DOUBLE_TAP_MS);
    await save.click();
    await waitSkippingTime(page, () => expectToast(page, TOAST[fault], { timeout: 300 }), stepOf(fault));
    await expect(save).toBeEnabled();
    await expect(page.locator('[data-route="newAddress"]')).toBeVisible();
    await expect(page.getByLabel('Contact')).toHaveValue('Hoa Le');
    await expect(page.getByLabel('Phone')).toHaveValue('13612345678');
    await expect(page.getByRole('button', { name: /^Region/ })).toHaveText('Guangdong, Guangzhou, Tianhe');
    await expect(page.getByLabel('Detailed address')).toHaveValue('88 Tianhe North Road');
    await expect(page.getByLabel('Set as default address')).toBeChecked();
  }
  await setFaults(page, []);
  await page.clock.fastForward(DOUBLE_TAP_MS);
  await save.click();
  await expect(page.locator('[data-route="address"]')).toBeVisible();
  const saved = page.locator('.address-card', { hasText: 'Hoa Le' });
  await expect(saved).toContainText('88 Tianhe North Road');
  await expect(saved).toHaveCount(1);
  report('address form', failures.length, failures.length + 1);
});

test('login form: a failed login keeps what was typed', async ({ page }) => {
  await openApp(page, appPath('login', { redirect: appPath('wallet') }));
  await fillLoginForm(page);
  const faults: Fault[] = [...FAULTS, 'session401'];
  for (const fault of faults) {
    await setFaults(page, [{ target: '/auth/password-login', fault }]);
    await page.clock.fastForward(DOUBLE_TAP_MS);
    await loginButton(page).click();
    await waitSkippingTime(page, () => expectToast(page, TOAST[fault], { timeout: 300 }), stepOf(fault));
    await expect(loginButton(page)).toBeEnabled();
    await expect(page.locator('[data-route="login"]')).toBeVisible();
    await expect(page.getByLabel('Phone number')).toHaveValue('13800138000');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('demo123');
    await expect(page.getByRole('checkbox')).toBeChecked();
  }
  await setFaults(page, []);
  await page.clock.fastForward(DOUBLE_TAP_MS);
  await loginButton(page).click();
  await expect(page.locator('[data-route="wallet"]')).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('¥200.00');
  report('login form', faults.length, faults.length + 1);
});

test('top-up: the balance before it cannot be read: nothing is sent, the choice stays, and one top-up after', async ({
  page,
}) => {
  await logInThroughForm(page, 'topUp');
  const credited = async () => (await serverDb(page)).recharges.filter((row) => row.status === 'paid').length;
  const started = async () => (await serverDb(page)).recharges.length;
  const [paidBefore, startedBefore] = [await credited(), await started()];
  await page.getByRole('radio', { name: /¥100\.00/ }).check();
  await page.getByText('WeChat Pay').click();
  // a top-up is confirmed by the balance having risen from what it was: without that reading, none is started
  await setFaults(page, [{ target: '/wallet/wallet-info', fault: 'business500', times: 1 }]);
  await page.getByRole('button', { name: 'Pay ¥100.00' }).click();
  await expectToast(page, TOAST.business500);
  expect(await started()).toBe(startedBefore);
  await expect(page.getByRole('radio', { name: /¥100\.00/ })).toBeChecked();
  await page.clock.fastForward(DOUBLE_TAP_MS);
  await page.getByRole('button', { name: 'Pay ¥100.00' }).click();
  await expect(page.getByRole('heading', { name: 'Top-up successful' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay ¥100.00' })).toHaveCount(0);
  expect(await credited()).toBe(paidBefore + 1);
  expect(await started()).toBe(startedBefore + 1);
  report('top-up balance before', 1, 2);
});
