import { type Metric, onCLS, onLCP, onTTFB } from 'web-vitals';
import { detectHost } from '../bridge/env';
import { getLandingUrl } from '../bridge/landing';
import type { RouteName } from '../lib/paths';
import { APP_VERSION } from '../lib/version';
import { type RouteInp, routeTimeline, watchRouteInteractions } from './route-inp';
import { findRoute } from './routes';

/**
 * Field data: the Core Web Vitals customers' phones measure, and the errors no screen caught, sent in one batch
 * when the page is hidden or left (the moment the metrics are final, and the last one a page is sure to have).
 * Loaded after the first screen (./rum-start.ts), so it costs the first load nothing.
 *
 * Nothing personal leaves: a route is its name, never its URL; an error's text loses every URL's query and
 * fragment, every run of digits (phones, order numbers, ids) and every token-like word.
 */

export type FieldMetric = {
  kind: 'metric';
  name: Metric['name'];
  value: number;
  rating: Metric['rating'];
  navigationType: Metric['navigationType'];
  route: RouteName | 'unknown';
};

export type FieldError = {
  kind: 'error';
  source: 'error' | 'unhandledrejection';
  message: string;
  stack?: string;
  /** The same error again on this page adds to this rather than to the batch. */
  count: number;
  route: RouteName | 'unknown';
};

export type FieldEvent = FieldMetric | FieldError;

/** One beacon's body. */
export type FieldReport = {
  version: string;
  host: ReturnType<typeof detectHost>;
  locale: string;
  events: FieldEvent[];
};

/** A page that throws in a loop sends one beacon of bounded size, not thousands. */
const MAX_EVENTS = 40;
const MAX_MESSAGE = 300;
const MAX_STACK = 1500;

/** The route's name for a URL's hash (`#/pages/...?id=1`): the path only, its query never read. */
export function routeOfHash(hash: string): RouteName | 'unknown' {
  const path = `/${hash.replace(/^#\/?/, '').split('?')[0] ?? ''}`;
  return findRoute(path)?.name ?? 'unknown';
}

/**
 * An error's text without what could name a customer: URLs keep their path but lose query and fragment, runs of
 * four or more digits (a phone even with spaces or dashes, an order number, an id in a path) become `#`, and so
 * does a long word mixing letters and digits (a token; a file named in a URL's path is left alone). A stack's
 * `file.js:line:column` stays readable.
 */
export function scrub(text: string, max = MAX_MESSAGE): string {
  return text
    .replace(/[?#][^\s'"()<>]+/g, '')
    .replace(
      /(\.[cm]?[jt]sx?(?::\d+){1,2})|(?<![/\w-])(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{16,}\b|\+?\d(?:[ .-]?\d){3,}/g,
      (match, stackPosition) => (stackPosition ? match : '#'),
    )
    .slice(0, max);
}

/** What an `error` or `unhandledrejection` event carries, scrubbed. */
export function errorEventOf(source: FieldError['source'], reason: unknown, route: FieldError['route']): FieldError {
  const error = reason instanceof Error ? reason : null;
  const message = error ? `${error.name}: ${error.message}` : typeof reason === 'string' ? reason : 'non-error value';
  return {
    kind: 'error',
    source,
    message: scrub(message),
    ...(error?.stack ? { stack: scrub(error.stack, MAX_STACK) } : {}),
    count: 1,
    route,
  };
}

/** Sends a report; a beacon where the browser has it, otherwise a request that outlives the page. */
export function sendReport(endpoint: string, report: FieldReport): void {
  // text/plain: a beacon to another origin then needs no CORS preflight, which beacons cannot make
  const body = JSON.stringify(report);
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(endpoint, body)) return;
  void fetch(endpoint, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
  }).catch(() => undefined);
}

export type FieldReportsOptions = {
  endpoint: string;
  /** The customer's language as the app shows it now. */
  locale: () => string;
  send?: (endpoint: string, report: FieldReport) => void;
  /** Where the metrics come from: web-vitals (tests feed their own). */
  watchVitals?: (onMetric: (metric: Metric) => void) => void;
  /** Each route's INP so far (./route-inp.ts; tests feed their own). */
  watchInteractions?: (routeAt: (time: number) => string) => { inp: () => RouteInp[]; stop: () => void };
};

/** web-vitals' lines for INP: good up to 200 ms, poor beyond 500. */
const inpRating = (ms: number): Metric['rating'] => (ms <= 200 ? 'good' : ms <= 500 ? 'needs-improvement' : 'poor');

function navigationType(): Metric['navigationType'] {
  const type = (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
  return type === 'reload' ? 'reload' : type === 'back_forward' ? 'back-forward' : 'navigate';
}

/** The page's load metrics and layout shifts; INP is measured per route (./route-inp.ts). */
function watchWebVitals(onMetric: (metric: Metric) => void): void {
  onLCP(onMetric);
  onCLS(onMetric);
  onTTFB(onMetric);
}

/**
 * Starts collecting and returns what stops it (tests). Load metrics (LCP, TTFB) belong to the route the page
 * was opened on, INP to each route its interactions happened on (one figure per route), CLS and errors to the
 * route on display when they are reported.
 */
export function startFieldReports({
  endpoint,
  locale,
  send = sendReport,
  watchVitals = watchWebVitals,
  watchInteractions = watchRouteInteractions,
}: FieldReportsOptions): () => void {
  let events: FieldEvent[] = [];
  const landingRoute = routeOfHash(new URL(getLandingUrl() ?? location.href).hash);
  const currentRoute = () => routeOfHash(location.hash);

  const add = (event: FieldEvent) => {
    if (event.kind === 'error') {
      const same = events.find(
        (other): other is FieldError =>
          other.kind === 'error' && other.message === event.message && other.source === event.source,
      );
      if (same) {
        same.count += 1;
        return;
      }
    }
    if (events.length < MAX_EVENTS) events.push(event);
  };

  const onMetric = (metric: Metric) =>
    add({
      kind: 'metric',
      name: metric.name,
      // CLS is a score (0.1 is poor already), the others milliseconds
      value: metric.name === 'CLS' ? Number(metric.value.toFixed(4)) : Math.round(metric.value),
      rating: metric.rating,
      navigationType: metric.navigationType,
      route: metric.name === 'LCP' || metric.name === 'TTFB' ? landingRoute : currentRoute(),
    });
  watchVitals(onMetric);

  const timeline = routeTimeline(currentRoute);
  const interactions = watchInteractions(timeline.routeAt);
  /** Each route's INP as last sent: a later batch sends only the routes whose INP has grown since. */
  const sentInp = new Map<string, number>();
  const addInp = () => {
    for (const { route, value } of interactions.inp()) {
      const ms = Math.round(value);
      if ((sentInp.get(route) ?? -1) >= ms) continue;
      sentInp.set(route, ms);
      add({
        kind: 'metric',
        name: 'INP',
        value: ms,
        rating: inpRating(ms),
        navigationType: navigationType(),
        route: route as FieldMetric['route'],
      });
    }
  };

  const onError = (event: Event) => {
    const { error, message } = event as globalThis.ErrorEvent;
    add(errorEventOf('error', error ?? message, currentRoute()));
  };
  const onRejection = (event: PromiseRejectionEvent) =>
    add(errorEventOf('unhandledrejection', event.reason, currentRoute()));

  const flush = () => {
    addInp();
    if (events.length === 0) return;
    const report: FieldReport = {
      version: APP_VERSION,
      host: detectHost(navigator.userAgent, (globalThis as { __wxjs_environment?: unknown }).__wxjs_environment),
      locale: locale(),
      events,
    };
    events = [];
    send(endpoint, report);
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };

  addEventListener('error', onError);
  addEventListener('unhandledrejection', onRejection);
  // after web-vitals' own listeners, which report the final values when the page is hidden; pagehide too, for
  // browsers that leave a page without hiding it first (Safari)
  addEventListener('visibilitychange', onVisibility);
  addEventListener('pagehide', flush);
  return () => {
    timeline.stop();
    interactions.stop();
    removeEventListener('error', onError);
    removeEventListener('unhandledrejection', onRejection);
    removeEventListener('visibilitychange', onVisibility);
    removeEventListener('pagehide', flush);
  };
}
