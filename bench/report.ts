import { cpus, totalmem } from 'node:os';
import type { Load } from './load';
import type { LighthouseResult } from './throttled';

/**
 * The bench's table, printed and as Markdown. Every timed figure is also given as a multiple of the floor's (the
 * floor: React and react-dom rendering one static screen, bench/floor/, measured in the same run), and the
 * targets are set against it, so that they hold on a quiet machine and a loaded one alike. The stack floor
 * (bench/floor-stack/: the same screen drawn through every library the app starts with) follows it: the size
 * of Home and the cabinet link and every route's main-thread work are held to it (issue 49), as what a route
 * costs beyond it is the app's own.
 */
export type Row = {
  name: string;
  route: string;
  load: Load;
  lighthouse: LighthouseResult[];
  ready: number[];
};

/** Multiples of the floor's medians, and the size targets (gzip bytes). */
export const TARGET = {
  lcpOfFloorLcp: 1.5,
  readyOfFloorLcp: 2.5,
  /** Main-thread work: a multiple of the stack floor's. */
  mainThreadOfStack: 3,
  /** The routes customers open the app on, Home and the cabinet link: at most this beyond the stack floor's JS. */
  entryJsBeyondStack: 30 * 1024,
  entryRoutes: ['home', 'pendingList'],
  js: 160 * 1024,
  ownJs: 30 * 1024,
  waves: 2,
  /** Runs that must meet a timed target: 4 of 5. */
  share: 0.8,
};

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;
/** A row of a Markdown table, its cells' pipes escaped. */
export const tableRow = (cells: string[]) => `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
export const sum = (sizes: Iterable<number>) => [...sizes].reduce((total, size) => total + size, 0);
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const times = (ratio: number) => (Number.isFinite(ratio) ? `${ratio.toFixed(1)}×` : '-');

/** The floor's medians the targets are multiples of. */
type Floor = { lcp: number; mainThread: number; js: number };

export function floorOf(row: Row): Floor {
  return {
    lcp: median(row.lighthouse.map((run) => run.lcp)),
    mainThread: median(row.lighthouse.map((run) => run.mainThread)),
    js: sum(row.load.js.values()),
  };
}

/**
 * One timed figure of one route: the value (one run) or 'min–max m<median>', then the median as a multiple of
 * `unit`, then how many runs met `target` (✗ when fewer than 4 in 5 did). No target: the figure only.
 */
export function timed(values: number[], unit: number, target?: number): [string, string] {
  if (values.length === 0) return ['-', '-'];
  const sorted = [...values].sort((a, b) => a - b);
  const value =
    values.length === 1
      ? seconds(values[0] ?? 0)
      : `${seconds(sorted[0] ?? 0)}–${seconds(sorted.at(-1) ?? 0)} m${seconds(median(values))}`;
  if (target === undefined) return [value, times(median(values) / unit)];
  const met = values.filter((ms) => ms <= target).length;
  const verdict = met >= Math.ceil(values.length * TARGET.share) ? '' : ' ✗';
  return [value, `${times(median(values) / unit)}${values.length > 1 ? ` ${met}/${values.length}` : ''}${verdict}`];
}

export const COLUMNS: [string, number][] = [
  ['route', -27],
  ['JS KB', 7],
  ['own KB', 7],
  ['later KB', 9],
  ['waves', 6],
  ['all (calls)', 11],
  ['LCP s', 17],
  ['×floor LCP', 12],
  ['Ready s', 17],
  ['×floor LCP', 12],
  ['main s', 17],
  ['×stack', 10],
  ['TBT ms', 7],
  ['CLS', 6],
];

/** The files every route loads (the boot script, the start-up chunk, React DOM): the rest is a route's own. */
export function sharedFiles(rows: Row[]): string[] {
  return [...(rows[0]?.load.js.keys() ?? [])].filter((path) => rows.every((row) => row.load.js.has(path)));
}

/** A route's own JS: the gzip bytes of its files beyond those every route shares. */
export const ownJs = (row: Row, shared: string[]) =>
  sum([...row.load.js].filter(([path]) => !shared.includes(path)).map(([, size]) => size));

/** One row's cells, in the order of COLUMNS; the floor's row has no targets of its own. */
export function cellsOf(row: Row, shared: string[], floor: Floor, stack: Floor, isFloor = false): string[] {
  const js = sum(row.load.js.values());
  const own = ownJs(row, shared);
  const jsTarget = TARGET.entryRoutes.includes(row.route) ? stack.js + TARGET.entryJsBeyondStack : TARGET.js;
  const lh = row.lighthouse;
  const target = (multiple: number, unit: number) => (isFloor ? undefined : multiple * unit);
  return [
    row.name + (row.load.heavy ? ' (map/decoder!)' : ''),
    kb(js) + (!isFloor && js > jsTarget ? '✗' : ''),
    isFloor ? '-' : kb(own) + (own > TARGET.ownJs ? '✗' : ''),
    kb(row.load.laterJs),
    String(row.load.wavesToReady) + (row.load.wavesToReady > TARGET.waves ? '✗' : ''),
    `${row.load.waves} (${row.load.calls})`,
    ...timed(
      lh.map((run) => run.lcp),
      floor.lcp,
      target(TARGET.lcpOfFloorLcp, floor.lcp),
    ),
    ...timed(row.ready, floor.lcp, target(TARGET.readyOfFloorLcp, floor.lcp)),
    ...timed(
      lh.map((run) => run.mainThread),
      stack.mainThread,
      target(TARGET.mainThreadOfStack, stack.mainThread),
    ),
    lh.length ? String(Math.round(median(lh.map((run) => run.tbt)))) : '-',
    lh.length ? Math.max(...lh.map((run) => run.cls)).toFixed(3) : '-',
  ];
}

/** The files every route loads, and their size. */
export function sharedLine(rows: Row[], shared: string[]): string {
  return `shared by every route: ${kb(sum(shared.map((path) => rows[0]?.load.js.get(path) ?? 0)))} KB gzip (${shared.join(', ')})`;
}

/** The references measured beside the routes: the floor, whose medians the targets multiply, and the stack floor. */
export type References = { floor: Row; stack?: Row; served: string };

/** What the columns mean, below the table. */
export function legend(floor: Floor, stack: Floor, served: string): string[] {
  return [
    `floor: React and react-dom rendering one static screen (bench/floor/), built and served as the app, in the same`,
    `run: LCP ${seconds(floor.lcp)} s, main-thread work ${seconds(floor.mainThread)} s, JS ${kb(floor.js)} KB (medians). stack floor: the`,
    `same screen drawn through every library the app starts with (bench/floor-stack/): main-thread work`,
    `${seconds(stack.mainThread)} s, JS ${kb(stack.js)} KB. Served by ${served}.`,
    `JS: gzip KB loaded to show the screen, until Ready (target <= the stack floor's + ${TARGET.entryJsBeyondStack / 1024} = ${kb(stack.js + TARGET.entryJsBeyondStack)} for home and the cabinet link, <= ${TARGET.js / 1024}`,
    `for every route); own: beyond the files every route shares (target <= ${TARGET.ownJs / 1024}); later: JS asked for after Ready`,
    `until the network is idle (the likely next screens' files, preloaded at idle: src/app/likely-screens.ts); waves: API waves before Ready`,
    `(target <= ${TARGET.waves}), all: until the network is idle. LCP, main-thread work (until idle), TBT: Lighthouse 12 mobile,`,
    `simulated throttling; Ready: the screen drawn with its answers under DevTools throttling (150 ms RTT, 1.6 Mbps,`,
    `4x CPU). Targets, each in 4 of 5 runs: LCP <= ${TARGET.lcpOfFloorLcp}x the floor's LCP, Ready <= ${TARGET.readyOfFloorLcp}x the floor's LCP,`,
    `main-thread work <= ${TARGET.mainThreadOfStack}x the stack floor's (its × column). With runs > 1: min–max, m median; ×: the median as a`,
    `multiple of the floor's median, then the runs that met the target; ✗: a target missed. CLS: the worst run.`,
  ];
}

/** The run with the median main-thread work: where a route's time goes. */
function medianRun(row: Row): LighthouseResult | undefined {
  const runs = [...row.lighthouse].sort((a, b) => a.mainThread - b.mainThread);
  return runs[Math.floor((runs.length - 1) / 2)];
}

/** A route's five longest tasks and its main-thread time by kind of work, in its median run. */
export function whereTimeGoes(row: Row): string {
  const run = medianRun(row);
  if (!run) return 'no timed run';
  const tasks = run.longTasks.map((task) => `${task.ms} ${task.file}`).join(', ') || 'none';
  const groups = run.workGroups
    .slice(0, 4)
    .map((group) => `${group.group} ${group.ms}`)
    .join(', ');
  return `${tasks}; by kind: ${groups}`;
}

/** The table, as the terminal shows it. */
export function printTable(rows: Row[], references: References, showFiles: boolean): void {
  const { floor: floorRow, stack } = references;
  const shared = sharedFiles(rows);
  const floor = floorOf(floorRow);
  // without the stack floor (an --only run may leave it out), the floor stands in for it
  const stackFloor = floorOf(stack ?? floorRow);
  const line = (cells: string[]) =>
    cells
      .map((cell, at) => {
        const width = COLUMNS[at]?.[1] ?? 0;
        return width < 0 ? cell.padEnd(-width) : cell.padStart(width);
      })
      .join(' ');
  console.log(`\n${line(COLUMNS.map(([heading]) => heading))}`);
  for (const reference of [floorRow, stack ?? []].flat())
    console.log(line(cellsOf(reference, [], floor, stackFloor, true)));
  for (const row of rows) console.log(line(cellsOf(row, shared, floor, stackFloor)));
  if (showFiles) {
    console.log("\nEach route's own files (gzip KB):");
    for (const row of rows) {
      const own = [...row.load.js].filter(([path]) => !shared.includes(path)).sort(([, a], [, b]) => b - a);
      console.log(
        `  ${row.name.padEnd(27)} ${own.map(([path, size]) => `${path.replace('/assets/', '')} ${kb(size)}`).join(', ')}`,
      );
    }
  }
  console.log(['', sharedLine(rows, shared), ...legend(floor, stackFloor, references.served)].join('\n'));
  console.log(
    '\nFive longest main-thread tasks (Lighthouse, 4x CPU; ms and the file charged) and main-thread ms by kind,',
    'in the run with the median main-thread work:',
  );
  for (const row of [floorRow, stack ?? [], rows].flat()) console.log(`  ${row.name.padEnd(27)} ${whereTimeGoes(row)}`);
}

/** The machine the bench ran on, as a reader needs it to compare: cores, memory, Node and Chromium. */
function machine(chromiumVersion: string): string {
  const cores = cpus();
  const memory = `${Math.round(totalmem() / 1024 ** 3)} GB`;
  return `${cores.length} cores (${cores[0]?.model.trim() ?? 'unknown CPU'}), ${memory} memory, Node ${process.version}, Chromium ${chromiumVersion}`;
}

/** The table as Markdown: the machine, the date, the routes and runs it holds, then the same figures. */
export function markdown(
  rows: Row[],
  references: References,
  options: { chromiumVersion: string; runs: number; only: boolean },
): string {
  const { floor: floorRow, stack } = references;
  const shared = sharedFiles(rows);
  const floor = floorOf(floorRow);
  // without the stack floor (an --only run may leave it out), the floor stands in for it
  const stackFloor = floorOf(stack ?? floorRow);
  const which = options.only
    ? rows.map((row) => `\`${row.name}\``).join(', ')
    : `every route of spec section 2 (${rows.length})`;
  const runs =
    options.runs === 0
      ? 'no timed runs (sizes and waves only)'
      : `${options.runs} timed run${options.runs === 1 ? '' : 's'} each`;
  return [
    '# Performance',
    '',
    `Written by \`npm run bench -- ${process.argv.slice(2).join(' ')}\` on ${new Date().toISOString().slice(0, 10)}:`,
    `${which}, ${runs}, and the two floor pages in the same run.`,
    '',
    `Machine: ${machine(options.chromiumVersion)}. Served by ${references.served}.`,
    '',
    'Run the bench again to replace this file (`npm run bench -- --markdown docs/performance.md`, with `--runs N`',
    'and `--only a,b` as needed); the commit log keeps the earlier tables. What each column means is below it.',
    "Lighthouse's and Ready's times move with the machine's load, which is why the targets are multiples of the",
    "floor's figures from the same run: compare the multiples, not the seconds of different days or machines.",
    '',
    tableRow(COLUMNS.map(([heading]) => heading)),
    `|${COLUMNS.map(([, width]) => (width < 0 ? ' --- ' : ' ---: ')).join('|')}|`,
    ...[floorRow, stack ?? []].flat().map((reference) => tableRow(cellsOf(reference, [], floor, stackFloor, true))),
    ...rows.map((row) => tableRow(cellsOf(row, shared, floor, stackFloor))),
    '',
    ...legend(floor, stackFloor, references.served),
    '',
    `${sharedLine(rows, shared).replace(/\/assets\//g, '')}.${
      options.only
        ? ' With only these routes, the shared files are those they all load, and "own" what the others here do' +
          ' not: an every-route run is the measure of own JS.'
        : ''
    }`,
    '',
    '## Where the main-thread time goes',
    '',
    "Lighthouse, 4x CPU: each route's five longest tasks (ms and the file charged) and its main-thread ms by kind",
    'of work, in the run with the median main-thread work.',
    '',
    ...[floorRow, stack ?? [], rows].flat().map((row) => `- ${row.name}: ${whereTimeGoes(row)}`),
    '',
  ].join('\n');
}
