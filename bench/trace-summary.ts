import { existsSync, readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import { BENCH_OUT_DIR } from './floor';

/**
 * Where one tap's time went, read from a Chromium trace (bench/profile-taps.ts): the interaction (the trace's
 * EventTiming events), the renderer main thread's tasks within it (or within a page load's span,
 * bench/profile-load.ts), its style, layout and paint, and its JavaScript by source file and by function (the V8
 * CPU profile's samples, named through the build's source maps: the app's files as src/…, libraries as their
 * package, with source-map-js). A developer's tool, run by hand.
 */
export type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  id2?: { local?: string };
  args?: { data?: Record<string, unknown>; name?: string; beginData?: { url?: string } };
};
type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; parent?: number };

const ms = (us: number) => Math.round(us / 100) / 10;

/** The main thread's events that say what a task did (the wrappers around them, as LatencyInfo.Flow, do not). */
const WORK = new Set([
  'EventDispatch',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compileModule',
  'ParseAuthorStyleSheet',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'HitTest',
  'MinorGC',
  'MajorGC',
]);

/** Source maps of the build's files, read once each. */
const consumers = new Map<string, SourceMapConsumer | null>();
function consumerOf(url: string): SourceMapConsumer | null {
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  if (!consumers.has(path)) {
    const file = `${BENCH_OUT_DIR}${path}.map`;
    consumers.set(path, existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null);
  }
  return consumers.get(path) ?? null;
}

/** `src/features/…` for the app's files, the package for a library's, the built file's name otherwise. */
function sourceName(source: string): string {
  const library = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (library?.[1]) return library[1];
  const app = source.match(/(?:^|\/)(src\/.*)$/);
  if (app?.[1]) return app[1];
  return source.replace(/^.*\//, '');
}

/** A profile frame as `file` and `file:function` in the sources (or the built file, where no map says). */
function place(frame: CallFrame): { file: string; fn: string } {
  if (!frame.url) return { file: frame.functionName || '(native)', fn: frame.functionName || '(native)' };
  const consumer = consumerOf(frame.url);
  // the page's own scripts (the boot script inlined in index.html) have the page's address
  const page = /^https?:\/\/[^/]+\/(index\.html)?(#.*)?$/.test(frame.url);
  const built = page ? 'index.html' : frame.url.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '');
  if (!consumer) return { file: built, fn: `${built}:${frame.functionName || '(anonymous)'}` };
  const at = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  // the bundler's own code (the preload helper that adds a dynamic import's <link>s) has no source
  if (!at.source) return { file: `${built} (bundler)`, fn: `${built}:${frame.functionName || '(anonymous)'}` };
  const file = sourceName(at.source);
  return { file, fn: `${file}:${at.line} ${at.name ?? frame.functionName ?? ''}`.trim() };
}

/** A CPU profile's events by process and id: each renderer numbers its profiles from 0x1 (a browser page's too). */
const profileKey = (event: TraceEvent) => `${event.pid}:${event.id}`;

const top = (totals: Map<string, number>, count: number, minUs = 500) =>
  [...totals]
    .filter(([, us]) => us >= minUs)
    .sort(([, a], [, b]) => b - a)
    .slice(0, count)
    .map(([name, us]) => `${ms(us)} ${name}`);

/** A trace's summary: its lines, and its totals (µs) by kind of rendering work, by file and by app function. */
export type Summary = {
  lines: string[];
  totals: { rendering: Map<string, number>; byFile: Map<string, number>; byFunction: Map<string, number> };
};

const none = () => ({ rendering: new Map(), byFile: new Map(), byFunction: new Map() });

/** Several runs' totals: each name's median over the runs (0 in a run without it), in the summary's form. */
export function medians(summaries: Summary[]): string[] {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;
  const of = (pick: (totals: Summary['totals']) => Map<string, number>) => {
    const names = new Set(summaries.flatMap((summary) => [...pick(summary.totals).keys()]));
    return new Map(
      [...names].map((name) => [name, median(summaries.map((summary) => pick(summary.totals).get(name) ?? 0))]),
    );
  };
  return [
    `style, layout, paint, GC: ${top(
      of((totals) => totals.rendering),
      8,
      100,
    ).join(', ')}`,
    `JavaScript by file (self ms): ${top(
      of((totals) => totals.byFile),
      12,
    ).join(', ')}`,
    "the app's functions (ms with what they call):",
    ...top(
      of((totals) => totals.byFunction),
      15,
    ).map((line) => `  ${line}`),
  ];
}

/** The summary of one tap's trace, for the terminal. */
export function summarise(trace: { traceEvents: TraceEvent[] }): Summary {
  const events = trace.traceEvents;
  // the interaction: its EventTiming events (nestable async begin/end pairs), the longest one's span
  const timings = events.filter((event) => event.name === 'EventTiming' && event.ph === 'b');
  const ends = new Map(
    events
      .filter((event) => event.name === 'EventTiming' && event.ph === 'e')
      .map((event) => [event.id ?? event.id2?.local, event]),
  );
  const spans = timings
    .map((begin) => ({ begin, end: ends.get(begin.id ?? begin.id2?.local) }))
    .filter(({ begin, end }) => end && Number(begin.args?.data?.interactionId ?? 0) > 0)
    .map(({ begin, end }) => ({ type: String(begin.args?.data?.type), start: begin.ts, end: (end as TraceEvent).ts }));
  if (spans.length === 0) return { lines: ['no interaction in the trace'], totals: none() };
  const start = Math.min(...spans.map((span) => span.start));
  const end = Math.max(...spans.map((span) => span.end));
  const lines = [
    `interaction ${ms(end - start)} ms: ${spans.map((span) => `${span.type} ${ms(span.end - span.start)}`).join(', ')}`,
  ];

  // the page's main thread: the renderer's main thread that dispatched the interaction's events
  const dispatch = events.find(
    (event) => event.name === 'EventDispatch' && event.ts >= start - 1000 && event.ts <= end,
  );
  if (!dispatch) return { lines: [...lines, 'no event dispatch in the trace'], totals: none() };
  return summariseWindow(events, { pid: dispatch.pid, tid: dispatch.tid, start, end }, lines);
}

/** The main thread `pid`/`tid` of a trace between `start` and `end` (µs): its tasks, rendering and JavaScript. */
export function summariseWindow(
  events: TraceEvent[],
  { pid, tid, start, end }: { pid: number; tid: number; start: number; end: number },
  lines: string[] = [],
  longTaskUs = 2000,
): Summary {
  const inWindow = (event: TraceEvent) =>
    event.pid === pid && event.tid === tid && event.ts < end && event.ts + (event.dur ?? 0) > start;
  const main = events.filter((event) => event.ph === 'X' && inWindow(event));

  const runs = main.filter((event) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask');
  const within = (inner: TraceEvent, outer: TraceEvent) =>
    inner !== outer && inner.ts >= outer.ts && inner.ts + (inner.dur ?? 0) <= outer.ts + (outer.dur ?? 0);
  const tasks = runs.filter((task) => !runs.some((outer) => within(task, outer) && (outer.dur ?? 0) > (task.dur ?? 0)));
  const busy = tasks.reduce(
    (sum, task) => sum + Math.min(end, task.ts + (task.dur ?? 0)) - Math.max(start, task.ts),
    0,
  );
  lines.push(
    `main thread busy ${ms(busy)} ms of it, in ${tasks.length} tasks; the tasks of ${ms(longTaskUs)} ms or more:`,
  );
  for (const task of tasks.filter((event) => (event.dur ?? 0) >= longTaskUs)) {
    const inside = main.filter((event) => WORK.has(event.name) && within(event, task));
    const label = (event: TraceEvent) => {
      const data = event.args?.data ?? {};
      if (event.name === 'EventDispatch') return `${data.type} handlers`;
      if (event.name === 'FunctionCall') return `call ${place(data as unknown as CallFrame).fn}`;
      if (event.name === 'TimerFire') return 'timer';
      return event.name;
    };
    const kinds = new Map<string, number>();
    const seen: TraceEvent[] = [];
    for (const event of inside.sort((a, b) => a.ts - b.ts)) {
      // only the outermost of nested events names what the task did
      if (seen.some((outer) => within(event, outer))) continue;
      seen.push(event);
      kinds.set(label(event), (kinds.get(label(event)) ?? 0) + (event.dur ?? 0));
    }
    lines.push(`  +${ms(task.ts - start)} ms: ${ms(task.dur ?? 0)} ms: ${top(kinds, 6, 300).join('; ')}`);
  }

  // rendering: each kind's own time in the window
  const rendering = new Map<string, number>();
  for (const name of ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit', 'MinorGC', 'MajorGC']) {
    const of = main.filter((event) => event.name === name);
    const outer = of.filter(
      (event) => !of.some((o) => o !== event && event.ts > o.ts && event.ts < o.ts + (o.dur ?? 0)),
    );
    rendering.set(
      name,
      outer.reduce((sum, event) => sum + (event.dur ?? 0), 0),
    );
  }
  lines.push(`style, layout, paint, GC: ${top(rendering, 8, 100).join(', ') || 'none over 0.1 ms'}`);

  // JavaScript: the CPU profile's samples in the window, by file (self) and by function (with what it calls)
  const nodes = new Map<number, ProfileNode>();
  const samples: { node: number; ts: number; dt: number }[] = [];
  const profiles = new Map<string, number>();
  for (const event of events) {
    if (event.name === 'Profile' && event.pid === pid && event.tid === tid)
      profiles.set(profileKey(event), Number(event.args?.data?.startTime ?? event.ts));
  }
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || !profiles.has(profileKey(event))) continue;
    const data = event.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    let ts = profiles.get(profileKey(event)) ?? 0;
    const deltas = data.timeDeltas ?? [];
    for (const [at, node] of (data.cpuProfile?.samples ?? []).entries()) {
      const dt = deltas[at] ?? 0;
      ts += dt;
      samples.push({ node, ts, dt });
    }
    profiles.set(profileKey(event), ts);
  }
  samples.sort((a, b) => a.ts - b.ts);
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const [at, sample] of samples.entries()) {
    if (sample.ts < start || sample.ts > end) continue;
    const next = samples[at + 1];
    const weight = next ? next.ts - sample.ts : 0;
    let node = nodes.get(sample.node);
    const frame = node?.callFrame;
    if (!frame || frame.functionName === '(idle)') continue;
    // a native function (appendChild, clearTimeout) is charged to the file that called it
    let caller = node;
    while (caller && !caller.callFrame.url && caller.parent !== undefined) caller = nodes.get(caller.parent);
    const self = place(frame);
    const file = frame.url || !caller?.callFrame.url ? self.file : `${place(caller.callFrame).file} (${self.file})`;
    byFile.set(file, (byFile.get(file) ?? 0) + weight);
    const counted = new Set<string>();
    while (node) {
      const { fn } = place(node.callFrame);
      if (fn.startsWith('src/') && !counted.has(fn)) {
        counted.add(fn);
        byFunction.set(fn, (byFunction.get(fn) ?? 0) + weight);
      }
      node = node.parent === undefined ? undefined : nodes.get(node.parent);
    }
  }
  lines.push(`JavaScript by file (self ms): ${top(byFile, 12).join(', ') || 'none'}`);
  lines.push("the app's functions (ms with what they call):");
  for (const line of top(byFunction, 15)) lines.push(`  ${line}`);
  return { lines, totals: { rendering, byFile, byFunction } };
}
