import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectToast,
  LOCALES,
  logInAsDemo,
  nextFrames,
  openApp,
  recordRequests,
  resetMock,
  setFaults,
  startUpAnswered,
  test,
} from '../support/app';
import { appPath, appUrl, atRoute } from '../support/paths';
import { ROUTE_PATHS } from '../support/routes';

// The production build with mocks off, talking to `npm run mock-server` through the preview proxy.
// One shared server: these tests run serially in this one file and reset it after each.
test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ page }) => {
  await resetMock(page);
});

/** Holds the requests for `pattern` back until the returned function is called. */
async function holdBack(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

// each route in one locale, the three taking turns (e2e/a11y.spec.ts opens every route in all three)
for (const [turn, locale] of LOCALES.entries()) {
  test(`every route opens against the mock server (${locale}: every third route)`, async ({ page }) => {
    await logInAsDemo(page, { locale });
    for (const [name, path] of ROUTE_PATHS.filter((_, index) => index % LOCALES.length === turn)) {
      await page.goto(`/#${path}`);
      await expect(page.locator(`[data-route="${name}"]`)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
  });
}

test('a 401 from the server lands on the login page with the expiry text', async ({ page }) => {
  await logInAsDemo(page);
  await startUpAnswered(page);
  await setFaults(page, [{ target: 'auth', fault: 'session401' }]);
  await page.reload();
  await expectToast(page, 'Login expired, please log in again');
  await expect(page).toHaveURL(atRoute('login'));
});

test('a dropped connection shows Request Error', async ({ page }) => {
  await openApp(page, appPath('my'));
  // the browser's own network fails (a proxy in between would turn a dropped server into an HTTP 502)
  await page.route('**/user-api/shop/**', (route) => route.abort('connectionreset'));
  await page.reload();
  await expectToast(page, 'Request Error');
});

test('the boot script draws the frame before the app, and the app asks for nothing twice', async ({ page }) => {
  // the frame, with the app's entry held back
  const release = await holdBack(page, '**/assets/index-*.js');
  const requests = recordRequests(page);
  await page.addInitScript(() => localStorage.setItem('locale', JSON.stringify({ type: 'string', data: 'vi' })));
  await page.goto(appUrl('home'));
  const shell = page.locator('#boot .boot-shell[data-boot-shell="home"]');
  await expect(shell).toBeVisible();
  await expect(shell.locator('.boot-place')).toHaveText('Đặt đơn');
  await expect(shell.locator('.banners img')).toHaveCount(1); // the first banner, from the early call
  release();
  // the app takes over: the frame is gone, Home is drawn with the answers the boot script asked for
  await expect(page.locator('[data-route="home"] .banner').first()).toBeVisible();
  await expect(page.locator('#boot')).toBeEmpty();
  for (const path of ['/user-api/ad/list', '/user-api/shop/get-shop-info', '/user-api/conf/get-by-shopid']) {
    expect(
      requests.filter((request) => new URL(request.url()).pathname === path),
      path,
    ).toHaveLength(1);
  }
});

test("the app's code is asked for once Home's first banner is drawn, or after a second without it", async ({
  page,
}) => {
  // the banner answer in time: the app's entry is requested only after the picture is in the frame
  const bannersInFrame: number[] = [];
  await page.route('**/assets/index-*.js', async (route) => {
    bannersInFrame.push(await page.evaluate(() => document.querySelectorAll('#boot .banners img').length));
    await route.continue();
  });
  await page.route('**/user-api/ad/list**', async (route) => {
    // the case under test: the banner's answer late, but well within the second the boot script waits for it
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  await page.goto(appUrl('home'));
  await expect(page.locator('[data-route="home"] .banner').first()).toBeVisible();
  expect(bannersInFrame).toEqual([1]);

  // a banner answer that hangs does not hold the app back for long: it starts, and Home shows its other parts
  await page.unroute('**/user-api/ad/list**');
  await page.route('**/user-api/ad/list**', () => undefined);
  const started = Date.now();
  const entry = page.waitForRequest(/\/assets\/index-[^/]*\.js$/);
  await page.goto('about:blank');
  await page.goto(appUrl('home'));
  await entry;
  expect(Date.now() - started).toBeLessThan(5000);
  await expect(page.locator('[data-route="home"]')).toBeVisible();
  expect(bannersInFrame).toEqual([1, 0]);
});

test("the frame paints without the app's styles; the app runs only once they are in", async ({ page }) => {
  // the app's stylesheets as the build lists them for the boot script (named after whichever module they hold)
  const styles = /<meta name="app-styles" content="([^"]+)"/.exec(readFileSync('dist/index.html', 'utf8'))?.[1];
  expect(styles?.split(' ')).toHaveLength(1);
  const release = await holdBack(page, `**${styles}`);
  const entry = page.waitForResponse(/\/assets\/index-[^/]*\.js$/);
  await page.goto(appUrl('home'));
  await expect(page.locator('#boot .boot-place')).toBeVisible();
  await entry;
  await nextFrames(page);
  // the entry has downloaded (preloaded) but does not run: no app, no unstyled screen
  await expect(page.locator('script[src*="/assets/index-"]')).toHaveCount(0);
  await expect(page.locator('[data-route="home"]')).toHaveCount(0);
  release();
  await expect(page.locator('[data-route="home"] .banner').first()).toBeVisible();
  await expect(page.locator('#boot')).toBeEmpty();
  // the app's own styles are on: the tab bar is fixed to the bottom of the screen
  const tabBar = page.locator('nav.tab-bar');
  expect(await tabBar.evaluate((node) => getComputedStyle(node).position)).toBe('fixed');
});

test("a screen's language is asked for beside the app's code, not once it has run, and antd's set-up not at all", async ({
  page,
}) => {
  // Vietnamese: before it can draw, the app needs its Vietnamese texts, found by running the code that imports
  // them. antd-mobile's config and texts wait for a sheet or dialog that needs them.
  await page.addInitScript(() => localStorage.setItem('locale', JSON.stringify({ type: 'string', data: 'vi' })));
  const release = await holdBack(page, '**/assets/index-*.js');
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const entry = page.waitForRequest(/\/assets\/index-[^/]*\.js$/);
  const texts = page.waitForRequest(/\/assets\/vi-[\w-]{8}\.js$/);
  await page.goto(appUrl('login'));
  await entry;
  // the app's code is held back and cannot have run: the boot script asked for the texts beside it
  await texts;
  const named = (pattern: RegExp) => asked.filter((path) => pattern.test(path));
  expect(named(/\/assets\/vi-[\w-]{8}\.js$/), "the app's texts").toHaveLength(1);
  release();
  await expect(page.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
  // and the app, once it runs, does not ask for them again, nor for antd's set-up
  expect(named(/\/assets\/vi-[\w-]{8}\.js$/)).toHaveLength(1);
  expect(named(/\/assets\/(vi-VN|antd-base)-[\w-]+\.js$/)).toEqual([]);
});

test("the boot script links the app's styles, its code and the screen's files in one change of the page", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const batches: string[][] = [];
    Object.assign(window, { linkBatches: batches });
    new MutationObserver((records) => {
      for (const record of records) {
        const links = [...record.addedNodes].filter(
          (node): node is HTMLLinkElement =>
            node instanceof HTMLLinkElement && ['modulepreload', 'stylesheet'].includes(node.rel),
        );
        if (links.length) batches.push(links.map((link) => new URL(link.href).pathname));
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(appUrl('login'));
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  const [first = []] = await page.evaluate(() => (window as unknown as { linkBatches: string[][] }).linkBatches);
  // the bundler names the entry's stylesheet after whichever module it holds: the page's own list says which
  const styles = (await page.locator('meta[name="app-styles"]').getAttribute('content'))?.split(' ') ?? [];
  const entry = await page.locator('meta[name="app-entry"]').getAttribute('content');
  expect(styles.length).toBeGreaterThan(0);
  expect(first).toEqual(
    expect.arrayContaining([
      ...styles,
      entry,
      expect.stringMatching(/\/assets\/react-dom-[\w-]+\.js$/),
      expect.stringMatching(/\/assets\/LoginScreen-[\w-]+\.js$/),
    ]),
  );
});

test("a scanned cabinet's header shows before the app's code, then the app's own, without a skeleton between", async ({
  page,
}) => {
  await logInAsDemo(page);
  await page.evaluate(() => localStorage.setItem('locale', JSON.stringify({ type: 'string', data: 'vi' })));
  const release = await holdBack(page, '**/assets/index-*.js');
  // when (the page's clock) the app showed a loading skeleton in the cabinet screen, with the shell gone
  const skeletons: number[] = [];
  await page.exposeFunction('reportSkeleton', (at: number) => skeletons.push(at));
  await page.goto(appUrl('pendingList', { lockerNo: 'L001', shopId: 0 }));
  // the orders the reloaded page asks for (once it has committed: the first load's calls are not counted)
  let reloading = false;
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (reloading && frame === page.mainFrame()) reloaded = true;
  });
  const ordersAnswered = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (reloaded && /\/user-api\/order\/order-(info-)?list$/.test(url.pathname))
      ordersAnswered.add(`${url.pathname} ${url.searchParams.get('status') ?? ''}`);
  });
  reloading = true;
  await page.reload(); // a fresh start on the cabinet's link, as from a scan
  const shell = page.locator('#boot .cabinet-header');
  await expect(shell).toBeVisible();
  await expect(shell).toContainText('Tủ L001');
  // The boot script asked for the customer's orders at the cabinet too; once they are in, the app has every
  // answer its screen draws. Released before that, on a busy machine, a slow answer of the server's (over
  // SHELL_HOLD_MS) rightly shows the orders' skeleton below the header: not what this test is about.
  await expect.poll(() => ordersAnswered.size).toBe(3);
  // from here on, note any moment the app shows its loading skeleton where the header was
  const releasedAt = await page.evaluate(() => {
    const report = (window as unknown as { reportSkeleton: (at: number) => void }).reportSkeleton;
    new MutationObserver(() => {
      const boot = document.querySelector('#boot')?.childElementCount ?? 0;
      if (boot === 0 && document.querySelector('#app .cabinet > .query-loading')) report(performance.now());
    }).observe(document.body, { childList: true, subtree: true });
    return performance.now();
  });
  release();
  await expect(page.locator('#cabinet-name')).toBeVisible();
  await expect(page.locator('#boot')).toBeEmpty();
  await expect(page.locator('.cabinet-header')).toContainText('Tủ L001');
  // The shell stays over the screen until it has those answers, SHELL_HOLD_MS (1.5 s, src/app/ScreenLoader.tsx)
  // at most: a skeleton after that is the app's right answer to a machine too busy to draw the screen sooner
  // (the whole browser suite in parallel on two cores), one before it is the shell given up too early.
  expect(skeletons.filter((at) => at < releasedAt + 1500)).toEqual([]);
});

test('a cabinet as a Java server writes it shows in the frame as the app then draws it: 0/1 flags, counts as text', async ({
  page,
}) => {
  // the answer as Spring writes it: the flag as a number, the counts as strings, no number back for the cabinet
  await page.route('**/user-api/locker/locker-info**', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: '{"code":200,"msg":"ok","data":{"lockerNo":null,"name":"Jinshui","address":"18 Weilai Road","online":0,"freeBoxes":"0","boxes":"24","latitude":null,"longitude":null,"shopId":1595960837329200001}}',
    }),
  );
  const release = await holdBack(page, '**/assets/index-*.js');
  await page.goto(appUrl('pendingList', { lockerNo: 'L001', shopId: 0 }));
  const early = page.locator('#boot .cabinet-header');
  await expect(early).toBeVisible();
  const earlyText = await early.textContent();
  expect(earlyText).toContain('Cabinet L001');
  expect(earlyText).toContain('0 of 24');
  await expect(early.locator('.cabinet-tag-offline')).toBeVisible();
  const earlyBox = await early.boundingBox();
  release();
  const header = page.locator('#app .cabinet-header');
  await expect(header).toBeVisible();
  await expect(page.locator('#boot')).toBeEmpty();
  expect(await header.textContent()).toBe(earlyText);
  expect(await header.boundingBox()).toEqual(earlyBox);
});

test("a shared product's picture and name show before the app's code, where the app then draws them", async ({
  page,
}) => {
  const release = await holdBack(page, '**/assets/index-*.js');
  await page.goto(appUrl('productDetail', { id: 101 }));
  const early = {
    picture: page.locator('#boot .gallery-image'),
    name: page.locator('#boot .goods-detail-name'),
    line: page.locator('#boot .goods-detail-line'),
  };
  await expect(early.picture).toBeVisible();
  expect(await early.picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(early.name).toHaveText('Standard sneaker wash');
  const drawn = async (what: Record<string, Locator>) =>
    Object.fromEntries(
      await Promise.all(Object.entries(what).map(async ([key, node]) => [key, await node.boundingBox()])),
    );
  const earlyBoxes = await drawn(early);
  const earlySrc = await early.picture.getAttribute('src');
  release();
  const screen = page.locator('[data-route="productDetail"]');
  const app = {
    picture: screen.locator('.gallery-image').first(),
    name: screen.locator('.goods-detail-name'),
    line: screen.locator('.goods-detail-line'),
  };
  await expect(app.picture).toBeVisible();
  await expect(page.locator('#boot')).toBeEmpty();
  expect(await app.picture.getAttribute('src')).toBe(earlySrc);
  await expect(app.name).toHaveText('Standard sneaker wash');
  expect(await drawn(app)).toEqual(earlyBoxes);
});

test("a product opened for an order's kind shows no early picture: the kind's line will sit above the gallery", async ({
  page,
}) => {
  const release = await holdBack(page, '**/assets/index-*.js');
  // the goods are still asked for ahead: their answer is in before the shell is looked at
  const goods = page.waitForResponse((response) => response.url().includes('/user-api/goods/goods-info'));
  await page.goto(appUrl('productDetail', { id: 101, kind: 'door' }));
  await goods;
  await nextFrames(page); // the boot script has drawn what the answer gives
  await expect(page.locator('#boot .boot-nav-title')).toBeVisible();
  await expect(page.locator('#boot [data-boot-block]')).toBeVisible();
  await expect(page.locator('#boot img')).toHaveCount(0);
  release();
  await expect(page.locator('[data-route="productDetail"] .order-kind-note')).toBeVisible();
  await expect(page.locator('#boot')).toBeEmpty();
});

/**
 * Logs the demo customer in, then records each user-api call of the next page load: its path and when the
 * browser sent it, by the browser's own clock (under load a call's 'request' event can reach the test after
 * another call has finished). Recording starts once the previous page is gone: its late answers (the login's
 * refetches) are not the next page's.
 */
async function loggedInCallsFrom(page: Page): Promise<Array<{ path: string; call: string; start: number }>> {
  await logInAsDemo(page);
  await page.goto('about:blank');
  const sent: Array<{ path: string; call: string; start: number }> = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.pathname.includes('/user-api/'))
      sent.push({ path: url.pathname, call: url.pathname + url.search, start: request.timing().startTime });
  });
  return sent;
}

test("a logged-in customer's cabinet link is ready after one wave of calls", async ({ page }) => {
  const sent = await loggedInCallsFrom(page);
  await page.goto(appUrl('pendingList', { lockerNo: 'L001', shopId: 0 }));
  await expect(page.locator('#cabinet-name')).toBeVisible();
  await expect(page.locator('.cabinet-footer')).toBeVisible();
  await startUpAnswered(page);
  // The screen's own calls all go out at once, sent by the boot script before the app's code runs: each of
  // them leaves before any of the start-up loads, which the app makes once it runs. (Comparing with the first
  // answer instead fails now and then here: a local answer can come back within a few ms, before the
  // browser has put the third call on the wire.)
  // two order-list reads: the unpaid orders, and those waiting to be stored (bound elsewhere or not)
  const screenCalls = [
    '/user-api/locker/locker-info',
    '/user-api/order/order-info-list',
    '/user-api/order/order-list',
    '/user-api/order/order-list',
  ];
  const firstStartupLoad = Math.min(...sent.filter((call) => !screenCalls.includes(call.path)).map((c) => c.start));
  const firstWave = sent.filter((call) => call.start < firstStartupLoad).map((call) => call.path);
  expect(firstWave.sort()).toEqual([...screenCalls].sort());
  // the start-up loads follow, made by the app; nothing is asked twice
  const paths = sent.map((call) => call.path);
  expect(paths).toEqual(expect.arrayContaining(['/user-api/conf/get-by-shopid']));
  const calls = sent.map((call) => call.call);
  expect(calls.filter((call, index) => calls.indexOf(call) !== index)).toEqual([]);
});

test("Home asks for its own data before the app's start-up loads go out, so that both travel in one wave", async ({
  page,
}) => {
  const sent = await loggedInCallsFrom(page);
  await page.goto(appUrl('home'));
  await expect(page.locator('[data-route="home"]')).toBeVisible();
  // Home's own orders (its banners and shop go earlier still, from the boot script), then the start-up loads;
  // under load Playwright can report a finished call after the page has settled: wait for each to be reported
  const homeCall = '/user-api/order/order-list';
  const startupLoads = ['/auth/get-user-info', '/conf/get-by-shopid', '/sys/get-sys-language'].map(
    (path) => `/user-api${path}`,
  );
  const startOf = (path: string) => sent.find((call) => call.path === path)?.start;
  await expect
    .poll(() => [homeCall, ...startupLoads].filter((path) => startOf(path) === undefined), {
      message: 'the calls reported',
    })
    .toEqual([]);
  for (const path of startupLoads) expect(startOf(path), path).toBeGreaterThanOrEqual(startOf(homeCall) ?? 0);
});
