import type { Browser, Page } from '@playwright/test';
import { storeSession, watchQuiet, watchReady, workerInstalled } from './load';
import { median, TARGET, timed } from './report';
import { CPU_SLOWDOWN, NETWORK } from './throttled';

/**
 * A returning customer: the same route opened twice in one browser context (its service worker, HTTP cache and
 * storage kept), the page closed in between, both visits under the DevTools throttling of the Ready column
 * (bench/throttled.ts). Between the visits the throttling is lifted until the service worker has installed and
 * the network has been quiet for a second (the customer had the app open a while), then the page is closed.
 * Figures on the page's clock, from navigation:
 * - LCP: the last largest-contentful-paint candidate, read a second after the screen is ready;
 * - Ready: the screen drawn (its heading, the app's first-screen mark, no loader or skeleton left): on a warm
 *   visit, drawn from answers kept on the phone counts, with their refresh still out;
 * - answers: the same with every user-api call answered (the Ready column's criterion).
 * The floor (bench/floor/) is measured the same way: its cold LCP is what the warm targets are multiples of.
 */
export type Visit = { lcp: number; ready: number; answers: number };
export type WarmResult = { cold: Visit; warm: Visit; worker: boolean };
export type WarmRow = { name: string; route: string; runs: WarmResult[] };

/** Warm targets: Ready within 0.6 × the floor's cold LCP, and LCP no later than Ready, each in 4 of 5 runs. */
export const WARM_TARGET = { readyOfFloorLcp: 0.6 };

type LcpWindow = Window & { __lcp?: number };

function observeLcp() {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) (window as LcpWindow).__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function throttle(page: Page, on: boolean) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send(
    'Network.emulateNetworkConditions',
    on ? NETWORK : { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 },
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: on ? CPU_SLOWDOWN : 1 });
}

async function visit(page: Page, url: string, route: string): Promise<Visit> {
  await throttle(page, true);
  const waitReady = watchReady(page);
  await page.goto(url, { waitUntil: 'commit' });
  const ready = await waitReady(route, 60_000, { calls: false });
  const answers = await waitReady(route, 60_000);
  await page.waitForTimeout(1000);
  const lcp = await page.evaluate(() => (window as LcpWindow).__lcp ?? 0);
  return { lcp: Math.round(lcp), ready, answers };
}

/** One run: a first visit and a second one, in a context of their own. */
export async function measureWarm(
  browser: Browser,
  options: { base: string; url: string; route: string; token: string | null },
): Promise<WarmResult> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    ignoreHTTPSErrors: true,
  });
  try {
    if (options.token) await storeSession(context, options.base, options.token);
    await context.addInitScript(observeLcp);
    const first = await context.newPage();
    const waitQuiet = watchQuiet(first);
    const cold = await visit(first, options.url, options.route);
    await throttle(first, false);
    await workerInstalled(first);
    await waitQuiet(1000, 20_000);
    await first.close({ runBeforeUnload: true });
    const second = await context.newPage();
    const warm = await visit(second, options.url, options.route);
    const worker = await second.evaluate(() => navigator.serviceWorker?.controller != null);
    return { cold, warm, worker };
  } finally {
    await context.close();
  }
}

export const WARM_COLUMNS: [string, number][] = [
  ['route', -27],
  ['cold LCP s', 17],
  ['cold Ready s', 17],
  ['warm LCP s', 17],
  ['×floor LCP', 10],
  ['warm Ready s', 17],
  ['×floor LCP', 12],
  ['LCP<=Ready', 10],
  ['answers s', 17],
  ['worker', 6],
];

/** The floor's cold LCP (median): the unit of the warm targets. */
export const floorColdLcp = (floor: WarmRow) => median(floor.runs.map((run) => run.cold.lcp));

/** One row's cells, in the order of WARM_COLUMNS; the floor's row has no targets. */
export function warmCells(row: WarmRow, unit: number, isFloor = false): string[] {
  const of = (pick: (run: WarmResult) => number) => row.runs.map(pick);
  const target = isFloor ? undefined : WARM_TARGET.readyOfFloorLcp * unit;
  const inOrder = row.runs.filter((run) => run.warm.lcp <= run.warm.ready).length;
  const enough = inOrder >= Math.ceil(row.runs.length * TARGET.share);
  const workers = row.runs.filter((run) => run.worker).length;
  return [
    row.name,
    timed(
      of((run) => run.cold.lcp),
      unit,
    )[0],
    timed(
      of((run) => run.cold.ready),
      unit,
    )[0],
    ...timed(
      of((run) => run.warm.lcp),
      unit,
    ),
    ...timed(
      of((run) => run.warm.ready),
      unit,
      target,
    ),
    isFloor ? '-' : `${inOrder}/${row.runs.length}${enough ? '' : ' ✗'}`,
    timed(
      of((run) => run.warm.answers),
      unit,
    )[0],
    `${workers}/${row.runs.length}`,
  ];
}

/** What the columns mean, below the table. */
export function warmLegend(unit: number): string[] {
  return [
    'A returning customer: the route opened, the page closed once the service worker had installed, then opened',
    'again in the same browser context (worker, HTTP cache and storage kept); both visits under DevTools throttling',
    `(150 ms RTT, 1.6 Mbps, ${CPU_SLOWDOWN}x CPU), on the page's clock from navigation. LCP: the last candidate. Ready: the screen`,
    'drawn with no loader or skeleton (on the warm visit, answers kept on the phone count while they are refreshed);',
    "answers: every call answered as well (the Ready column's criterion). worker: warm visits the service worker",
    `served. The floor (bench/floor/) measured the same way: cold LCP ${(unit / 1000).toFixed(2)} s (median), the unit of ×floor LCP.`,
    `Targets, each in 4 of 5 runs: warm Ready <= ${WARM_TARGET.readyOfFloorLcp}x the floor's cold LCP, and warm LCP no later than`,
    'warm Ready (LCP<=Ready: the runs where it was).',
  ];
}
