import type { Locator, Page } from '@playwright/test';
import { ANTD, DEMO, expect } from './app';
import { appPath, appUrl, type Query, type RouteName } from './paths';

// Steps shared by the fault and chaos suites (e2e/faults.spec.ts, e2e/chaos.spec.ts): logging in through the
// form, and what a customer does when a screen could not load.

/**
 * Logs the demo customer in through the login form (one page load, no reload), sent there from route `name`
 * (with `query`), and waits until that screen shows.
 */
export async function logInThroughForm(page: Page, name: RouteName, query?: Query): Promise<void> {
  await page.goto(appUrl('login', { redirect: appPath(name, query) }));
  await expect(page.locator('[data-route="login"]')).toBeVisible();
  await fillLoginForm(page);
  await loginButton(page).click();
  await expect(page.locator(`[data-route="${name}"]`)).toBeVisible();
}

/** Fills the login form (phone, password, the agreement consent) without sending it. */
export async function fillLoginForm(page: Page, phone = DEMO.phone, password = DEMO.password): Promise<void> {
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const consent = page.getByRole('checkbox');
  if (!(await consent.isChecked())) await consent.check();
}

export const loginButton = (page: Page) => page.locator('form').getByRole('button', { name: 'Log in', exact: true });

/** The 'Try again' buttons of the screen's error states (src/ui/QueryState.tsx and the balance card). */
export const retryButtons = (page: Page) => page.getByRole('button', { name: 'Try again' });

/**
 * Waits until `check` passes, moving the page clock on between tries (installed with `page.clock.install()`):
 * the query layer tries a transient failure once more after 1 s, and a request times out after 60 s.
 */
export async function waitSkippingTime(
  page: Page,
  check: Locator | (() => Promise<void>),
  stepMs = 2_000,
  timeout = 30_000,
): Promise<void> {
  const passes = typeof check === 'function' ? check : () => expect(check).toBeVisible({ timeout: 300 });
  let first = true;
  await expect(async () => {
    if (!first) await page.clock.fastForward(stepMs);
    first = false;
    await passes();
  }).toPass({ timeout, intervals: [0] });
}

/** Presses every 'Try again' on the screen until none is left (each error state reloads its own part). */
export async function retryAll(page: Page, timeout = 15_000): Promise<number> {
  const buttons = retryButtons(page);
  let presses = 0;
  await expect(async () => {
    if ((await buttons.count()) > 0) {
      await buttons.first().click({ timeout: 1_000 });
      presses += 1;
    }
    await expect(buttons).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout });
  return presses;
}

/** The cart button of the product list, showing `count` items. */
export const cartBar = (page: Page, count: number) =>
  page.getByRole('button', { name: `Shopping cart, ${count} items` });

// ---- the chaos run ------------------------------------------------------------------------------------------

/** mocks/faults.ts: a share of all calls fails at random, each call waits up to `maxLatencyMs`, seeded. */
export type Chaos = { rate: number; maxLatencyMs: number; seed: number };
export type Stats = { flows: string[]; retries: number; pageErrors: number; calls: number; failedCalls: number };

type DbOrder = {
  id: number;
  orderNo: string;
  userId: number;
  status: string;
  payMethod: string | null;
  actualPayment: number;
  items: unknown[];
};
export type ServerDb = {
  orders: DbOrder[];
  wallets: Array<{ userId: number; balance: number }>;
  bills: Array<{ userId: number; kind: string }>;
  recharges: Array<{ userId: number; status: string }>;
};

/**
 * The mock server's tables as it saved them after its last write (mocks/browser.ts keeps them in local
 * storage): read without a call, so the chaos does not touch the count.
 */
export async function serverDb(page: Page): Promise<ServerDb> {
  const db = await page.evaluate(() => JSON.parse(localStorage.getItem('__mock.db') ?? 'null'));
  expect(db, 'the mock server has saved its tables').not.toBeNull();
  return db as ServerDb;
}

/** The failures the client reports in a toast (spec section 8), and a payment that did not go through. */
const FAILURE_TOAST =
  /^(\d{3} \/\S+|Request Error|Service busy, please try again|The server sent an answer the app cannot read\.|Payment failed.*)$/;

/** Clicks `locator` if it is on screen and enabled; false when it is not, or something covers it (a sheet). */
async function pressed(locator: Locator): Promise<boolean> {
  if (!(await locator.isVisible()) || !(await locator.isEnabled())) return false;
  return locator.click({ timeout: 2_000 }).then(
    () => true,
    () => false,
  );
}

/**
 * Waits until `goal` shows, doing meanwhile what a customer does when a step fails: press what the screen offers
 * (first one of `extra`, then 'Try again', then one of `closers`, whichever can be pressed), or, once a failure
 * was reported and `again` can be pressed, press it again (only sending controls that are safe to repeat: the
 * server sees the same request). A closer ends the attempt: `again` is pressed next. Each press is a retry.
 */
export async function persist(
  page: Page,
  stats: Stats,
  goal: Locator,
  options: { again?: Locator; extra?: Locator[]; closers?: Locator[]; timeout?: number } = {},
): Promise<void> {
  const { again, extra = [], closers = [], timeout = 120_000 } = options;
  // only what is on screen counts (a closed toast, a closed sheet may stay in the page, hidden)
  const shown = (locator: Locator) => locator.filter({ visible: true }).first();
  const helpers = [...extra.map(shown), shown(retryButtons(page))];
  const closing = closers.map(shown);
  const failure = shown(page.locator(ANTD.toast).filter({ hasText: FAILURE_TOAST }));
  let watch = shown(goal);
  for (const helper of [...helpers, ...closing]) watch = watch.or(helper);
  if (again) watch = watch.or(failure);
  const deadline = Date.now() + timeout;
  const pressAgain = async () => {
    if (again && (await pressed(again))) stats.retries += 1;
  };
  /** Until a press took effect: the goal shows, or the control is gone or busy. */
  const settled = (control: Locator) =>
    expect
      .poll(
        async () => (await goal.first().isVisible()) || !(await control.isVisible()) || !(await control.isEnabled()),
        { timeout: 15_000 },
      )
      .toBe(true)
      .catch(() => undefined);

  for (;;) {
    await expect(watch.first(), 'the step ends, or the screen offers a way on').toBeVisible({
      timeout: Math.max(1, deadline - Date.now()),
    });
    if (await goal.first().isVisible()) return;
    let done: Locator | null = null;
    for (const helper of helpers) {
      if (await pressed(helper)) {
        done = helper;
        break;
      }
    }
    if (done) {
      stats.retries += 1;
      await settled(done);
      continue;
    }
    for (const closer of closing) {
      if (await pressed(closer)) {
        done = closer;
        break;
      }
    }
    if (done) {
      stats.retries += 1;
      await pressAgain();
      continue;
    }
    if (again && (await failure.isVisible())) {
      // the failure is told once: let its toast go, then look again
      await failure.waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => undefined);
      if (await goal.first().isVisible()) return;
      await pressAgain();
      continue;
    }
    // a control still busy, or a toast while the step is under way: look again shortly
    await goal
      .first()
      .waitFor({ timeout: 500 })
      .catch(() => undefined);
  }
}
