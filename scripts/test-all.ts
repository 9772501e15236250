import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, resolve } from 'node:path';
import { missingWebKit } from '../e2e-webkit/webkit-install';
import { failedTestLines, type PlaywrightReport, type VitestReport } from './failed-tests';

/**
 * `npm test`: typecheck, lint, locale check, unit and screen tests, both builds, the bundle check, the WebKit
 * lane and the browser tests in Chromium, then one summary with the time of each step. Exits non-zero if any
 * step fails.
 *
 * Two lanes run side by side: the unit tests, then the checks one at a time; and the mock build, then the WebKit
 * lane (e2e-webkit/). WebKit's browser mostly waits on its pages and WebDriver's round trips, so beside the unit
 * tests it costs them less than the time it would add after them.
 * Each lane's step prints its output once it ends, so the two never interleave. The browser tests in Chromium
 * run alone at the end: they load the machine fully, and their pages time out when a build or a test runner
 * competes.
 */
type Step = {
  name: string;
  command: string;
  /** Steps that must have passed first: waited for when they are still running in the other lane. */
  needs?: string[];
  /** Why the step cannot run on this machine (left out with a warning, except in CI, where it fails). */
  unavailable?: string | null;
};
type Result = { ok: boolean; seconds: number; skipped?: boolean };

// The tools from node_modules/.bin and TypeScript scripts through tsx's loader: `npx` and tsx's own CLI each cost
// a Node start-up (about a second) per step.
const TS = 'node --import tsx';
const lanes: Step[][] = [
  [
    {
      name: 'unit',
      command: 'vitest run --reporter=default --reporter=json --outputFile.json=test-results/unit.json',
    },
    { name: 'typecheck', command: 'tsc --noEmit' },
    { name: 'lint', command: 'biome check .' },
    { name: 'locales', command: `${TS} scripts/check-locales.ts` },
    { name: 'colours', command: `${TS} scripts/check-colours.ts` },
    // the conventions that drift back when only a sentence says them (docs/design.md)
    { name: 'conventions', command: `${TS} scripts/check-conventions.ts` },
    // the published contract checked against the mock user-api running as a real server
    { name: 'contract', command: `${TS} scripts/contract.ts --mock` },
    // the field reports on, sent to the mock user-api's collector, which e2e/server-only/rum.spec.ts reads back
    { name: 'build', command: 'VITE_RUM_URL=/user-api/__mock/rum vite build' },
    { name: 'bundle check', command: `${TS} scripts/check-bundle.ts dist`, needs: ['build'] },
  ],
  [
    { name: 'build (mock)', command: 'vite build --mode mock --outDir dist-mock' },
    {
      name: 'webkit',
      command: 'vitest run --config e2e-webkit/vitest.config.ts',
      needs: ['build (mock)'],
      unavailable: missingWebKit(),
    },
  ],
];
const browser: Step = { name: 'browser', command: 'playwright test', needs: ['build', 'build (mock)'] };

mkdirSync('test-results', { recursive: true });
// a left-out or blocked WebKit lane writes no report: an older one must not be counted as this run's
const WEBKIT_REPORT = 'test-results/webkit.json';
rmSync(WEBKIT_REPORT, { force: true });
const startedAll = Date.now();
const results = new Map<string, Result>();
const env = {
  ...process.env,
  FORCE_COLOR: '0',
  PATH: [resolve('node_modules/.bin'), process.env.PATH].join(delimiter),
};

/** Each step's end, for a step of the other lane that needs it. */
const ended = new Map<string, { promise: Promise<void>; resolve: () => void }>();
for (const { name } of [...lanes.flat(), browser]) {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  ended.set(name, { promise, resolve });
}

/** Runs a step once the steps it needs have ended, its output streamed (`live`) or printed whole once it ends. */
async function run(step: Step, live: boolean): Promise<void> {
  await Promise.all((step.needs ?? []).map((need) => ended.get(need)?.promise));
  await start(step, live);
  ended.get(step.name)?.resolve();
}

function start(step: Step, live: boolean): Promise<void> {
  if (step.unavailable && !process.env.CI) {
    console.log(`\n=== ${step.name}: left out (${step.unavailable})`);
    results.set(step.name, { ok: true, seconds: 0, skipped: true });
    return Promise.resolve();
  }
  if (step.unavailable) {
    console.log(`\n=== ${step.name}: ${step.unavailable}`);
    results.set(step.name, { ok: false, seconds: 0 });
    return Promise.resolve();
  }
  const blocked = step.needs?.find((need) => !results.get(need)?.ok);
  if (blocked) {
    console.log(`\n=== ${step.name}: skipped (${blocked} failed)`);
    results.set(step.name, { ok: false, seconds: 0, skipped: true });
    return Promise.resolve();
  }
  if (live) console.log(`\n=== ${step.name}: ${step.command}`);
  const started = Date.now();
  const child = spawn(step.command, { shell: true, env, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((done) => {
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      results.set(step.name, { ok: code === 0, seconds });
      if (!live) {
        console.log(`\n=== ${step.name}: ${step.command} (${seconds.toFixed(1)} s)`);
        process.stdout.write(Buffer.concat(output));
      }
      done();
    });
  });
}

await Promise.all(
  lanes.map(async (lane) => {
    for (const step of lane) await run(step, false);
  }),
);
await run(browser, true);

function readJson<T>(path: string): T | null {
  try {
    return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null;
  } catch {
    return null;
  }
}

type VitestCounts = { numPassedTests: number; numFailedTests: number };
const unit = readJson<VitestCounts & VitestReport>('test-results/unit.json');
const webkit = readJson<VitestCounts & VitestReport>(WEBKIT_REPORT);
const e2e = readJson<
  { stats: { expected: number; unexpected: number; flaky: number; skipped: number } } & PlaywrightReport
>('test-results/e2e.json');

console.log('\n=== Summary');
for (const { name } of [...lanes.flat(), browser]) {
  const result = results.get(name);
  if (!result) continue;
  const status = result.skipped ? 'SKIP' : result.ok ? 'ok  ' : 'FAIL';
  console.log(`${status} ${name.padEnd(14)} ${result.seconds.toFixed(1)} s`);
}
const passed =
  (unit?.numPassedTests ?? 0) + (webkit?.numPassedTests ?? 0) + (e2e ? e2e.stats.expected + e2e.stats.flaky : 0);
const failed = (unit?.numFailedTests ?? 0) + (webkit?.numFailedTests ?? 0) + (e2e?.stats.unexpected ?? 0);
const counts = (report: VitestCounts | null) =>
  report ? `${report.numPassedTests} passed, ${report.numFailedTests} failed` : 'no report';
console.log(`unit tests: ${counts(unit)}`);
console.log(`webkit tests: ${results.get('webkit')?.skipped ? 'left out' : counts(webkit)}`);
console.log(`browser tests: ${e2e ? `${e2e.stats.expected} passed, ${e2e.stats.unexpected} failed` : 'no report'}`);
const failedSteps = [...results.entries()].filter(([, r]) => !r.ok);
// A failed test step is already counted by its failed tests; a step that failed without one (a typecheck, a
// build, a runner that crashed) counts as one failure of its own.
const stepFailures = failedSteps.filter(
  ([name]) =>
    !(name === 'unit' && (unit?.numFailedTests ?? 0) > 0) &&
    !(name === 'webkit' && (webkit?.numFailedTests ?? 0) > 0) &&
    !(name === 'browser' && (e2e?.stats.unexpected ?? 0) > 0),
).length;
for (const line of failedTestLines({ unit, webkit, browser: e2e })) console.log(line);
console.log(`whole run      ${((Date.now() - startedAll) / 1000).toFixed(1)} s`);
console.log(`${passed} passed, ${failed + stepFailures} failed`);
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);
