import { test as base, expect, type Page, type Request } from '@playwright/test';
import { LOADING_SELECTOR, START_UP_ANSWERED_MARK } from '../../src/app/marks';
import { ANTD } from '../../src/ui/antd';
import { appPath, type Query, type RouteName } from './paths';

/** antd-mobile's parts (a toast, a dialog, a sheet) as a test finds them: by the app's one list of its names. */
export { ANTD };

export type Locale = 'en' | 'vi' | 'zh-CN';
export const LOCALES: Locale[] = ['en', 'vi', 'zh-CN'];

/** The app's typed storage wrapper (src/lib/storage.ts), for seeding local storage before the app starts. */
export const stored = (value: unknown) =>
  JSON.stringify({ type: value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value, data: value });

/**
 * Keeps every text a toast shows, in order, in `window.__toastLog` (one document's worth). A toast is on screen
 * for 1.5 s: on a busy machine, or with the page clock moved on, a check that looks for it on screen can look
 * too late, while this log still says it was shown.
 */
type ToastLogWindow = Window & { __toastLog?: string[] };

function recordToasts(toastSelector: string) {
  const log: string[] = [];
  (window as ToastLogWindow).__toastLog = log;
  const shown = new WeakMap<Element, string>();
  new MutationObserver(() => {
    for (const toast of document.querySelectorAll(toastSelector)) {
      const text = toast.textContent?.trim() ?? '';
      if (text && shown.get(toast) !== text) {
        shown.set(toast, text);
        log.push(text);
      }
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** The texts toasted since the page loaded, or since `expectToast` last matched. */
export function toastsShown(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as ToastLogWindow).__toastLog ?? []);
}

/**
 * Waits until a toast saying `text` has been shown since the last one this matched, then forgets what the page
 * has toasted so far: the next call waits for a toast shown after it.
 */
export async function expectToast(
  page: Page,
  text: string | RegExp,
  options: { timeout?: number; message?: string } = {},
): Promise<void> {
  const matches = (shown: string) => (typeof text === 'string' ? shown.includes(text) : text.test(shown));
  // on failure the poll prints what was toasted instead
  await expect
    .poll(
      async () => {
        const log = await toastsShown(page);
        return log.some(matches) ? 'shown' : log;
      },
      { timeout: options.timeout ?? 10_000, message: options.message ?? `a toast saying ${text}` },
    )
    .toBe('shown');
  await page.evaluate(() => {
    const log = (window as ToastLogWindow).__toastLog;
    if (log) log.length = 0;
  });
}

/**
 * Every test gets a page whose uncaught errors and unhandled rejections fail the test, and so does, in the mock
 * build, a user-api call answered by the web server instead of the in-page mock (its service worker let it past).
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use, testInfo) => {
      // the context is reused between tests (playwright.config.ts), and a test that failed offline left it so
      await page.context().setOffline(false);
      await page.addInitScript(recordToasts, ANTD.toast);
      await page.addInitScript(countUserApiCalls);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
      if (testInfo.project.name === 'mock') {
        page.on('response', (response) => {
          if (new URL(response.url()).pathname.startsWith('/user-api/') && !response.fromServiceWorker())
            errors.push(`${response.status()} from the web server, not the mock: ${response.url()}`);
        });
      }
      // the production Content-Security-Policy must not block anything the app does, and every text shown must
      // have come with the code that shows it (src/i18n/instance.ts)
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy|^Missing text:/i.test(message.text()))
          errors.push(message.text());
      });
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * Service workers allowed, as on a phone, in a browser context of the test's own: in a context reused between
 * tests (playwright.config.ts) a worker is only unregistered, and can still control the next test's first page.
 */
export const SERVICE_WORKERS_ALLOWED = { serviceWorkers: 'allow', reuseContext: false } as const;

/** Opens an app path (`appPath(...)`) in a locale, waiting for the screen to be shown. */
export async function openApp(page: Page, path: string, options: { locale?: Locale } = {}): Promise<void> {
  if (options.locale) {
    await page.addInitScript((value) => localStorage.setItem('locale', value), stored(options.locale));
  }
  await page.goto(`/#${path}`);
  await page.locator('[data-route], .light-notice').first().waitFor();
}

/**
 * Goes to route `name` inside the running app (a hash change: the session and caches stay) and waits until its
 * screen shows; with `loaded`, until its heading shows and nothing is loading any more.
 */
export async function go(page: Page, name: RouteName, query: Query = {}, options: { loaded?: boolean } = {}) {
  await page.evaluate(
    (hash) => {
      location.hash = hash;
    },
    `#${appPath(name, query)}`,
  );
  const screen = page.locator(`[data-route="${name}"]`);
  await expect(screen).toBeVisible();
  if (!options.loaded) return;
  await expect(screen.locator('h1').first()).toBeVisible();
  await expect(page.locator(LOADING_SELECTOR)).toHaveCount(0);
}

/** Records, in order, every request the page sends from now on (its URL, method, resource type...). */
export function recordRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => sent.push(request));
  return sent;
}

/**
 * Waits until the page has drawn `count` more frames: what a handler that already ran changed is on the screen
 * (or in the layout-shift records) by then.
 */
export async function nextFrames(page: Page, count = 2): Promise<void> {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(frames);
      }),
    count,
  );
}

/**
 * Calls the user-api from inside the page (through the mock worker or the proxy, as the app would), with the
 * customer's token, and gives its answer as text (GET without `body`).
 */
export function apiTextFromPage(page: Page, path: string, body?: unknown): Promise<string> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(`/user-api${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          'Content-Type': 'application/json',
          token: JSON.parse(localStorage.getItem('token') ?? 'null')?.data ?? '',
        },
        body,
      });
      return response.text();
    },
    { path, body: body === undefined ? undefined : JSON.stringify(body) },
  );
}

/** Calls the user-api from inside the page, as `apiTextFromPage`, and reads its JSON answer. */
export async function apiFromPage<T = unknown>(page: Page, path: string, body?: unknown): Promise<T> {
  return JSON.parse(await apiTextFromPage(page, path, body)) as T;
}

export const DEMO = { phone: '13800138000', password: 'demo123' };

/** One pair of 'Deep clean sneakers' (42.00, no add-ons): the cart most ordering tests start from. */
const DEEP_CLEAN_LINE = {
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

type LoginAnswer = { code: number; data: { token: string } };

/**
 * The mock build's server lives in the page and keeps its db in local storage: a page that has logged the
 * demo customer in once, in a fresh context of this worker, gives the storage every later test starts from
 * (the seed db holding the demo's token, the token and the logged-in flag), as a shared storage state would.
 */
let mockSession: Promise<Record<string, string>> | null = null;

async function mockDemoSession(page: Page): Promise<Record<string, string>> {
  mockSession ??= (async () => {
    const browser = page.context().browser();
    if (!browser) throw new Error('logInAsDemo needs a page of a launched browser');
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      const fresh = await context.newPage();
      await openApp(fresh, appPath('my'));
      await logInThroughPage(fresh);
      return fresh.evaluate(() =>
        Object.fromEntries(['token', 'isLogin', '__mock.db'].map((key) => [key, localStorage.getItem(key) ?? ''])),
      );
    } finally {
      await context.close();
    }
  })().catch((error) => {
    mockSession = null; // the next test tries again
    throw error;
  });
  return mockSession;
}

/** The mock server keeps its sessions itself: the real login call, sent beside the page. */
async function serverDemoSession(page: Page): Promise<Record<string, string>> {
  const answer = (await (
    await page.request.post('/user-api/auth/password-login', { data: DEMO })
  ).json()) as LoginAnswer;
  expect(answer.code).toBe(200);
  return { token: stored(answer.data.token), isLogin: stored(true) };
}

/** The real login call from inside a loaded page; the token is kept where the app keeps it. */
async function logInThroughPage(page: Page): Promise<void> {
  const answer = await apiFromPage<LoginAnswer>(page, '/auth/password-login', DEMO);
  expect(answer.code).toBe(200);
  await page.evaluate(
    ([token, flag]) => {
      localStorage.setItem('token', token as string);
      localStorage.setItem('isLogin', flag as string);
    },
    [stored(answer.data.token), stored(true)],
  );
}

/**
 * Logs the demo customer in and leaves the page on a screen of the logged-in app. A page not loaded yet
 * starts logged in (in `locale` if given), with one load instead of two: the mock build's session is seeded
 * in its storage; the mock server's comes from the real login call, sent beside the page.
 */
export async function logInAsDemo(page: Page, options: { locale?: Locale } = {}): Promise<void> {
  if (page.url().startsWith('http')) {
    await logInThroughPage(page);
    await page.reload(); // the app reads the session once, at start-up
    await page.locator('[data-route]').first().waitFor();
    return;
  }
  const session = test.info().project.name === 'mock' ? await mockDemoSession(page) : await serverDemoSession(page);
  await page.addInitScript((entries) => {
    // once per tab, never on about:blank (no storage there)
    if (!location.protocol.startsWith('http') || sessionStorage.getItem('logged-in')) return;
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    sessionStorage.setItem('logged-in', '1');
  }, session);
  await openApp(page, appPath('my'), options);
}

type FaultRule = { target: string; fault: string; times?: number };

/**
 * Counts the page's user-api calls on their way (`window.__userApiCalls`), in the page: the app sends them all
 * with fetch. Chromium's own 'networkidle' sometimes never came under load, with calls held back by a
 * `page.route` (a test timed out waiting for it with nothing left to load).
 */
type UserApiCalls = { pending: number; lastChange: number };

function countUserApiCalls() {
  const calls: UserApiCalls = { pending: 0, lastChange: Date.now() };
  (window as Window & { __userApiCalls?: UserApiCalls }).__userApiCalls = calls;
  const send = window.fetch;
  window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
    const url = input instanceof Request ? input.url : String(input);
    const answered = send.call(this, input, init);
    if (new URL(url, location.href).pathname.startsWith('/user-api/')) {
      calls.pending += 1;
      calls.lastChange = Date.now();
      const ended = () => {
        calls.pending -= 1;
        calls.lastChange = Date.now();
      };
      answered.then(ended, ended);
    }
    return answered;
  };
}

/**
 * Waits until the screen's code has arrived (its calls go out as it is first drawn), then until no user-api
 * call is on its way and none has started or ended for `quietMs`. Without the first wait, a screen whose code
 * was still loading looked settled: nothing had been asked yet.
 */
export async function userApiSettled(page: Page, quietMs = 500): Promise<void> {
  await expect(page.locator('.screen-loading'), "the screen's code arrived").toHaveCount(0, { timeout: 20_000 });
  await expect
    .poll(
      () =>
        page
          .evaluate((quiet) => {
            const calls = (window as Window & { __userApiCalls?: UserApiCalls }).__userApiCalls;
            return calls !== undefined && calls.pending === 0 && Date.now() - calls.lastChange >= quiet;
          }, quietMs)
          .catch(() => false), // a document on its way out
      { message: `the user-api calls answered, then ${quietMs} ms with none`, intervals: [100], timeout: 20_000 },
    )
    .toBe(true);
}

/**
 * Waits until the start-up's calls are answered, as the app marks it (START_UP_ANSWERED_MARK), then for the
 * screen's own. They go out once the first screen is drawn, so they may not have been sent yet when `openApp`
 * or `logInAsDemo` returns (the screen's code still on its way): a fault meant for the next load (a 401 before
 * a reload) would otherwise meet this one, and log the customer out on a page the test then throws away.
 * No call on its way is not enough: that is also the page before the start-up has sent anything.
 */
export async function startUpAnswered(page: Page): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark, 'mark').length > 0, START_UP_ANSWERED_MARK, {
    timeout: 20_000,
  });
  await userApiSettled(page);
}

export async function setFaults(page: Page, rules: FaultRule[]): Promise<void> {
  await apiFromPage(page, '/__mock/faults', { rules, chaos: null });
}

export async function resetMock(page: Page): Promise<void> {
  await apiFromPage(page, '/__mock/reset', {});
}

/** The question a balance payment asks first ("Pay ¥6.00 from your balance?"), naming `amount` when given. */
export const balanceQuestion = (page: Page, amount?: string) =>
  page.locator(ANTD.dialog).filter({ hasText: amount ? `Pay ${amount} from your balance?` : /from your balance\?/ });

/**
 * Says Pay to the question a balance payment asks first ("Pay ¥6.00 from your balance?"),
 * checking the amount it names when one is given.
 */
export async function payFromBalanceAsked(page: Page, amount?: string): Promise<void> {
  const question = balanceQuestion(page, amount);
  await question.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(question).toBeHidden();
}

/**
 * The demo customer, logged in, pays the unpaid order 1 from its detail with `method` ('WeChat Pay', 'Credit
 * card', or 'Balance', which is asked about first).
 */
export async function payOrderOneFromDetail(page: Page, method: string): Promise<void> {
  await logInAsDemo(page);
  await go(page, 'orderDetail', { id: 1 });
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Pay for the order' });
  await sheet.getByText(method).click();
  await sheet.getByRole('button', { name: 'Pay', exact: true }).click();
  if (method === 'Balance') await payFromBalanceAsked(page);
}
