import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

/**
 * `npm test`: typecheck, lint, locale check, unit and screen tests, both builds, the bundle check and the
 * browser tests in Chromium, then one summary. Exits non-zero if any step fails.
 */
type Step = { name: string; command: string; needs?: string[] };

const steps: Step[] = [
  { name: 'typecheck', command: 'npx tsc --noEmit' },
  { name: 'lint', command: 'npx biome check .' },
  { name: 'locales', command: 'npx tsx scripts/check-locales.ts' },
  { name: 'colours', command: 'npx tsx scripts/check-colours.ts' },
  {
    name: 'unit',
    command: 'npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/unit.json',
  },
  // the published contract checked against the mock user-api running as a real server
  { name: 'contract', command: 'npx tsx scripts/contract.ts --mock' },
  { name: 'build', command: 'npx vite build' },
  { name: 'build (mock)', command: 'npx vite build --mode mock --outDir dist-mock' },
  { name: 'bundle check', command: 'npx tsx scripts/check-bundle.ts dist', needs: ['build'] },
  { name: 'browser', command: 'npx playwright test', needs: ['build', 'build (mock)'] },
];

mkdirSync('test-results', { recursive: true });
const results = new Map<string, { ok: boolean; seconds: number; skipped?: boolean }>();

for (const step of steps) {
  const blocked = step.needs?.find((need) => !results.get(need)?.ok);
  if (blocked) {
    console.log(`\n=== ${step.name}: skipped (${blocked} failed)`);
    results.set(step.name, { ok: false, seconds: 0, skipped: true });
    continue;
  }
  console.log(`\n=== ${step.name}: ${step.command}`);
  const started = Date.now();
  const run = spawnSync(step.command, { stdio: 'inherit', shell: true, env: { ...process.env, FORCE_COLOR: '0' } });
  results.set(step.name, { ok: run.status === 0, seconds: (Date.now() - started) / 1000 });
}

function readJson<T>(path: string): T | null {
  try {
    return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null;
  } catch {
    return null;
  }
}

const unit = readJson<{ numPassedTests: number; numFailedTests: number }>('test-results/unit.json');
const e2e = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(
  'test-results/e2e.json',
);

console.log('\n=== Summary');
for (const [name, result] of results) {
  const status = result.skipped ? 'SKIP' : result.ok ? 'ok  ' : 'FAIL';
  console.log(`${status} ${name.padEnd(14)} ${result.seconds.toFixed(1)} s`);
}
const passed = (unit?.numPassedTests ?? 0) + (e2e ? e2e.stats.expected + e2e.stats.flaky : 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats.unexpected ?? 0);
console.log(`unit tests: ${unit ? `${unit.numPassedTests} passed, ${unit.numFailedTests} failed` : 'no report'}`);
console.log(`browser tests: ${e2e ? `${e2e.stats.expected} passed, ${e2e.stats.unexpected} failed` : 'no report'}`);
const failedSteps = [...results.entries()].filter(([, r]) => !r.ok);
// A failed test step is already counted by its failed tests; a step that failed without one (a typecheck, a
// build, a runner that crashed) counts as one failure of its own.
const stepFailures = failedSteps.filter(
  ([name]) =>
    !(name === 'unit' && (unit?.numFailedTests ?? 0) > 0) && !(name === 'browser' && (e2e?.stats.unexpected ?? 0) > 0),
).length;
console.log(`${passed} passed, ${failed + stepFailures} failed`);
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);
