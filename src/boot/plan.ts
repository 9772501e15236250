import type { RouteName } from '../lib/paths';
import { FIRST_READS, type FirstRead, type FirstReadInput, STARTUP_READS } from './first-reads';

/**
 * The calls the boot script sends: `first`, the first screen's own (the route's first reads, in
 * src/boot/first-reads.ts, with their parameters from the URL and the stored session), as the page arrives, so
 * that the screen is ready after one wave of calls instead of two or three; `startup`, the start-up loads' reads
 * (one the screen makes too is sent once: src/boot/prefetch.ts), sent once the app's files have been asked for
 * (or with the screen's own, where the files wait for the shell's first content), so that their answers are in
 * before the app looks for them and no file waits behind them (docs/decisions.md). Only speed depends on these lists: a call the app does not make
 * goes unused, and a call missing here is simply made by the app.
 */
export function prefetchPlan({ route, ...input }: FirstReadInput & { route: RouteName | null }): {
  first: FirstRead[];
  startup: FirstRead[];
} {
  return { first: route ? FIRST_READS[route](input) : [], startup: STARTUP_READS(input) };
}
