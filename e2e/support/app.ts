import { test as base, expect, type Page } from '@playwright/test';

export type Locale = 'en' | 'vi' | 'zh-CN';
export const LOCALES: Locale[] = ['en', 'vi', 'zh-CN'];

/** The app's typed storage wrapper (src/lib/storage.ts), for seeding local storage before the app starts. */
export const stored = (value: unknown) =>
  JSON.stringify({ type: value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value, data: value });

/** Every test gets a page whose uncaught errors and unhandled rejections fail the test. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
      // the production Content-Security-Policy must not block anything the app does
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) errors.push(message.text());
      });
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** Opens an app path (`/pages/...`) in a locale, waiting for the screen to be shown. */
export async function openApp(page: Page, path: string, options: { locale?: Locale } = {}): Promise<void> {
  if (options.locale) {
    await page.addInitScript((value) => localStorage.setItem('locale', value), stored(options.locale));
  }
  await page.goto(`/#${path}`);
  await page.locator('[data-route], .light-notice').first().waitFor();
}

/** Calls the user-api from inside the page (through the mock worker or the proxy, as the app would). */
export async function apiFromPage<T = unknown>(page: Page, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(`/user-api${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          'Content-Type': 'application/json',
          token: JSON.parse(localStorage.getItem('token') ?? 'null')?.data ?? '',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.json();
    },
    { path, body },
  ) as Promise<T>;
}

export const DEMO = { phone: '13800138000', password: 'demo123' };

/** One pair of 'Deep clean sneakers' (42.00, no add-ons): the cart most ordering tests start from. */
export const DEEP_CLEAN_LINE = {
  id: 102,
  name: 'Deep clean sneakers',
  price: 42,
  image: null,
  count: 1,
  goodsAddVos: [],
};

/** Puts `lines` in the cart before the page's first load of this test (later reloads keep the cart as it is). */
export async function seedCart(page: Page, lines: unknown[] = [DEEP_CLEAN_LINE]): Promise<void> {
  await page.addInitScript((cart) => {
    if (!sessionStorage.getItem('seeded')) localStorage.setItem('cartList', cart);
    sessionStorage.setItem('seeded', '1');
  }, stored(lines));
}

/** Logs the demo customer in through the real login call and keeps the token where the app keeps it. */
export async function logInAsDemo(page: Page): Promise<void> {
  if (!page.url().startsWith('http')) await openApp(page, '/pages/My/My/index');
  const answer = await apiFromPage<{ code: number; data: { token: string } }>(page, '/auth/password-login', DEMO);
  expect(answer.code).toBe(200);
  await page.evaluate(
    ([token, flag]) => {
      localStorage.setItem('token', token as string);
      localStorage.setItem('isLogin', flag as string);
    },
    [stored(answer.data.token), stored(true)],
  );
  await page.reload(); // the app reads the session once, at start-up
  await page.locator('[data-route]').first().waitFor();
}

type FaultRule = { target: string; fault: string; times?: number };

export async function setFaults(page: Page, rules: FaultRule[]): Promise<void> {
  await apiFromPage(page, '/__mock/faults', { rules, chaos: null });
}

export async function resetMock(page: Page): Promise<void> {
  await apiFromPage(page, '/__mock/reset', {});
}

/** The demo customer, logged in, pays the unpaid order 1 from its detail with `method` ('WeChat Pay', 'Credit card'). */
export async function payOrderOneFromDetail(page: Page, method: string): Promise<void> {
  await openApp(page, '/pages/My/My/index');
  await logInAsDemo(page);
  await page.evaluate(() => {
    location.hash = '#/pages/Order/OrderDetail/index?id=1';
  });
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Pay for the order' });
  await sheet.getByText(method).click();
  await sheet.getByRole('button', { name: 'Pay', exact: true }).click();
}
