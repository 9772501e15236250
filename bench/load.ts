import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { FIRST_SCREEN_MARK, LOADING_SELECTOR } from '../src/app/marks';

/** What a screen loads and waits for, measured in Playwright: its files, its API waves, when it is ready. */
export type Load = {
  /** Gzip sizes of the JS files it loaded to show the screen, until Ready (by path; the inline boot script as 'index.html'). */
  js: Map<string, number>;
  /** Gzip KB of the JS it asked for after Ready, until the network was idle: the next screens' files, preloaded. */
  laterJs: number;
  css: number;
  calls: number;
  waves: number;
  wavesToReady: number;
  /** The camera decoder or the map came along unused. */
  heavy: boolean;
};

type Call = { start: number; end: number };

/** Waves: a call is one wave later than the latest call that had been answered before it was sent. */
function countWaves(calls: Call[]): number {
  const wave = new Map<Call, number>();
  for (const call of [...calls].sort((a, b) => a.start - b.start)) {
    let level = 1;
    for (const [earlier, earlierWave] of wave) if (earlier.end <= call.start) level = Math.max(level, earlierWave + 1);
    wave.set(call, level);
  }
  return Math.max(0, ...wave.values());
}

const gzipSize = (data: string | Buffer) => gzipSync(data, { level: 9 }).length;

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1] ?? '');
}

/**
 * Ready: the route's own screen is drawn (its heading, not the boot shell) with the server's answers: the app
 * has marked it shown with its own calls sent (FIRST_SCREEN_MARK), none of its calls is still out and nothing on
 * it is loading any more, twice in a row 50 ms apart. Without the mark, a screen drawn in the moment before its
 * queries start (one that shows no skeleton while it waits, as My) counted as ready before it had asked for
 * anything. `watchReady` must be called before the page navigates, so that it sees every call. It gives the page's
 * clock (from navigation) at the first of the two looks; with `calls: false`, the screen drawn is enough, its
 * calls may still be out (a screen drawn from answers kept on the phone, being refreshed: bench/warm.ts).
 */
export function watchReady(
  page: Page,
): (route: string, timeout?: number, options?: { calls?: boolean }) => Promise<number> {
  let inFlight = 0;
  const api = (url: string) => url.includes('/user-api/');
  page.on('request', (request) => {
    if (api(request.url())) inFlight += 1;
  });
  const done = (request: { url(): string }) => {
    if (api(request.url())) inFlight -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async (route, timeout = 30_000, { calls = true } = {}) => {
    const until = Date.now() + timeout;
    let settled = 0;
    let at = 0;
    while (settled < 2) {
      if (Date.now() > until) throw new Error(`${route} was not ready within ${timeout} ms`);
      const look = await page
        .evaluate(
          ({ name, mark, loading }) => ({
            drawn:
              performance.getEntriesByName(mark, 'mark').length > 0 &&
              document.querySelector(`[data-route="${name}"] h1`) !== null &&
              document.querySelector(loading) === null,
            at: performance.now(),
          }),
          { name: route, mark: FIRST_SCREEN_MARK, loading: LOADING_SELECTOR },
        )
        .catch(() => ({ drawn: false, at: 0 }));
      if (look.drawn && (inFlight === 0 || !calls)) {
        if (settled === 0) at = look.at;
        settled += 1;
      } else settled = 0;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return Math.round(at);
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Until nothing has been asked of the network for `quietMs` (the page's own requests), at most `maxMs`. */
export function watchQuiet(page: Page): (quietMs: number, maxMs: number) => Promise<void> {
  let inFlight = 0;
  let last = Date.now();
  const change = (by: number) => () => {
    inFlight += by;
    last = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return async (quietMs, maxMs) => {
    const until = Date.now() + maxMs;
    while (Date.now() < until && (inFlight > 0 || Date.now() - last < quietMs)) await sleep(50);
  };
}

/** Until the app's service worker is active, if it registers one (the floors do not), at most 20 s. */
export async function workerInstalled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const started = performance.now();
    while (performance.now() - started < 20_000) {
      const registration = await navigator.serviceWorker?.getRegistration();
      if (!registration && performance.now() - started > 3000) return;
      if (registration?.active && !registration.installing && !registration.waiting) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });
}

/** Stores the session the way the app does (src/lib/storage.ts), on a blank page of the app's origin. */
export async function storeSession(context: BrowserContext, base: string, token: string): Promise<void> {
  const page = await context.newPage();
  await page.route(`${base}/__blank`, (route) => route.fulfill({ body: '<!doctype html><title>blank</title>' }));
  await page.goto(`${base}/__blank`);
  await page.evaluate((value) => {
    localStorage.setItem('token', JSON.stringify({ type: 'string', data: value }));
    localStorage.setItem('isLogin', JSON.stringify({ type: 'boolean', data: true }));
  }, token);
  await page.close();
}

/**
 * Loads `url` with every API call answered `delayMs` late (so a call waiting for another shows as a wave);
 * `root` is the build's folder, `html` the built page it opens (its inline scripts count as JS).
 */
export async function measureLoad(
  browser: Browser,
  options: {
    base: string;
    url: string;
    route: string;
    token: string | null;
    delayMs: number;
    root: string;
    html: string;
  },
): Promise<Load> {
  // the bench serves the build over TLS with a certificate of the run's own (bench/server.ts)
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, ignoreHTTPSErrors: true });
  if (options.token) await storeSession(context, options.base, options.token);
  const page = await context.newPage();
  /** Each file and when it arrived (ms from the start). */
  const assets = new Map<string, number>();
  const calls: Call[] = [];
  const t0 = Date.now();
  await page.route('**/user-api/**', async (route) => {
    const call = { start: Date.now() - t0, end: 0 };
    await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    await route.continue();
    call.end = Date.now() - t0;
    calls.push(call);
  });
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (/\.(js|css)$/.test(path) && !assets.has(path)) assets.set(path, Date.now() - t0);
  });
  const waitReady = watchReady(page);
  await page.goto(options.url);
  await waitReady(options.route);
  const readyAt = Date.now() - t0;
  await page.waitForLoadState('networkidle');
  await context.close();

  const js = new Map<string, number>();
  js.set(
    'index.html',
    inlineScripts(readFileSync(options.html, 'utf8')).reduce((sum, code) => sum + gzipSize(code), 0),
  );
  let css = 0;
  let laterJs = 0;
  for (const [path, at] of assets) {
    const size = gzipSize(readFileSync(join(options.root, path)));
    if (!path.endsWith('.js')) css += at <= readyAt ? size : 0;
    else if (at <= readyAt) js.set(path, size);
    else laterJs += size;
  }
  const names = [...assets.keys()].join(' ');
  return {
    js,
    laterJs,
    css,
    calls: calls.length,
    waves: countWaves(calls),
    wavesToReady: countWaves(calls.filter((call) => call.end <= readyAt)),
    heavy: /qr-scanner|leaflet/.test(names) && !/scan|nearLocker/.test(options.route),
  };
}
