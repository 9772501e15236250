import { readFileSync, writeFileSync } from 'node:fs';
import { argument, launch, resetMockApi, runToEnd, startBench, stopAll } from './setup';
import { readyToTap, TAPS, tapContext, tapOnce } from './taps';
import { medians, type Summary, summarise } from './trace-summary';

/**
 * `npx tsx bench/profile-taps.ts [--taps consent,tabOrder,statusTab] [--runs 1] [--early]`: where a tap's time
 * goes (`--early`: tapped as soon as the screen is Ready, with what start-up leaves running; `--summarise <trace>`:
 * a kept trace's summary again).
 * Builds and serves the app as `npm run bench` does (with its source maps beside it), brings each tap's screen
 * to the moment before the tap as the bench does (bench/taps.ts: 4x CPU, logged in, Ready, the network quiet),
 * records a Chromium trace of the tap (the timeline, the V8 CPU profile with its stacks) and prints its summary
 * (bench/trace-summary.ts). Each trace is kept in bench/results/trace-<tap>-<run>.json, for DevTools'
 * Performance panel. Not run by the bench: run it before changing what a tap does, and after.
 */
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-devtools.timeline.stack',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'latencyInfo',
  'toplevel',
  'loading',
].join(',');

const keys = (argument('--taps') ?? 'consent,tabOrder,statusTab').split(',');
const runs = Math.max(1, Number(argument('--runs') ?? 1) || 1);
const early = process.argv.includes('--early');

async function main() {
  const summarising = argument('--summarise');
  if (summarising) {
    // a trace kept from an earlier run, read again (the build it ran on, and its source maps, still in place)
    for (const line of summarise(JSON.parse(readFileSync(summarising, 'utf8'))).lines) console.log(line);
    return;
  }
  const { base, token: firstToken } = await startBench();
  let token = firstToken;
  const browser = await launch({ worker: true });
  for (const tap of TAPS.filter((candidate) => keys.includes(candidate.key))) {
    const summaries: Summary[] = [];
    const durations: number[] = [];
    for (let run = 1; run <= runs; run++) {
      if (tap.resets) token = await resetMockApi();
      const context = await tapContext(browser, base, tap, token);
      try {
        const page = await readyToTap(context, base, tap, { early });
        await browser.startTracing(page, { categories: CATEGORIES.split(',') });
        const result = await tapOnce(page, tap);
        await page.waitForTimeout(500);
        const trace = await browser.stopTracing();
        const file = `bench/results/trace-${tap.key}${early ? '-early' : ''}-${run}.json`;
        writeFileSync(file, trace);
        console.log(`\n${tap.name}, run ${run}: ${result.ms} ms (Event Timing; ${file})`);
        const summary = summarise(JSON.parse(trace.toString()));
        for (const line of summary.lines) console.log(`  ${line}`);
        summaries.push(summary);
        durations.push(result.ms);
      } finally {
        await context.close();
      }
    }
    if (runs > 1) {
      console.log(`\n${tap.name}, medians of ${runs} runs (${durations.join(', ')} ms):`);
      for (const line of medians(summaries)) console.log(`  ${line}`);
    }
  }
  await browser.close();
  stopAll();
}

runToEnd(main);
