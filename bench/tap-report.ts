import { median, TARGET, tableRow } from './report';
import type { Tap, TapResult } from './taps';
import type { WarmRow } from './warm';
import { floorColdLcp, WARM_COLUMNS, warmCells, warmLegend } from './warm';

/**
 * The taps' table and the returning customer's, printed and as Markdown, beside the routes' (bench/report.ts).
 * A tap is read as a multiple of the tap floor's (bench/floor-tap/, measured in the same run), and beside the
 * in-app floor: the login consent box, a tap whose handler only ticks a box, so that what it costs is the app's
 * fixed cost of any tap.
 */
export type TapRow = { tap: Tap; runs: TapResult[] };

/** Every tap within 200 ms (INP's "good") and within 2.5 × the floor's tap, each in 4 of 5 runs. */
export const TAP_TARGET = { ms: 200, ofFloor: 2.5 };

export const TAP_COLUMNS: [string, number][] = [
  ['tap', -44],
  ['ms', 14],
  ['×floor', 7],
  ['<=200 ms', 9],
  ['<=2.5×floor', 11],
  ['-in-app floor', 13],
  ['delay/handlers/rest', 19],
  ['longest', 11],
];

const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return values.length === 1 ? String(values[0]) : `${sorted[0]}–${sorted.at(-1)} m${median(values)}`;
};

/** How many runs met `bound`, ✗ when fewer than 4 in 5 did. */
function met(values: number[], bound: number): string {
  const count = values.filter((ms) => ms <= bound).length;
  return `${count}/${values.length}${count >= Math.ceil(values.length * TARGET.share) ? '' : ' ✗'}`;
}

/** One tap's cells: the floor's row has no targets, the in-app floor's nothing to subtract. */
export function tapCells(row: TapRow, floorMs: number, inAppMs: number | null): string[] {
  const values = row.runs.map((run) => run.ms);
  const isFloor = row.tap.key === 'floor';
  const parts = (pick: (run: TapResult) => number) => median(row.runs.map(pick));
  const longest = row.runs[Math.floor((row.runs.length - 1) / 2)]?.event ?? '-';
  if (values.length === 0) return [row.tap.name, '-', '-', '-', '-', '-', '-', '-'];
  return [
    row.tap.name,
    spread(values),
    `${(median(values) / floorMs).toFixed(1)}×`,
    isFloor ? '-' : met(values, TAP_TARGET.ms),
    isFloor ? '-' : met(values, TAP_TARGET.ofFloor * floorMs),
    inAppMs === null || isFloor || row.tap.key === 'consent' ? '-' : `${median(values) - inAppMs}`,
    `${parts((run) => run.delay)}/${parts((run) => run.handlers)}/${parts((run) => run.paint)}`,
    longest,
  ];
}

/** The floor's tap and the in-app floor's medians. */
function floors(rows: TapRow[]): { floorMs: number; inAppMs: number | null } {
  const of = (key: string) => rows.find((row) => row.tap.key === key)?.runs.map((run) => run.ms) ?? [];
  const inApp = of('consent');
  return { floorMs: median(of('floor')) || Number.NaN, inAppMs: inApp.length ? median(inApp) : null };
}

export function tapLegend(rows: TapRow[]): string[] {
  const { floorMs, inAppMs } = floors(rows);
  return [
    "Taps: the browser's Event Timing duration of the interaction (input delay, handlers, the next paint: INP's",
    'figure), in ms, on the production build, logged in, at 4x CPU; each run a fresh context, the screen Ready, its',
    'service worker installed and the network quiet for 0.5 s before the (touch) tap. tap floor: React and',
    'react-dom with one checkbox held in state (bench/floor-tap/), tapped first and last in each run (twice as many',
    `runs): ${floorMs} ms (median). in-app floor: the login consent box, a tap that only ticks a box: ${inAppMs ?? '-'} ms;`,
    `-in-app floor: a tap's median beyond it. Targets, each in 4 of 5 runs: <= ${TAP_TARGET.ms} ms, and <= ${TAP_TARGET.ofFloor}x the`,
    `floor's tap (<= ${Math.round(TAP_TARGET.ofFloor * floorMs)} ms here). delay/handlers/rest: medians of the input delay, the handlers of all`,
    "the interaction's events, and the rest until the paint (rendering, tasks between the events, the frame);",
    'longest: the event whose duration is the figure. Durations come in steps of 8 ms.',
  ];
}

const pad = (columns: [string, number][]) => (cells: string[]) =>
  cells
    .map((cell, at) => {
      const width = columns[at]?.[1] ?? 0;
      return width < 0 ? cell.padEnd(-width) : cell.padStart(width);
    })
    .join(' ');

export function printTaps(rows: TapRow[]): void {
  if (rows.length === 0) return;
  const { floorMs, inAppMs } = floors(rows);
  const line = pad(TAP_COLUMNS);
  console.log(`\n${line(TAP_COLUMNS.map(([heading]) => heading))}`);
  for (const row of rows) console.log(line(tapCells(row, floorMs, inAppMs)));
  console.log(['', ...tapLegend(rows)].join('\n'));
}

export function printWarm(rows: WarmRow[]): void {
  const [floor, ...routes] = rows;
  if (!floor || routes.length === 0) return;
  const unit = floorColdLcp(floor);
  const line = pad(WARM_COLUMNS);
  console.log(`\n${line(WARM_COLUMNS.map(([heading]) => heading))}`);
  console.log(line(warmCells(floor, unit, true)));
  for (const row of routes) console.log(line(warmCells(row, unit)));
  console.log(['', ...warmLegend(unit)].join('\n'));
}

const heading = (columns: [string, number][]) => [
  tableRow(columns.map(([name]) => name)),
  `|${columns.map(([, width]) => (width < 0 ? ' --- ' : ' ---: ')).join('|')}|`,
];

/** Both tables as Markdown sections, for the end of docs/performance.md. */
export function tapsAndWarmMarkdown(taps: TapRow[], warm: WarmRow[]): string[] {
  const lines: string[] = [];
  if (taps.length > 0) {
    const { floorMs, inAppMs } = floors(taps);
    lines.push('## Taps', '', ...heading(TAP_COLUMNS), ...taps.map((row) => tableRow(tapCells(row, floorMs, inAppMs))));
    lines.push('', ...tapLegend(taps), '');
  }
  const [floor, ...routes] = warm;
  if (floor && routes.length > 0) {
    const unit = floorColdLcp(floor);
    lines.push('## A returning customer', '', ...heading(WARM_COLUMNS), tableRow(warmCells(floor, unit, true)));
    lines.push(...routes.map((row) => tableRow(warmCells(row, unit))), '', ...warmLegend(unit), '');
  }
  return lines;
}
