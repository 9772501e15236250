import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { chromiumArgs } from '../playwright.config';
import { storeSession, watchReady } from './load';
import { ACCEPT_RUN_CERTIFICATE } from './server';

/** DevTools' mobile throttling, as the targets are set: 150 ms RTT, 1.6 Mbps down, 750 kbps up, 4x CPU. */
export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;

/** Milliseconds from navigation to Ready (see load.ts) on a throttled phone, cold cache. */
export async function readyUnderThrottling(
  browser: Browser,
  options: { base: string; url: string; route: string; token: string | null },
): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    ignoreHTTPSErrors: true,
  });
  if (options.token) await storeSession(context, options.base, options.token);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const waitReady = watchReady(page);
  const started = Date.now();
  await page.goto(options.url, { waitUntil: 'commit' });
  await waitReady(options.route, 60_000);
  const ready = Date.now() - started;
  await context.close();
  return ready;
}

/** A main-thread task of 50 ms or more (at 4x CPU) and the file Lighthouse charges it to. */
export type LongTask = { file: string; ms: number };
/** Main-thread time by kind of work (Lighthouse's groups: script evaluation, style and layout, …), in ms. */
export type WorkGroup = { group: string; ms: number };
export type LighthouseResult = {
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's main-thread work breakdown, until the page is idle: every task's time, in ms. */
  mainThread: number;
  workGroups: WorkGroup[];
  longTasks: LongTask[];
  /** The largest paint's element, as Lighthouse names it ('p.balance-note'), and what had loaded by then. */
  lcpElement: string;
  /** The requests that had ended when the page painted it, unthrottled, and their bytes as transferred. */
  beforeLcp: { requests: number; bytes: number };
};

/** 'react-dom' for '…/assets/react-dom-lROuwKpB.js', 'page' for the page itself (its inline boot script). */
function fileOf(url: string, base: string): string {
  if (url === 'Unattributable') return '(unattributed)';
  if (url.replace(/\/$/, '') === base || !/\.js(\?|$)/.test(url)) return 'page';
  return url.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '');
}

type Report = {
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[]; debugData?: unknown } } | undefined>;
};

/**
 * The largest paint's element and the requests that had ended by the time the page painted it (in the run
 * Lighthouse observed, unthrottled): its simulated LCP replays those requests and their scripts' first runs on a
 * slow phone, so on a screen the app draws, they are what the figure is made of (node_modules/@paulirish/
 * trace_engine/models/trace/lantern/metrics/LargestContentfulPaint.js).
 */
function largestPaint(report: Report): Pick<LighthouseResult, 'lcpElement' | 'beforeLcp'> {
  const metrics = report.audits.metrics?.details?.items?.[0] as
    | { observedLargestContentfulPaintTs?: number }
    | undefined;
  const network = report.audits['network-requests']?.details as
    | { items?: { networkEndTime: number; transferSize?: number }[]; debugData?: { networkStartTimeTs?: number } }
    | undefined;
  // the requests' times are in ms from the first request's start; the paint's is a trace timestamp, in µs
  const paintedAt =
    ((metrics?.observedLargestContentfulPaintTs ?? 0) - (network?.debugData?.networkStartTimeTs ?? 0)) / 1000;
  const before = (network?.items ?? []).filter((request) => request.networkEndTime <= paintedAt);
  const element = report.audits['largest-contentful-paint-element']?.details?.items?.[0] as
    | { items?: { node?: { snippet?: string } }[] }
    | undefined;
  const snippet = element?.items?.[0]?.node?.snippet ?? '';
  // '<p class="balance-note">' -> 'p.balance-note', '<img class="goods-card-image" src="data:…">' -> 'img.goods-card-image'
  const tag = snippet.match(/^<([\w-]+)/)?.[1] ?? '-';
  const className = snippet
    .match(/\sclass="([^"]*)"/)?.[1]
    ?.trim()
    .split(/\s+/)[0];
  const id = snippet.match(/\sid="([^"]*)"/)?.[1];
  return {
    lcpElement: className ? `${tag}.${className}` : id ? `${tag}#${id}` : tag,
    beforeLcp: {
      requests: before.length,
      bytes: before.reduce((total, request) => total + (request.transferSize ?? 0), 0),
    },
  };
}

/** Runs a command; a failure says what the command printed last. */
function run(command: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-2000);
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}:\n${errors.trim()}`)),
    );
  });
}

/** Lighthouse 12 (mobile, simulated throttling) on a browser of our own, so a logged-in customer is measured. */
export async function lighthouse(
  options: { base: string; url: string; token: string | null; out: string },
  debugPort: number,
): Promise<LighthouseResult> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    ignoreHTTPSErrors: true,
    args: [...chromiumArgs, ...ACCEPT_RUN_CERTIFICATE, `--remote-debugging-port=${debugPort}`],
  });
  try {
    if (options.token) await storeSession(context, options.base, options.token);
    // not execSync: Playwright must keep serving the browser (it lets the page Lighthouse opens start)
    await run(
      `npx lighthouse "${options.url}" --port=${debugPort} --disable-storage-reset --only-categories=performance --form-factor=mobile --output=json --output-path=${options.out} --quiet`,
    );
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  const report = JSON.parse(readFileSync(options.out, 'utf8'));
  const audit = (id: string) => report.audits[id]?.numericValue as number;
  const tasks = (report.audits['long-tasks']?.details?.items ?? []) as { url: string; duration: number }[];
  const groups = (report.audits['mainthread-work-breakdown']?.details?.items ?? []) as {
    groupLabel: string;
    duration: number;
  }[];
  return {
    ...largestPaint(report),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    mainThread: audit('mainthread-work-breakdown'),
    workGroups: groups
      .map((group) => ({ group: group.groupLabel, ms: Math.round(group.duration) }))
      .sort((a, b) => b.ms - a.ms),
    longTasks: tasks
      .map((task) => ({ file: fileOf(task.url, options.base), ms: Math.round(task.duration) }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5),
  };
}
