import { writeFileSync } from 'node:fs';
import { benchDevServer } from './dev-server';
import { largestPaintMarkdown, sharedPartsMarkdown } from './evidence';
import { BENCH_OUT_DIR, FLOORS } from './floor';
import { measureLoad } from './load';
import { markdown, printTable, type Row, TARGET } from './report';
import { BENCH_ROUTES, urlOf } from './routes';
import { argument, launch, resetMockApi, runToEnd, startBench, stopAll } from './setup';
import { printTaps, printWarm, type TapRow, tapsAndWarmMarkdown } from './tap-report';
import { measureTap, TAPS } from './taps';
import { lighthouse, readyUnderThrottling } from './throttled';
import { measureWarm, type WarmRow } from './warm';

/**
 * `npm run bench [-- --runs N] [-- --only home,pendingList] [-- --taps consent,tabOrder] [-- --files]
 * [-- --markdown docs/performance.md]` (`--runs 0`: JS and waves only, in a minute; `--taps`: only these taps,
 * by key (bench/taps.ts), beside the tap floor; `--files`: each route's own files; `--markdown <file>`: also
 * writes the tables, with the machine, the date and the routes and runs they hold, as Markdown; not with
 * `--dev`): builds for production (mocks off) and the floor pages beside it (bench/floor.ts), serves them as
 * deployed with the mock user-api behind (bench/setup.ts, bench/server.ts), and for the floors and every route
 * of spec section 2 (bench/routes.ts) prints:
 * - JS: the gzip size of the JS loaded to show the screen, and its own part beyond what every route shares;
 * - API waves before the screen is ready (every call answered 400 ms late), and in all;
 * - Lighthouse 12 mobile LCP, main-thread work (until idle), TBT and CLS (simulated throttling), N runs;
 * - Ready: from navigation to the screen drawn with its answers, under DevTools throttling, N runs;
 * each timed figure also as a multiple of the floor's (bench/report.ts has the targets), and each route's five
 * longest tasks; then, with N > 0:
 * - the taps: each main interaction's Event Timing duration at 4x CPU, against the tap floor's (bench/taps.ts);
 * - the returning customer: Home's and the cabinet link's second visit, when measured (bench/warm.ts).
 * The runs go round all pages in turn, the floor first, so that a spell of load on the machine falls on every
 * page alike. With N > 1: min, median, max and how many runs met each target. It prints numbers; it never
 * fails on them (a tap that had no effect stops it: its figure would mean nothing).
 * `-- --dev` measures the dev server instead (bench/dev-server.ts).
 */
const DEBUG_PORT = 9333;
const API_DELAY_MS = 400;

const RUNS = Math.max(0, Number(argument('--runs') ?? 1) || 0);
const only = argument('--only')?.split(',');
const markdownFile = argument('--markdown');
const routes = BENCH_ROUTES.filter((route) => !only || only.includes(route.route));
const tapKeys = argument('--taps')?.split(',');
// the tap floor always: every tap is read as a multiple of it
const taps = TAPS.filter((tap) => !tapKeys || tap.key === 'floor' || tapKeys.includes(tap.key));
/** The returning customer's routes among those measured: Home and the cabinet link. */
const warmRoutes = routes.filter((route) => TARGET.entryRoutes.includes(route.route));

async function main() {
  if (process.argv.includes('--dev')) {
    const browser = await launch();
    await benchDevServer(browser, routes);
    await browser.close();
    return;
  }
  const { base, served, token: firstToken } = await startBench();
  // a box opening moves the mock's data on: the bench resets it and logs in again (setup.ts), with a new token
  let token = firstToken;
  const browser = await launch();
  // the taps and the returning customer in a browser that lets the app's service worker register (setup.ts)
  const withWorker = await launch({ worker: true });

  const pages = [
    ...FLOORS.map((floor) => ({
      name: floor.name,
      route: floor.route as string,
      url: `${base}${floor.path}`,
      session: false,
      html: `${BENCH_OUT_DIR}${floor.path}index.html`,
    })),
    ...routes.map((route) => ({
      name: route.name,
      route: route.route as string,
      url: urlOf(base, route),
      session: route.session,
      html: `${BENCH_OUT_DIR}/index.html`,
    })),
  ];
  const rows: Row[] = [];
  for (const page of pages) {
    process.stdout.write(`${page.name}… `);
    const options = { ...page, token: page.session ? token : null, base, root: BENCH_OUT_DIR, delayMs: API_DELAY_MS };
    const load = await measureLoad(browser, options);
    rows.push({ name: page.name, route: page.route, load, lighthouse: [], ready: [] });
  }
  // the returning customer: the floor (its cold LCP the unit), then Home and the cabinet link, when measured
  const warmPages = warmRoutes.length
    ? pages.filter((page) => page.route === 'floor' || warmRoutes.some((route) => route.route === page.route))
    : [];
  const warmRows: WarmRow[] = warmPages.map((page) => ({ name: page.name, route: page.route, runs: [] }));
  const tapRows: TapRow[] = taps.map((tap) => ({ tap, runs: [] }));
  for (let run = 0; run < RUNS; run++) {
    process.stdout.write(`\nrun ${run + 1}/${RUNS}: `);
    for (const [at, page] of pages.entries()) {
      const row = rows[at];
      if (!row) continue;
      process.stdout.write(`${page.route} `);
      const options = { base, url: page.url, route: page.route, token: page.session ? token : null };
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
    for (const [at, page] of warmPages.entries()) {
      process.stdout.write(`warm:${page.route} `);
      const options = { base, url: page.url, route: page.route, token: page.session ? token : null };
      warmRows[at]?.runs.push(await measureWarm(withWorker, options));
    }
    // the tap floor first and again last: the unit of every tap, from twice as many runs
    for (const row of [...tapRows, ...tapRows.filter((floor) => floor.tap.key === 'floor')]) {
      process.stdout.write(`tap:${row.tap.key} `);
      if (row.tap.resets) token = await resetMockApi();
      row.runs.push(await measureTap(withWorker, base, row.tap, token));
    }
  }
  const chromiumVersion = browser.version();
  await browser.close();
  await withWorker.close();
  console.log('');
  const [floorRow, stackRow, ...routeRows] = rows;
  if (!floorRow) throw new Error('the floor page was not measured');
  const references = { floor: floorRow, stack: stackRow, served };
  printTable(routeRows, references, process.argv.includes('--files'));
  // with --runs 0 nothing was timed: no taps, no returning customer
  const timedTaps = RUNS > 0 ? tapRows : [];
  const timedWarm = RUNS > 0 ? warmRows : [];
  printTaps(timedTaps);
  printWarm(timedWarm);
  if (markdownFile) {
    const routesTable = markdown(routeRows, references, { chromiumVersion, runs: RUNS, only: only !== undefined });
    const evidence = [...sharedPartsMarkdown(routeRows, references), ...largestPaintMarkdown(routeRows, references)];
    writeFileSync(markdownFile, [routesTable, ...evidence, ...tapsAndWarmMarkdown(timedTaps, timedWarm)].join('\n'));
    console.log(`\nWrote ${markdownFile}`);
  }
  stopAll();
}

runToEnd(main);
