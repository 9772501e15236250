import { type Composition, compositionOf } from './composition';
import { BENCH_OUT_DIR } from './floor';
import { kb, median, ownJs, type References, type Row, sharedFiles, sum, TARGET, tableRow } from './report';
import type { LighthouseResult } from './throttled';

/**
 * Beside the routes' table, what its size and LCP figures are made of (issue 49 asks for the measurement that
 * shows a missed target): the files every route shares, part by part, against the stack floor's; and, for each
 * route, what had loaded when its largest paint was drawn, which Lighthouse's simulated LCP replays.
 */

/** The files of `row` that `names` lists, with their sizes. */
const filesOf = (row: Row, names: string[]) => new Map([...row.load.js].filter(([path]) => names.includes(path)));

/** A difference in KB with its sign: '+20.0', '-1.4', '0.0' under 50 bytes either way. */
const beyond = (bytes: number) => (Math.abs(bytes) < 0.05 * 1024 ? '0.0' : `${bytes > 0 ? '+' : ''}${kb(bytes)}`);

/** The parts of both, largest beyond the stack floor first. */
function partsTable(app: Composition, stack: Composition): string[] {
  const named = (part: string) => (part === 'index.html' ? "the page's inline boot script" : part);
  return [...new Set([...app.keys(), ...stack.keys()])]
    .map((part) => ({ part, app: app.get(part) ?? 0, stack: stack.get(part) ?? 0 }))
    .sort((a, b) => b.app - b.stack - (a.app - a.stack))
    .map(({ part, app: inApp, stack: inStack }) =>
      tableRow([named(part), kb(inApp), kb(inStack), beyond(inApp - inStack)]),
    );
}

/** The shared files by part, against the stack floor's files by part. */
export function sharedPartsMarkdown(rows: Row[], references: References): string[] {
  const { stack } = references;
  const first = rows[0];
  if (!stack || !first) return [];
  const shared = sharedFiles(rows);
  const app = compositionOf(BENCH_OUT_DIR, filesOf(first, shared));
  const floor = compositionOf(BENCH_OUT_DIR, stack.load.js);
  const entries = rows.filter((row) => TARGET.entryRoutes.includes(row.route));
  const own = entries.map((row) => `${row.name} ${kb(ownJs(row, shared))}`).join(', ');
  return [
    '## What every route shares, by part',
    '',
    `The files every route loads (${kb(sum(filesOf(first, shared).values()))} KB gzip) against the stack floor's`,
    `(${kb(sum(stack.load.js.values()))} KB), part by part, from the build's source maps (bench/composition.ts): each`,
    "part's code compressed on its own, so the parts add up to a little more than the files. The entry routes",
    `load their own files on top (KB gzip: ${own}); their target is the stack floor's + ${TARGET.entryJsBeyondStack / 1024} KB.`,
    "The bundler's part is the code the source maps name no source for (the runtime, and the wrapper each module",
    'of a chunk gets under strictExecutionOrder), apart from the texts: those are bundled as JSON, which has no',
    'source map either, and are told by the texts they hold. The stack floor sets i18next up with every English',
    'text at once; the app loads its texts with the screens that show them.',
    '',
    tableRow(['part', 'every route', 'stack floor', 'beyond']),
    '| --- | ---: | ---: | ---: |',
    ...partsTable(app, floor),
    '',
  ];
}

/** The Lighthouse run with the median LCP. */
function medianLcpRun(row: Row): LighthouseResult | undefined {
  const runs = [...row.lighthouse].sort((a, b) => a.lcp - b.lcp);
  return runs[Math.floor((runs.length - 1) / 2)];
}

/** Each page's largest paint, and what had loaded by the time it was drawn, in its run with the median LCP. */
export function largestPaintMarkdown(rows: Row[], references: References): string[] {
  const floorLcp = median(references.floor.lighthouse.map((run) => run.lcp));
  const pages = [references.floor, references.stack ?? [], rows].flat();
  if (!pages.some((row) => row.lighthouse.length)) return [];
  return [
    '## What loads before the largest paint',
    '',
    "Lighthouse's LCP is simulated: it replays, on a slow phone (1.6 Mbps, 150 ms RTT, 4x CPU), the requests that",
    "had ended when the page drew its largest element unthrottled, and their scripts' first runs. Where the boot",
    "shell draws that element (index.html, src/boot/), it is drawn before the app's files are asked for; where the",
    "app draws it, everything the app needs before its first screen is in the figure. In each page's run with the",
    'median LCP: the element, and the requests and KB (as transferred, brotli) that had ended by then.',
    '',
    tableRow(['page', 'LCP s', '×floor LCP', 'largest paint', 'requests', 'KB']),
    '| --- | ---: | ---: | --- | ---: | ---: |',
    ...pages.map((row) => {
      const run = medianLcpRun(row);
      if (!run) return tableRow([row.name, '-', '-', '-', '-', '-']);
      return tableRow([
        row.name,
        (run.lcp / 1000).toFixed(2),
        `${(run.lcp / floorLcp).toFixed(2)}×`,
        `\`${run.lcpElement}\``,
        String(run.beforeLcp.requests),
        kb(run.beforeLcp.bytes),
      ]);
    }),
    '',
  ];
}
