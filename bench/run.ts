import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../playwright.config';
import { benchDevServer } from './dev-server';
import { BENCH_OUT_DIR, buildFloors, FLOORS } from './floor';
import { measureLoad } from './load';
import { markdown, printTable, type Row } from './report';
import { BENCH_ROUTES, urlOf } from './routes';
import { startBuildServer } from './server';
import { lighthouse, readyUnderThrottling } from './throttled';

/**
 * `npm run bench [-- --runs N] [-- --only home,pendingList] [-- --files] [-- --markdown docs/performance.md]`
 * (`--runs 0`: JS and waves only, in a minute; `--files`: each route's own files; `--markdown <file>`: also
 * writes the table, with the machine, the date and the routes and runs it holds, as Markdown; not with
 * `--dev`): builds for production (mocks off) and the two floor pages beside it (bench/floor.ts), serves them as
 * deployed with the mock user-api behind (bench/server.ts), and for the floors and every route of spec section 2
 * (bench/routes.ts) prints:
 * - JS: the gzip size of the JS loaded to show the screen, and its own part beyond what every route shares;
 * - API waves before the screen is ready (every call answered 400 ms late), and in all;
 * - Lighthouse 12 mobile LCP, main-thread work (until idle), TBT and CLS (simulated throttling), N runs;
 * - Ready: from navigation to the screen drawn with its answers, under DevTools throttling, N runs;
 * each timed figure also as a multiple of the floor's (bench/report.ts has the targets), and each route's five
 * longest tasks. The runs go round all pages in turn, the floor first, so that a spell of load on the machine
 * falls on every page alike. With N > 1: min, median, max and how many runs met each target. It prints numbers;
 * it never fails on them.
 * `-- --dev` measures the dev server instead (bench/dev-server.ts).
 */
const API_PORT = 3201;
const WEB_PORT = 4273;
const DEBUG_PORT = 9333;
const API_DELAY_MS = 400;

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const RUNS = Math.max(0, Number(argument('--runs') ?? 1) || 0);
const only = argument('--only')?.split(',');
const markdownFile = argument('--markdown');
const routes = BENCH_ROUTES.filter((route) => !only || only.includes(route.route));

const children: ChildProcess[] = [];
function start(command: string, env: Record<string, string> = {}): ChildProcess {
  const child = spawn(command, { shell: true, stdio: 'ignore', env: { ...process.env, ...env }, detached: true });
  children.push(child);
  return child;
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

/** Waits for a server to take connections (the build's, over TLS with the run's own certificate, included). */
async function waitForPort(port: number) {
  for (let i = 0; i < 120; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`nothing took connections on port ${port}`);
}

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
  execSync(`npx vite build --outDir ${BENCH_OUT_DIR}`, { stdio: 'ignore' });
  await buildFloors();
  mkdirSync('bench/results', { recursive: true });
  start('npx tsx mocks/server/main.ts', { MOCK_PORT: String(API_PORT) });
  const { base, served } = startBuildServer(start, { root: BENCH_OUT_DIR, port: WEB_PORT, apiPort: API_PORT });
  console.log(`Serving the build with ${served} at ${base}`);
  await waitFor(`http://127.0.0.1:${API_PORT}/user-api/sys/get-sys-language`);
  await waitForPort(WEB_PORT);
  const token = await demoToken();
  const browser = await launch();

  const pages = [
    ...FLOORS.map((floor) => ({
      name: floor.name,
      route: floor.route as string,
      url: `${base}${floor.path}`,
      token: null,
      html: `${BENCH_OUT_DIR}${floor.path}index.html`,
    })),
    ...routes.map((route) => ({
      name: route.name,
      route: route.route as string,
      url: urlOf(base, route),
      token: route.session ? token : null,
      html: `${BENCH_OUT_DIR}/index.html`,
    })),
  ];
  const rows: Row[] = [];
  for (const page of pages) {
    process.stdout.write(`${page.name}… `);
    const load = await measureLoad(browser, { ...page, base, root: BENCH_OUT_DIR, delayMs: API_DELAY_MS });
    rows.push({ name: page.name, route: page.route, load, lighthouse: [], ready: [] });
  }
  for (let run = 0; run < RUNS; run++) {
    process.stdout.write(`\nrun ${run + 1}/${RUNS}: `);
    for (const [at, page] of pages.entries()) {
      const row = rows[at];
      if (!row) continue;
      process.stdout.write(`${page.route} `);
      const options = { base, url: page.url, route: page.route, token: page.token };
      // Lighthouse now and then fails a run outright (a protocol timeout on a loaded machine): one more try, so
      // that an hour's bench is not lost to it; a second failure stops the bench with Lighthouse's reasons
      const measure = () => lighthouse({ ...options, out: `bench/results/lighthouse-${page.route}.json` }, DEBUG_PORT);
      row.lighthouse.push(
        await measure().catch((error: Error) => {
          console.warn(`\n${page.route}: Lighthouse failed (${error.message.split('\n').at(-1)}); once more`);
          return measure();
        }),
      );
      row.ready.push(await readyUnderThrottling(browser, options));
    }
  }
  const chromiumVersion = browser.version();
  await browser.close();
  console.log('');
  const [floorRow, stackRow, ...routeRows] = rows;
  if (!floorRow) throw new Error('the floor page was not measured');
  const references = { floor: floorRow, stack: stackRow, served };
  printTable(routeRows, references, process.argv.includes('--files'));
  if (markdownFile) {
    writeFileSync(
      markdownFile,
      markdown(routeRows, references, { chromiumVersion, runs: RUNS, only: only !== undefined }),
    );
    console.log(`\nWrote ${markdownFile}`);
  }
  stopAll();
}

main().catch((error) => {
  console.error(error);
  stopAll();
  process.exit(1);
});
