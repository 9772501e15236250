import type { QueryClient } from '@tanstack/react-query';

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
