import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { ReceivedFieldReport } from '../../mocks/handlers/rum';
import { FIRST_SCREEN_MARK } from '../../src/app/marks';
import { DEMO, expect, logInAsDemo, test } from '../support/app';
import { appUrl } from '../support/paths';

// The production build under test is built with VITE_RUM_URL pointing at the mock user-api's collector
// (scripts/test-all.ts), which the web server reaches through its /user-api proxy like every call.
const RUM_PATH = '/user-api/__mock/rum';
const RUM_CHUNK = /\/assets\/rum-[\w-]+\.js$/;
/** The app's version: package.json's, as the build reads it (src/lib/version.ts). */
const { version: APP_VERSION } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

type MockOrder = { id: number; orderNo: string; userId?: number };

async function receivedReports(page: Page): Promise<ReceivedFieldReport[]> {
  const answer = await page.request.get(RUM_PATH);
  return ((await answer.json()) as { data: ReceivedFieldReport[] }).data;
}

test('a customer leaving an order sends one field report: its route, locale and version, a metric, nothing personal', async ({
  page,
}) => {
  const orders = (await (await page.request.get('/user-api/__mock/orders')).json()) as { data: MockOrder[] };
  const order = orders.data[0];
  if (!order) throw new Error('the mock has no order');
  await logInAsDemo(page, { locale: 'vi' });
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null')?.data as string);
  expect(token, 'the demo customer is logged in').toBeTruthy();
  // a shared link carrying what must not leave: the order number, the phone
  const reportsCode = page.waitForResponse((response) => RUM_CHUNK.test(new URL(response.url()).pathname), {
    timeout: 15_000,
  });
  const since = Date.now();
  // opened afresh, as from a shared link
  await page.goto(appUrl('orderDetail', { id: order.id, orderNo: order.orderNo, phone: DEMO.phone }));
  await page.reload();
  await page.locator('[data-route="orderDetail"]').waitFor();
  await reportsCode.catch(() => {
    throw new Error(`no field reports code loaded: build dist/ with VITE_RUM_URL=${RUM_PATH} (npm test does)`);
  });
  // loaded after the first screen was shown: no part of the first load
  const [reportsCodeAt, firstScreenAt] = await page.evaluate(
    ({ chunk, mark }) => [
      performance.getEntriesByType('resource').find((entry) => new RegExp(chunk).test(entry.name))?.startTime,
      performance.getEntriesByName(mark)[0]?.startTime,
    ],
    { chunk: RUM_CHUNK.source, mark: FIRST_SCREEN_MARK },
  );
  expect(reportsCodeAt).toBeGreaterThanOrEqual(firstScreenAt ?? Number.POSITIVE_INFINITY);

  // the customer switches to another app: the page is hidden (as a headless browser never hides one, the test
  // says so to the page), and the app's beacon goes out
  const beacon = page.waitForRequest((request) => request.url().endsWith(RUM_PATH) && request.method() === 'POST');
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  expect((await beacon).resourceType(), 'sent by navigator.sendBeacon').toBe('ping');

  let report: ReceivedFieldReport | undefined;
  await expect
    .poll(
      async () => {
        // the order page's own report, whose load metric names the route it was opened on (the page left before
        // it reports its last metrics with the order's route too, the one on display by then)
        report = (await receivedReports(page)).find(
          (received) =>
            received.receivedAt >= since &&
            received.events.some(
              (event) => event.kind === 'metric' && event.name === 'TTFB' && event.route === 'orderDetail',
            ),
        );
        return report !== undefined;
      },
      { message: 'the report of the order detail arrived at the mock user-api', timeout: 15_000 },
    )
    .toBe(true);
  expect(report).toMatchObject({ version: APP_VERSION, locale: 'vi', host: 'browser' });
  expect(report?.events).toContainEqual(
    expect.objectContaining({ kind: 'metric', name: 'TTFB', route: 'orderDetail', value: expect.any(Number) }),
  );
  const body = JSON.stringify(report);
  for (const secret of [DEMO.phone, token, order.orderNo, `id=${order.id}`, 'orderNo'])
    expect(body, 'no personal data in the report').not.toContain(secret);
});

test("each route's interactions send an INP of their own, named after the route the customer tapped on", async ({
  page,
}) => {
  await logInAsDemo(page);
  // a phone's slower processor, so that each tap lasts long enough for the browser's Event Timing (16 ms)
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const since = Date.now();
  await page.goto(appUrl('home'));
  await page.reload();
  await page.locator('[data-route="home"]').waitFor();
  // a tap on Home that opens Order (Home's), then one on Order that opens My (Order's). (Not a status tab: its row
  // answers within a frame, too soon for the browser to report it.)
  const tabBar = page.getByRole('navigation', { name: 'Main navigation' });
  await tabBar.getByRole('button', { name: 'Order' }).click();
  await page.locator('[data-route="order"]').waitFor();
  await tabBar.getByRole('button', { name: 'My' }).click();
  await page.locator('[data-route="my"]').waitFor();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // the page hidden, again until the reports' code has started (it reads the taps from the browser's buffer,
  // however late it starts; a batch sends each route's INP once)
  const hide = () =>
    page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
  const inpOf = async () => {
    await hide();
    return (await receivedReports(page))
      .filter((received) => received.receivedAt >= since)
      .flatMap((received) => received.events)
      .flatMap((event) => (event.kind === 'metric' && event.name === 'INP' ? [event.route] : []))
      .sort();
  };
  await expect
    .poll(inpOf, { message: 'an INP for Home and one for Order', timeout: 15_000 })
    .toEqual(['home', 'order']);
});
