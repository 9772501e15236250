import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { PATHS, type RouteName } from '../src/lib/paths';
import { TAP_FLOOR } from './floor';
import { sleep, watchQuiet, watchReady, workerInstalled } from './load';
import { CPU_SLOWDOWN } from './throttled';

/**
 * The taps' figure: the browser's Event Timing duration of one interaction (from the finger landing to the next
 * paint after its handlers: input delay, handlers, presentation), as INP counts it, on the production build at
 * 4x CPU (no network throttling: the tap's own work, not its downloads). Each run opens the screen in a fresh
 * context (a new customer, logged in except on the login screen), waits until it is Ready (bench/load.ts), the
 * service worker has installed and nothing has been asked of the network for half a second (the customer has
 * looked at the screen: start-up's leftovers are not charged to the tap), does what leads to the tap, then taps
 * (touch) and reads the interaction's 'event' entries (durationThreshold 16: under 16 ms counts as 16).
 */
/** A cart of one line, as the order form is opened with (spec section 3: cartList). */
const CART = [{ id: 102, name: 'Deep clean sneakers', price: 42, image: null, count: 1, goodsAddVos: [] }];
/** A value as the app's storage wrapper keeps it (src/lib/storage.ts). */
const stored = (value: unknown) => JSON.stringify({ type: Array.isArray(value) ? 'array' : typeof value, data: value });

export type Tap = {
  key: string;
  name: string;
  /** The screen the tap is made on, and its query. */
  route: RouteName | typeof TAP_FLOOR.route;
  query?: string;
  /** Logged in as the demo customer (the login screen is a guest's). */
  session: boolean;
  /** Local storage set before the app starts (a cart). */
  storage?: Record<string, string>;
  /** The tap moves the mock's data on (a box opening): the mock is reset and the customer logged in again first. */
  resets?: boolean;
  /** What leads to the tap, once the screen is ready (not measured). */
  before?: (page: Page) => Promise<void>;
  /** The control tapped. */
  target: (page: Page) => Locator;
  /** What shows once the tap has taken effect: a tap that had none fails the bench rather than give a figure. */
  after: (page: Page) => Locator;
};

const tabBar = (page: Page, name: string) => page.getByRole('navigation').getByRole('button', { name, exact: true });
const shown = (page: Page, route: RouteName) => page.locator(`[data-route="${route}"]`);

/** The floor's tap, then the in-app floor (a tap that only ticks a box), then the app's main interactions. */
export const TAPS: Tap[] = [
  {
    key: 'floor',
    name: TAP_FLOOR.name,
    route: TAP_FLOOR.route,
    session: false,
    target: (page) => page.getByRole('checkbox'),
    after: (page) => page.locator('input:checked'),
  },
  {
    key: 'consent',
    name: 'tick the login consent box (in-app floor)',
    route: 'login',
    session: false,
    target: (page) => page.locator('form').getByRole('checkbox'),
    after: (page) => page.locator('form input[type="checkbox"]:checked'),
  },
  {
    key: 'tabOrder',
    name: 'tab bar: Home → Order',
    route: 'home',
    session: true,
    target: (page) => tabBar(page, 'Order'),
    after: (page) => shown(page, 'order'),
  },
  {
    key: 'tabMy',
    name: 'tab bar: Order → My',
    route: 'order',
    session: true,
    target: (page) => tabBar(page, 'My'),
    after: (page) => shown(page, 'my'),
  },
  {
    key: 'statusTab',
    name: 'order list: a status tab',
    route: 'order',
    session: true,
    target: (page) => page.getByRole('tab').nth(1),
    after: (page) => page.getByRole('tab').nth(1).and(page.locator('[aria-selected="true"]')),
  },
  {
    key: 'orderSheet',
    name: "Home: 'Place an order' (sheet)",
    route: 'home',
    session: true,
    target: (page) => page.getByRole('button', { name: 'Place an order' }),
    after: (page) => page.getByRole('dialog', { name: 'How would you like to order?' }),
  },
  {
    key: 'openProduct',
    name: 'open a product (goods list → detail)',
    route: 'productList',
    query: '?kind=online',
    session: true,
    target: (page) => page.locator('.goods-card-open').first(),
    after: (page) => shown(page, 'productDetail'),
  },
  {
    key: 'addToCart',
    name: 'add to cart (product detail)',
    route: 'productDetail',
    query: '?id=101',
    session: true,
    target: (page) => page.getByRole('button', { name: 'Add to cart' }),
    after: (page) => page.getByRole('button', { name: /^Shopping cart, 1 / }),
  },
  {
    key: 'openOrder',
    name: 'open an order (order list → detail)',
    route: 'order',
    session: true,
    target: (page) => page.locator('a.orders-card-link').first(),
    after: (page) => shown(page, 'orderDetail'),
  },
  {
    key: 'topUp',
    name: 'wallet → top up',
    route: 'wallet',
    session: true,
    target: (page) => page.getByRole('button', { name: 'Top up', exact: true }),
    after: (page) => shown(page, 'topUp'),
  },
  {
    key: 'payMethod',
    name: 'order form: choose a payment method',
    route: 'createOrder',
    query: '?kind=online',
    session: true,
    storage: { cartList: stored(CART) },
    target: (page) => page.locator('.pay-method label').filter({ hasText: 'Balance' }),
    after: (page) => page.locator('.pay-method input[value="balance"]:checked'),
  },
  {
    key: 'voucherSheet',
    name: 'order form: open the voucher sheet',
    route: 'createOrder',
    query: '?kind=online',
    session: true,
    storage: { cartList: stored(CART) },
    target: (page) => page.getByRole('button', { name: /^Voucher/ }),
    after: (page) => page.locator('#voucher-sheet-title'),
  },
  {
    key: 'boxDone',
    name: "cabinet: a box opening's 'Done'",
    route: 'pendingList',
    query: '?lockerNo=L001&shopId=0',
    session: true,
    resets: true,
    before: async (page) => {
      await page.getByRole('button', { name: 'Store shoes', exact: true }).first().click();
      await page.getByText('Put your shoes in the open box').waitFor({ timeout: 20_000 });
    },
    target: (page) => page.getByRole('region', { name: 'Store shoes' }).getByRole('button', { name: 'Done' }),
    after: (page) => page.locator('body:not(:has(.box-flow-body))'),
  },
];

/** One tap: the interaction's duration, and where it went (see `breakdown`); `event`: its longest event. */
export type TapResult = { ms: number; delay: number; handlers: number; paint: number; event: string };

type Entry = { name: string; id: number; start: number; ps: number; pe: number; duration: number };
type TapWindow = Window & { __events?: Entry[] };

/** In the page, before the app: keeps every 'event' entry of an interaction of 16 ms or more. */
function observeEvents() {
  const events: Entry[] = [];
  (window as TapWindow).__events = events;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      if (entry.interactionId)
        events.push({
          name: entry.name,
          id: entry.interactionId,
          start: entry.startTime,
          ps: entry.processingStart,
          pe: entry.processingEnd,
          duration: entry.duration,
        });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** A fresh context for one run, logged in if the tap asks for it, its storage set on a blank page of the app's origin. */
export async function tapContext(
  browser: Browser,
  base: string,
  tap: Pick<Tap, 'session' | 'storage'>,
  token: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    ignoreHTTPSErrors: true,
  });
  const storage = { ...tap.storage };
  if (tap.session) {
    storage.token = stored(token);
    storage.isLogin = stored(true);
  }
  const page = await context.newPage();
  await page.route(`${base}/__blank`, (route) => route.fulfill({ body: '<!doctype html><title>blank</title>' }));
  await page.goto(`${base}/__blank`);
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  await page.close();
  return context;
}

export const tapUrl = (base: string, tap: Tap) =>
  tap.route === TAP_FLOOR.route ? `${base}${TAP_FLOOR.path}` : `${base}/#${PATHS[tap.route]}${tap.query ?? ''}`;

/**
 * Opens the tap's screen at 4x CPU in `context` and brings it to the moment before the tap: Ready, the worker
 * installed, the network quiet, what leads to the tap done, the control in view. Gives the page. `early` (the
 * profiler's): the tap as soon as the screen is Ready, start-up's leftovers and all.
 */
export async function readyToTap(
  context: BrowserContext,
  base: string,
  tap: Tap,
  { early = false } = {},
): Promise<Page> {
  await context.addInitScript(observeEvents);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const waitReady = watchReady(page);
  const waitQuiet = watchQuiet(page);
  await page.goto(tapUrl(base, tap), { waitUntil: 'commit' });
  await waitReady(tap.route, 60_000);
  if (!early) {
    await workerInstalled(page);
    await waitQuiet(500, 20_000);
  }
  if (tap.before) {
    await tap.before(page);
    if (!early) await waitQuiet(500, 20_000);
  }
  const target = tap.target(page);
  await target.scrollIntoViewIfNeeded({ timeout: 20_000 });
  if (early) return page;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await sleep(300);
  return page;
}

/** Taps the tap's control on a page made ready by `readyToTap` and reads the interaction's Event Timing. */
export async function tapOnce(page: Page, tap: Tap): Promise<TapResult> {
  const before = await page.evaluate(() => ({
    id: Math.max(0, ...((window as TapWindow).__events ?? []).map((entry) => entry.id)),
    count: (performance as Performance & { interactionCount?: number }).interactionCount ?? 0,
  }));
  await tap.target(page).tap({ timeout: 10_000 });
  const deadline = Date.now() + 5000;
  let entries: Entry[] = [];
  while (Date.now() < deadline) {
    const all = await page.evaluate(() => (window as TapWindow).__events ?? []);
    const id = Math.min(...all.filter((entry) => entry.id > before.id).map((entry) => entry.id));
    entries = all.filter((entry) => entry.id === id);
    if (entries.length > 0) {
      // the interaction's other events (pointerdown's, click's) are reported with their own next paints
      await sleep(300);
      entries = (await page.evaluate(() => (window as TapWindow).__events ?? [])).filter((entry) => entry.id === id);
      break;
    }
    await sleep(100);
  }
  await tap
    .after(page)
    .first()
    .waitFor({ state: 'attached', timeout: 20_000 })
    .catch(() => {
      throw new Error(`${tap.key}: the tap had no effect (nothing matched its 'after')`);
    });
  if (entries.length === 0) {
    const count = await page.evaluate(
      () => (performance as Performance & { interactionCount?: number }).interactionCount ?? 0,
    );
    if (count <= before.count) throw new Error(`${tap.key}: the browser saw no interaction`);
    return { ms: 16, delay: 0, handlers: 0, paint: 0, event: '(under 16 ms)' };
  }
  return breakdown(entries);
}

/**
 * The interaction's duration (its longest event's, as INP takes it) and where it went: the input delay (the
 * first event's wait for the main thread), the handlers (every event's own), and the rest until the paint (the
 * render after the handlers, tasks between the events, the frame). Durations come in steps of 8 ms.
 */
function breakdown(entries: Entry[]): TapResult {
  const byStart = [...entries].sort((a, b) => a.start - b.start);
  const first = byStart[0] as Entry;
  const longest = [...entries].sort((a, b) => b.duration - a.duration)[0] as Entry;
  const start = first.start;
  const end = Math.max(...entries.map((entry) => entry.start + entry.duration));
  const delay = first.ps - first.start;
  const handlers = entries.reduce((sum, entry) => sum + entry.pe - entry.ps, 0);
  return {
    ms: longest.duration,
    delay: Math.round(delay),
    handlers: Math.round(handlers),
    paint: Math.max(0, Math.round(end - start - delay - handlers)),
    event: longest.name,
  };
}

/** One run of one tap, in a context of its own. */
export async function measureTap(browser: Browser, base: string, tap: Tap, token: string): Promise<TapResult> {
  const context = await tapContext(browser, base, tap, token);
  try {
    const page = await readyToTap(context, base, tap);
    return await tapOnce(page, tap);
  } finally {
    await context.close();
  }
}
