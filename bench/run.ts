import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../playwright.config';
import { benchDevServer } from './dev-server';
import { type Load, measureLoad } from './load';
import { BENCH_ROUTES, urlOf } from './routes';
import { type LighthouseResult, lighthouse, readyUnderThrottling } from './throttled';

/**
 * `npm run bench [-- --runs N] [-- --only home,pendingList] [-- --files] [-- --markdown docs/performance.md]`
 * (`--runs 0`: JS and waves only, in a minute; `--files`: each route's own files; `--markdown <file>`: also
 * writes the table, with the machine, the date and the routes and runs it holds, as Markdown; not with
 * `--dev`): builds for production (mocks off), serves it
 * with the mock user-api as an HTTP server, and for every route of spec section 2 (bench/routes.ts) prints:
 * - JS: the gzip size of the JS loaded to show the screen, and its own part beyond what every route shares;
 * - API waves before the screen is ready (every call answered 400 ms late), and in all;
 * - Lighthouse 12 mobile LCP, TBT and CLS (simulated throttling), N runs;
 * - Ready: from navigation to the screen drawn with its answers, under DevTools throttling, N runs.
 * With N > 1: min, median, max and how many runs met each target. It prints numbers; it never fails on them.
 * `-- --dev` measures the dev server instead (bench/dev-server.ts).
 */
const TARGET = { lcp: 1200, tbt: 50, ready: 1500, initialJs: 100 * 1024, ownJs: 30 * 1024, waves: 2 };
const API_PORT = 3201;
const WEB_PORT = 4273;
const DEBUG_PORT = 9333;
const API_DELAY_MS = 400;
const base = `http://127.0.0.1:${WEB_PORT}`;

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const RUNS = Math.max(0, Number(argument('--runs') ?? 1) || 0);
const only = argument('--only')?.split(',');
const markdownFile = argument('--markdown');
const routes = BENCH_ROUTES.filter((route) => !only || only.includes(route.route));

const children: ChildProcess[] = [];
function start(command: string, env: Record<string, string> = {}) {
  children.push(spawn(command, { shell: true, stdio: 'ignore', env: { ...process.env, ...env }, detached: true }));
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
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

async function demoToken(): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${API_PORT}/user-api/auth/password-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone: '13800138000', password: 'demo123' }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;
const sum = (sizes: Iterable<number>) => [...sizes].reduce((total, size) => total + size, 0);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;

/** 'min-max, median m (k/N met)' for one figure of one route, or the one value for one run. */
function spread(values: number[], show: (value: number) => string, target: number): string {
  if (values.length === 0) return '-';
  const met = values.filter((value) => value <= target).length;
  if (values.length === 1) return `${show(values[0] ?? 0)}${met ? '' : ' ✗'}`;
  const sorted = [...values].sort((a, b) => a - b);
  return `${show(sorted[0] ?? 0)}–${show(sorted.at(-1) ?? 0)} m${show(median(values))} ${met}/${values.length}`;
}

type Row = { name: string; load: Load; lighthouse: LighthouseResult[]; ready: number[] };

const COLUMNS: [string, number][] = [
  ['route', -27],
  ['JS KB', 6],
  ['own KB', 6],
  ['waves', 6],
  ['all (calls)', 11],
  ['LCP s', 20],
  ['TBT ms', 18],
  ['CLS', 6],
  ['Ready s', 20],
];

/** The files every route loads (the boot script, the start-up chunk, React DOM): the rest is a route's own. */
function sharedFiles(rows: Row[]): string[] {
  return [...(rows[0]?.load.js.keys() ?? [])].filter((path) => rows.every((row) => row.load.js.has(path)));
}

/** One row's cells, in the order of COLUMNS. */
function cellsOf(row: Row, shared: string[]): string[] {
  const js = sum(row.load.js.values());
  const own = sum([...row.load.js].filter(([path]) => !shared.includes(path)).map(([, size]) => size));
  return [
    row.name + (row.load.heavy ? ' (map/decoder!)' : ''),
    kb(js),
    kb(own) + (own > TARGET.ownJs ? '✗' : ''),
    String(row.load.wavesToReady) + (row.load.wavesToReady > TARGET.waves ? '✗' : ''),
    `${row.load.waves} (${row.load.calls})`,
    spread(
      row.lighthouse.map((run) => run.lcp),
      (ms) => (ms / 1000).toFixed(2),
      TARGET.lcp,
    ),
    spread(
      row.lighthouse.map((run) => run.tbt),
      (ms) => String(Math.round(ms)),
      TARGET.tbt,
    ),
    row.lighthouse.length ? Math.max(...row.lighthouse.map((run) => run.cls)).toFixed(3) : '-',
    spread(row.ready, (ms) => (ms / 1000).toFixed(2), TARGET.ready),
  ];
}

/** The files every route loads, and their size. */
function sharedLine(rows: Row[], shared: string[]): string {
  return `shared by every route: ${kb(sum(shared.map((path) => rows[0]?.load.js.get(path) ?? 0)))} KB gzip (${shared.join(', ')})`;
}

/** What the columns mean, below the table. */
function legend(): string[] {
  return [
    'JS: gzip KB loaded to show the screen (target <= 100 for home and the cabinet link); own: beyond the shared',
    'files (target <= 30); waves: API waves before Ready (target <= 2), all: until the network is idle;',
    `LCP/TBT: Lighthouse 12 mobile, simulated throttling (targets ${TARGET.lcp / 1000} s, ${TARGET.tbt} ms, in 4 of 5 runs);`,
    'CLS: the worst run (target 0); Ready: the screen drawn with its answers, DevTools throttling (150 ms RTT,',
    `1.6 Mbps, 4x CPU; target median <= ${TARGET.ready / 1000} s). With runs > 1: min–max, m median, runs that met the target.`,
  ];
}

/** Each route's five longest main-thread tasks, in its run with the median TBT: where the blocking time goes. */
function longTasksOf(row: Row): string {
  const runs = [...row.lighthouse].sort((a, b) => a.tbt - b.tbt);
  const run = runs[Math.floor((runs.length - 1) / 2)];
  return run?.longTasks.map((task) => `${task.ms} ${task.file}`).join(', ') || 'none';
}

function table(rows: Row[]) {
  const shared = sharedFiles(rows);
  const line = (cells: string[]) =>
    cells
      .map((cell, at) => {
        const width = COLUMNS[at]?.[1] ?? 0;
        return width < 0 ? cell.padEnd(-width) : cell.padStart(width);
      })
      .join(' ');
  console.log(`\n${line(COLUMNS.map(([heading]) => heading))}`);
  for (const row of rows) console.log(line(cellsOf(row, shared)));
  if (process.argv.includes('--files')) {
    console.log("\nEach route's own files (gzip KB):");
    for (const row of rows) {
      const own = [...row.load.js].filter(([path]) => !shared.includes(path)).sort(([, a], [, b]) => b - a);
      console.log(
        `  ${row.name.padEnd(27)} ${own.map(([path, size]) => `${path.replace('/assets/', '')} ${kb(size)}`).join(', ')}`,
      );
    }
  }
  console.log(['', sharedLine(rows, shared), ...legend()].join('\n'));
  console.log('\nLongest main-thread tasks (Lighthouse, 4x CPU; ms and the file charged), median-TBT run:');
  for (const row of rows) console.log(`  ${row.name.padEnd(27)} ${longTasksOf(row)}`);
}

/** The machine the bench ran on, as a reader needs it to compare: cores, memory, Node and Chromium. */
function machine(chromiumVersion: string): string {
  const cores = cpus();
  const memory = `${Math.round(totalmem() / 1024 ** 3)} GB`;
  return `${cores.length} cores (${cores[0]?.model.trim() ?? 'unknown CPU'}), ${memory} memory, Node ${process.version}, Chromium ${chromiumVersion}`;
}

/** The table printed, as Markdown: the machine, the date, the routes and runs it holds, then the same figures. */
function markdown(rows: Row[], chromiumVersion: string): string {
  const shared = sharedFiles(rows);
  const escapeCell = (cell: string) => cell.replace(/\|/g, '\\|');
  const tableRow = (cells: string[]) => `| ${cells.map(escapeCell).join(' | ')} |`;
  const which = only
    ? rows.map((row) => `\`${row.name}\``).join(', ')
    : `every route of spec section 2 (${rows.length})`;
  const runs = RUNS === 0 ? 'no timed runs (sizes and waves only)' : `${RUNS} timed run${RUNS === 1 ? '' : 's'} each`;
  return [
    '# Performance',
    '',
    `Written by \`npm run bench -- ${process.argv.slice(2).join(' ')}\` on ${new Date().toISOString().slice(0, 10)}:`,
    `${which}, ${runs}.`,
    '',
    `Machine: ${machine(chromiumVersion)}.`,
    '',
    'Run the bench again to replace this file (`npm run bench -- --markdown docs/performance.md`, with `--runs N`',
    'and `--only a,b` as needed); the commit log keeps the earlier tables. What each column means is below it.',
    "Lighthouse's and Ready's times move with the machine's load: compare rows of one run, not runs of different",
    'days or machines.',
    '',
    tableRow(COLUMNS.map(([heading]) => heading)),
    `|${COLUMNS.map(([, width]) => (width < 0 ? ' --- ' : ' ---: ')).join('|')}|`,
    ...rows.map((row) => tableRow(cellsOf(row, shared))),
    '',
    ...legend(),
    '',
    `${sharedLine(rows, shared).replace(/\/assets\//g, '')}.${
      only
        ? ' With only these routes, the shared files are those they all load, and "own" what the others here do' +
          ' not: an every-route run is the measure of own JS.'
        : ''
    }`,
    '',
    '## Longest main-thread tasks',
    '',
    'Lighthouse, 4x CPU; ms and the file charged, in the run with the median TBT.',
    '',
    ...rows.map((row) => `- ${row.name}: ${longTasksOf(row)}`),
    '',
  ].join('\n');
}

function launch() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
}

async function main() {
  if (process.argv.includes('--dev')) {
    const browser = await launch();
    await benchDevServer(browser, routes);
    await browser.close();
    return;
  }
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
  const browser = await launch();

  const rows: Row[] = [];
  for (const route of routes) {
    const url = urlOf(base, route);
    const session = route.session ? token : null;
    process.stdout.write(`${route.name}… `);
    const load = await measureLoad(browser, { base, url, route: route.route, token: session, delayMs: API_DELAY_MS });
    const row: Row = { name: route.name, load, lighthouse: [], ready: [] };
    for (let run = 0; run < RUNS; run++) {
      row.lighthouse.push(
        await lighthouse(
          { base, url, token: session, out: `bench/results/lighthouse-${route.route}.json` },
          DEBUG_PORT,
        ),
      );
      row.ready.push(await readyUnderThrottling(browser, { base, url, route: route.route, token: session }));
    }
    rows.push(row);
  }
  const chromiumVersion = browser.version();
  await browser.close();
  console.log('');
  table(rows);
  if (markdownFile) {
    writeFileSync(markdownFile, markdown(rows, chromiumVersion));
    console.log(`\nWrote ${markdownFile}`);
  }
  stopAll();
}

main().catch((error) => {
  console.error(error);
  stopAll();
  process.exit(1);
});
