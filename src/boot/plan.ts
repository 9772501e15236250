import { FIRST_READS, type FirstRead, type FirstReadInput } from '../app/first-reads';
import type { RouteName } from '../lib/paths';

/**
 * The calls the first screen needs to show itself: the route's first reads (src/app/first-reads.ts), with
 * their parameters from the URL and the stored session. The boot script sends them while the app's code
 * downloads, so the screen is ready after one wave of calls instead of two or three. The start-up loads
 * (src/app/startup.ts) are not among them: no first screen waits for them, and sent this early they take, on
 * HTTP/1.1, connections the screen's own calls and the app's files need, and the screen is drawn later
 * (docs/decisions.md). The app makes them once it runs.
 * Only speed depends on this list: a call the app does not make goes unused, and a call missing here is
 * simply made by the app.
 */
export function prefetchPlan({ route, ...input }: FirstReadInput & { route: RouteName | null }): FirstRead[] {
  return route ? FIRST_READS[route](input) : [];
}

/** Two URLs ask for the same thing when path and parameters match, whatever the parameters' order. */
export function sameCall(a: string, b: string): boolean {
  const left = new URL(a);
  const right = new URL(b);
  if (left.origin !== right.origin || left.pathname !== right.pathname) return false;
  left.searchParams.sort();
  right.searchParams.sort();
  return left.searchParams.toString() === right.searchParams.toString();
}
