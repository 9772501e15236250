import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type BrowserContext, chromium } from '@playwright/test';
import { chromiumArgs } from '../playwright.config';

/**
 * `npm run bench`: builds for production (mocks off), serves it with the mock user-api as an HTTP server,
 * and prints, for Home (a first-time visitor) and the cabinet deep link (a logged-in customer scanning a
 * cabinet's QR code):
 * - the gzip size of the JS and CSS loaded to show the screen, and whether the camera decoder or the map
 *   came along (they must not: they load when used);
 * - the sequential waves of API calls before the screen is ready, and in all until the network is idle
 *   (every call answered 400 ms late, so a call that waits for another's answer shows as a later wave);
 * - Lighthouse 12 mobile results (performance, FCP, LCP, TBT, CLS) with its simulated throttling.
 * `npm run bench -- --runs 8` repeats the Lighthouse part (it varies from run to run) and sums the runs up per
 * screen. It prints numbers; it never fails on them. Targets: initial JS <= 100 KB gzip, LCP <= 1.2 s,
 * TBT <= 50 ms, CLS 0, at most 2 waves of API calls on the cabinet deep link.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const API_PORT = 3201;
const WEB_PORT = 4273;
const DEBUG_PORT = 9333;
const API_DELAY_MS = 400;
const runsAt = process.argv.indexOf('--runs');
const RUNS = runsAt > 0 ? Math.max(1, Number(process.argv[runsAt + 1]) || 1) : 1;
const base = `http://127.0.0.1:${WEB_PORT}`;
/** `ready`: what shows once the app has drawn the screen with its answers. */
const PAGES = [
  { name: 'Home', url: `${base}/#/pages/Home/Home/index`, session: false, ready: '[data-route="home"] .banner img' },
  {
    name: 'Cabinet deep link',
    url: `${base}/#/pages/Order/PendingList/index?lockerNo=L001&shopId=0`,
    session: true,
    ready: '.cabinet-footer',
  },
];

const children: ChildProcess[] = [];
function start(command: string, env: Record<string, string> = {}) {
  const child = spawn(command, { shell: true, stdio: 'ignore', env: { ...process.env, ...env }, detached: true });
  children.push(child);
}
function stopAll() {
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid);
    } catch {
      // already gone
    }
  }
}
process.on('exit', stopAll);

async function waitFor(url: string) {
  for (let i = 0; i < 120; i++) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

function run(command: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, { shell: true, stdio: 'ignore' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`))));
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The demo customer's token, from the mock user-api's real login call. */
async function demoToken(): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${API_PORT}/user-api/auth/password-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone: '13800138000', password: 'demo123' }),
  });
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

/** Stores the token the way the app does (src/lib/storage.ts), on a blank page of the app's origin. */
async function storeSession(context: BrowserContext, token: string) {
  const page = await context.newPage();
  await page.route(`${base}/__blank`, (route) => route.fulfill({ body: '<!doctype html><title>blank</title>' }));
  await page.goto(`${base}/__blank`);
  await page.evaluate((value) => {
    localStorage.setItem('token', JSON.stringify({ type: 'string', data: value }));
    localStorage.setItem('isLogin', JSON.stringify({ type: 'boolean', data: true }));
  }, token);
  await page.close();
}

type Call = { url: string; start: number; end: number };

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

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1] ?? '');
}

async function measureLoad(url: string, token: string | null, readySelector: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: chromiumArgs });
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  if (token) await storeSession(context, token);
  const page = await context.newPage();
  const assets = new Set<string>();
  const calls: Call[] = [];
  const t0 = Date.now();
  await page.route('**/user-api/**', async (route) => {
    const call = { url: route.request().url(), start: Date.now() - t0, end: 0 };
    await sleep(API_DELAY_MS);
    await route.continue();
    call.end = Date.now() - t0;
    calls.push(call);
  });
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (/\.(js|css)$/.test(path)) assets.add(path);
  });
  const ready = page
    .locator(readySelector)
    .first()
    .waitFor({ timeout: 30_000 })
    .then(() => Date.now() - t0);
  await page.goto(url, { waitUntil: 'networkidle' });
  const readyAt = await ready;
  await browser.close();
  // the boot script is written into index.html: it counts as JS like any file
  let js = inlineScripts(readFileSync('dist/index.html', 'utf8')).reduce(
    (sum, code) => sum + gzipSync(code, { level: 9 }).length,
    0,
  );
  let css = 0;
  for (const path of assets) {
    const size = gzipSync(readFileSync(`dist${path}`), { level: 9 }).length;
    if (path.endsWith('.js')) js += size;
    else css += size;
  }
  const names = [...assets].join(' ');
  return {
    js,
    css,
    calls: calls.length,
    waves: countWaves(calls),
    // the calls answered before the screen was ready: those it could have waited for
    wavesToReady: countWaves(calls.filter((call) => call.end <= readyAt)),
    decoder: /qr-scanner/.test(names),
    map: /leaflet/.test(names),
  };
}

/** Lighthouse on a browser of our own, so a logged-in customer can be measured (storage kept, cache not). */
async function lighthouse(url: string, token: string | null, out: string) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [...chromiumArgs, `--remote-debugging-port=${DEBUG_PORT}`],
  });
  try {
    if (token) await storeSession(context, token);
    // not execSync: Playwright must keep serving the browser (it lets the page Lighthouse opens start)
    await run(
      `npx lighthouse "${url}" --port=${DEBUG_PORT} --disable-storage-reset --only-categories=performance --form-factor=mobile --output=json --output-path=${out} --quiet`,
    );
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const audit = (id: string) => report.audits[id]?.numericValue as number;
  return {
    score: report.categories.performance.score as number,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

function summarise(name: string, runs: { lcp: number; tbt: number; cls: number }[]): string {
  const spread = (values: number[], show: (value: number) => string) => {
    const sorted = [...values].sort((a, b) => a - b);
    const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
    return `${show(sorted[0] ?? 0)}-${show(sorted.at(-1) ?? 0)}, median ${show(median)}`;
  };
  const met = (test: (run: (typeof runs)[number]) => boolean) => `${runs.filter(test).length} of ${runs.length}`;
  return [
    `\n${name} over ${runs.length} runs:`,
    `LCP ${spread(
      runs.map((run) => run.lcp),
      (ms) => `${(ms / 1000).toFixed(2)} s`,
    )} (${met((run) => run.lcp <= 1200)} <= 1.2 s);`,
    `TBT ${spread(
      runs.map((run) => run.tbt),
      (ms) => `${Math.round(ms)} ms`,
    )} (${met((run) => run.tbt <= 50)} <= 50 ms);`,
    `CLS 0 in ${met((run) => run.cls === 0)}`,
  ].join(' ');
}

async function main() {
  console.log('Building for production (mocks off)…');
  execSync('npx vite build', { stdio: 'ignore' });
  mkdirSync('bench/results', { recursive: true });
  start('npx tsx mocks/server/main.ts', { MOCK_PORT: String(API_PORT) });
  start(`npx vite preview --port ${WEB_PORT} --strictPort --host 127.0.0.1`, {
    USER_API_TARGET: `http://127.0.0.1:${API_PORT}`,
  });
  await waitFor(`http://127.0.0.1:${API_PORT}/user-api/sys/get-sys-language`);
  await waitFor(base);
  const token = await demoToken();

  // [heading, width]: each column right-aligned to its heading's width
  const columns: [string, number][] = [
    ['screen', -18],
    ['JS (gzip)', 9],
    ['CSS(gz)', 8],
    ['waves to ready', 14],
    ['waves in all (calls)', 20],
    ['decoder/map', 11],
    ['perf', 5],
    ['FCP', 7],
    ['LCP', 7],
    ['TBT', 7],
    ['CLS', 6],
  ];
  const line = (cells: string[]) =>
    cells
      .map((cell, at) => {
        const width = columns[at]?.[1] ?? 0;
        return width < 0 ? cell.padEnd(-width) : cell.padStart(width);
      })
      .join(' ');
  const rows: string[] = [];
  const summaries: string[] = [];
  for (const [index, page] of PAGES.entries()) {
    const session = page.session ? token : null;
    const load = await measureLoad(page.url, session, page.ready);
    const runs: Awaited<ReturnType<typeof lighthouse>>[] = [];
    for (let run = 0; run < RUNS; run++) {
      const lh = await lighthouse(page.url, session, `bench/results/lighthouse-${index}.json`);
      runs.push(lh);
      rows.push(
        line([
          page.name,
          kb(load.js),
          kb(load.css),
          String(load.wavesToReady),
          `${load.waves} (${load.calls})`,
          load.decoder || load.map ? 'LOADED' : 'no',
          String(Math.round(lh.score * 100)),
          `${(lh.fcp / 1000).toFixed(2)} s`,
          `${(lh.lcp / 1000).toFixed(2)} s`,
          `${Math.round(lh.tbt)} ms`,
          lh.cls.toFixed(3),
        ]),
      );
    }
    if (RUNS > 1) summaries.push(summarise(page.name, runs));
  }
  console.log(`\n${line(columns.map(([heading]) => heading))}`);
  for (const row of rows) console.log(row);
  for (const summary of summaries) console.log(summary);
  console.log(
    '\nAPI waves: sequential waves of calls before the screen is ready, and until the network is idle (calls in',
    '\nall: the start-up loads that no screen waits for come after it); decoder/map: the camera',
    '\ndecoder or the map loaded without being used (must be "no").',
    '\ntargets: JS <= 100 KB gzip, LCP <= 1.20 s, TBT <= 50 ms, CLS 0, cabinet deep link <= 2 waves',
    '\n(Lighthouse 12, mobile, simulated throttling: 150 ms RTT, 1.6 Mbps, 4x CPU slowdown)',
  );
  stopAll();
}

main().catch((error) => {
  console.error(error);
  stopAll();
  process.exit(1);
});
