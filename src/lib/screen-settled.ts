import type { QueryClient } from '@tanstack/react-query';
import { whenIdle } from './idle';

/** The longest the wait for the first screen's answers lasts: a slow call never holds back what waits for it. */
export const SETTLE_AT_THE_LATEST_MS = 3000;

/**
 * Settles once no query is fetching and the frame after that has been painted: the first screen is drawn with
 * its answers. What waits for it (the start-up loads' work, the service worker) then runs after that paint.
 */
export function queriesSettledAndPainted(queryClient: QueryClient): Promise<void> {
  const settled = new Promise<void>((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
  const atTheLatest = new Promise<void>((resolve) => setTimeout(resolve, SETTLE_AT_THE_LATEST_MS));
  return Promise.race([settled, atTheLatest]).then(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}

/**
 * How long a screen's calls must have been quiet before a part no one needs to see it loads: a call answered
 * often leads to another (the phone's position, then Home's nearby cabinets), and at once after the last, its
 * code and calls would compete with the screen's pictures, which come next.
 */
export const QUIET_BEFORE_PARTS_MS = 300;

/**
 * Runs `task` when the browser is idle once no query has been fetching for `QUIET_BEFORE_PARTS_MS` (the screen
 * drawn with its answers, and those that follow from them): what a screen can do without at first, as the
 * order form's submit code and Home's welcome check. However long the calls take, it runs at the latest at the
 * first idle moment after `SETTLE_AT_THE_LATEST_MS` and the quiet. The function it returns calls it off.
 */
export function whenScreenDrawnAndIdle(queryClient: QueryClient, task: () => void): () => void {
  let fetching = queryClient.isFetching() > 0;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let cancelIdle = () => {};
  const stop = () => {
    unsubscribe();
    clearTimeout(quiet);
    clearTimeout(atTheLatest);
  };
  const run = () => {
    stop();
    cancelIdle = whenIdle(task);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(() => {
    const now = queryClient.isFetching() > 0;
    if (now === fetching) return;
    fetching = now;
    clearTimeout(quiet);
    if (!fetching) quiet = setTimeout(run, QUIET_BEFORE_PARTS_MS);
  });
  const atTheLatest = setTimeout(run, SETTLE_AT_THE_LATEST_MS + QUIET_BEFORE_PARTS_MS);
  if (!fetching) quiet = setTimeout(run, QUIET_BEFORE_PARTS_MS);
  return () => {
    stop();
    cancelIdle();
  };
}
