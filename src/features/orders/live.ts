import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { isApiError } from '../../api/errors';
import { refreshShown } from '../../api/refresh';

/**
 * Live progress: an open order list or detail refreshes itself every `LIVE_REFRESH_MS` while the page is
 * visible (never in the background), and at once when the customer comes back to the app (a tab switch, the
 * chat app brought to the front, a return from the card payment page through the back-forward cache).
 */
export const LIVE_REFRESH_MS = 15_000;

function subscribe(listener: () => void) {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}
const visibleNow = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

export function useDocumentVisible(): boolean {
  return useSyncExternalStore(subscribe, visibleNow, () => true);
}

/** Whether the browser says it is online (TanStack's online manager: the `online`/`offline` events). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/** A network failure (or the browser knows it is offline): polling would only repeat 'Request Error'. */
export function isNetworkFailure(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout') && !error.details.aborted;
}

/**
 * Query options for a live screen. The interval stops while hidden and after a failed fetch (a toast every
 * 15 s helps nobody; it resumes once a fetch succeeds: the customer comes back, retries or pulls); coming back
 * always refetches, whatever the stale time.
 */
export function liveOptions(visible: boolean) {
  return {
    refetchInterval: (query: { state: { error: unknown } }) =>
      visible && !query.state.error ? LIVE_REFRESH_MS : false,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always' as const,
    refetchOnReconnect: 'always' as const,
  };
}

/**
 * Refetches the given queries (by key prefix) when the page becomes visible again or is restored from the
 * back-forward cache (TanStack's focus manager covers tab switches; `pageshow` it does not).
 */
export function useRefreshOnReturn(queryKey: readonly unknown[]): void {
  const client = useQueryClient();
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    const prefix = JSON.parse(key) as unknown[];
    // a fetch already under way is joined (the focus manager reacts to the same event)
    const refresh = () => refreshShown(client, prefix);
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) refresh();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    addEventListener('pageshow', onPageShow);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      removeEventListener('pageshow', onPageShow);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [client, key]);
}
