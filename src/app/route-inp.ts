/**
 * Interaction to Next Paint per route, for the field reports (./rum.ts): web-vitals gives one INP for the whole
 * page, which a customer who opens Home, then an order, then pays, makes into a figure of whichever screen was
 * slowest, named after whichever is on display when the page is hidden. Here every interaction (the browser's
 * Event Timing: input delay, handlers and the next paint, per `interactionId`) is charged to the route on display
 * when it started, and each route gets the INP of its own interactions, computed as web-vitals does: the worst,
 * less one for every 50 (the 98th percentile).
 */

/** Event Timing reports only events at least this long (16 is its floor): a faster one is a good INP anyway. */
const DURATION_THRESHOLD_MS = 16;
/** The slowest kept per route: enough for the 98th percentile of 500 interactions. */
const KEPT_PER_ROUTE = 10;

export type RouteInp = { route: string; value: number };

type EventEntry = PerformanceEntry & { interactionId?: number; duration: number };

export type RouteInteractions = {
  /** Each route's INP so far, the routes in the order first interacted with. */
  inp: () => RouteInp[];
  stop: () => void;
};

/** The INP of a route's interactions: `worst` sorted slowest first, of `count` interactions in all. */
export function inpOf(worst: number[], count: number): number {
  return worst[Math.min(Math.floor(count / 50), worst.length - 1)] ?? 0;
}

/**
 * Starts watching; `routeAt(time)` names the route on display at a `performance.now()` time. Nothing is
 * watched in a browser without Event Timing (Safari before 26): no figure rather than a wrong one.
 */
export function watchRouteInteractions(routeAt: (time: number) => string): RouteInteractions {
  const byInteraction = new Map<number, { route: string; duration: number }>();
  const observer =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('event')
      ? new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as EventEntry[]) {
            if (!entry.interactionId) continue;
            // an interaction is several events (pointerdown, pointerup, click): it lasts as long as its longest
            const known = byInteraction.get(entry.interactionId);
            if (known) known.duration = Math.max(known.duration, entry.duration);
            else byInteraction.set(entry.interactionId, { route: routeAt(entry.startTime), duration: entry.duration });
          }
        })
      : null;
  observer?.observe({
    type: 'event',
    buffered: true,
    durationThreshold: DURATION_THRESHOLD_MS,
  } as PerformanceObserverInit);

  return {
    inp: () => {
      const routes = new Map<string, { worst: number[]; count: number }>();
      for (const { route, duration } of byInteraction.values()) {
        const seen = routes.get(route) ?? { worst: [], count: 0 };
        seen.count += 1;
        seen.worst = [...seen.worst, duration].sort((a, b) => b - a).slice(0, KEPT_PER_ROUTE);
        routes.set(route, seen);
      }
      return [...routes].map(([route, { worst, count }]) => ({ route, value: inpOf(worst, count) }));
    },
    stop: () => observer?.disconnect(),
  };
}

/** The routes shown and since when (`performance.now()`), for `routeAt`. */
export function routeTimeline(currentRoute: () => string): { routeAt: (time: number) => string; stop: () => void } {
  const shown: Array<{ since: number; route: string }> = [{ since: 0, route: currentRoute() }];
  const onChange = () => shown.push({ since: performance.now(), route: currentRoute() });
  addEventListener('hashchange', onChange);
  return {
    routeAt: (time) => {
      let route = shown[0]?.route ?? 'unknown';
      for (const entry of shown) if (entry.since <= time) route = entry.route;
      return route;
    },
    stop: () => removeEventListener('hashchange', onChange),
  };
}
