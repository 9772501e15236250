import { writeFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { PATHS, type RouteName } from '../src/lib/paths';
import { FLOORS } from './floor';
import { sleep, watchQuiet, watchReady } from './load';
import { argument, launch, runToEnd, startBench, stopAll } from './setup';
import { tapContext } from './taps';
import { CPU_SLOWDOWN } from './throttled';
import { medians, type Summary, summariseWindow, type TraceEvent } from './trace-summary';

/**
 * `npx tsx bench/profile-load.ts [--routes stackFloor,login,home] [--runs 3]`: where a first visit's main-thread
 * time goes, from navigation until the network has been quiet for a second (about what Lighthouse's main-thread
 * work counts). Builds and serves the app as `npm run bench` does (with its source maps beside it), opens each
 * route logged in at 4x CPU in a fresh context (`stackFloor`: the stack floor's page, bench/floor-stack/, the
 * reference), records a Chromium trace (the timeline and the V8 CPU profile) and prints its summary
 * (bench/trace-summary.ts): the tasks of 10 ms or more, rendering, JavaScript by file and the app's functions.
 * Each trace is kept in bench/results/trace-load-<route>-<run>.json, for DevTools' Performance panel. Not run by
 * the bench: run it before changing what start-up does, and after.
 */
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'toplevel',
  'loading',
];

const STACK_FLOOR = FLOORS[1]; // bench/floor-stack/
/** The routes asked for, `stackFloor` for the stack floor's page (the reference: no call, no code of the app's). */
const routes = (argument('--routes') ?? 'stackFloor,login,home').split(',') as (RouteName | 'stackFloor')[];
const urlOf = (base: string, route: RouteName | 'stackFloor') =>
  route === STACK_FLOOR.route ? `${base}${STACK_FLOOR.path}` : `${base}/#${PATHS[route]}`;
const runs = Math.max(1, Number(argument('--runs') ?? 1) || 1);

/** The renderer's main thread that parsed the page, from its first parse of the page on. */
function mainThread(events: TraceEvent[], base: string): { pid: number; tid: number; from: number } | undefined {
  const parse = events.find((event) => {
    const begin = event.args?.beginData;
    return event.name === 'ParseHTML' && String(begin?.url ?? '').startsWith(base);
  });
  return parse && { pid: parse.pid, tid: parse.tid, from: parse.ts };
}

async function profile(browser: Browser, base: string, token: string, route: RouteName | 'stackFloor', run: number) {
  // the phone and the logged-in session the taps are measured with
  const context = await tapContext(browser, base, { session: true }, token);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const waitReady = watchReady(page);
    const waitQuiet = watchQuiet(page);
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(urlOf(base, route), { waitUntil: 'commit' });
    const ready = await waitReady(route, 60_000);
    await waitQuiet(1000, 20_000);
    await sleep(500);
    const trace = await browser.stopTracing();
    const file = `bench/results/trace-load-${route}-${run}.json`;
    writeFileSync(file, trace);
    const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const thread = mainThread(events, base);
    if (!thread) {
      // now and then the trace keeps no event of the page's new renderer (the process it moved to on navigation)
      console.log(`\n${route}, run ${run}: the trace kept none of the page's parsing; run again`);
      return null;
    }
    const start = thread.from;
    // the thread's last event's end (a loop: a trace holds more events than a spread takes as arguments)
    let end = start;
    for (const event of events)
      if (event.pid === thread.pid && event.tid === thread.tid) end = Math.max(end, event.ts + (event.dur ?? 0));
    console.log(`\n${route}, run ${run}: Ready at ${ready} ms (${file})`);
    const summary = summariseWindow(events, { pid: thread.pid, tid: thread.tid, start, end }, [], 10_000);
    for (const line of summary.lines) console.log(`  ${line}`);
    return summary;
  } finally {
    await context.close();
  }
}

async function main() {
  const { base, token } = await startBench();
  const browser = await launch();
  for (const route of routes) {
    const summaries: Summary[] = [];
    for (let run = 1; summaries.length < runs && run <= 2 * runs; run++) {
      const summary = await profile(browser, base, token, route, run);
      if (summary) summaries.push(summary);
    }
    if (summaries.length > 1) {
      console.log(`\n${route}, medians of ${summaries.length} runs:`);
      for (const line of medians(summaries)) console.log(`  ${line}`);
    }
  }
  await browser.close();
  stopAll();
}

runToEnd(main);
