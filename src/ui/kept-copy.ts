import {
  hashKey,
  hydrate,
  type QueryClient,
  type QueryKey,
  type QueryState,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * A kept copy: an answer the phone kept from an earlier visit, put in the query cache before the first render
 * (src/app/kept-answers.ts, src/app/server-entities.ts) so that a screen draws it at once. It is told from an
 * answer of this visit by its state alone: no answer has written it yet (`dataUpdateCount` 0). A fetch, a
 * mutation's answer, a setQueryData all count one up, so the first answer of the server ends the copy.
 *
 * What a customer sees of a kept copy is marked as being refreshed (KeptMark), and nothing that pays, opens a
 * box or stores acts on it: those wait for the server's answer (`useKeptCopy`).
 */

/**
 * An answer to seed: its key, its data, and when the server gave it (what makes it old). `byStaleTime`: the
 * query's own staleTime says when it is read again (the storage credentials: while they are good), instead of
 * at once.
 */
export type KeptAnswer = { queryKey: QueryKey; data: unknown; keptAt: number; byStaleTime?: boolean };

/**
 * Puts kept answers in the cache, the one way every kept answer is seeded: with TanStack's `hydrate`, as read
 * at `keptAt` and invalidated, so that it is stale whatever the query's staleTime (even Infinity, or 5 minutes
 * for a customer back within them) and read again wherever a screen or the start-up asks for it. No observer
 * asks for some of them this visit (another cabinet's): they stay in the cache (gcTime Infinity, few and
 * small) so that src/app/kept-answers.ts keeps them for the next visit. An answer already in the cache is left
 * as it is.
 */
export function seedKeptAnswers(queryClient: QueryClient, answers: readonly KeptAnswer[]): void {
  const queries = answers
    .filter(({ queryKey }) => queryClient.getQueryCache().get(hashKey(queryKey)) === undefined)
    .map(({ queryKey, data, keptAt, byStaleTime = false }) => ({
      queryKey,
      queryHash: hashKey(queryKey),
      dehydratedAt: keptAt,
      state: {
        data,
        dataUpdateCount: 0, // what tells a kept copy (isKeptCopy)
        dataUpdatedAt: keptAt,
        error: null,
        errorUpdateCount: 0,
        errorUpdatedAt: 0,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        fetchMeta: null,
        isInvalidated: !byStaleTime,
        status: 'success' as const,
        fetchStatus: 'idle' as const,
      },
    }));
  hydrate(queryClient, { queries }, { defaultOptions: { queries: { gcTime: Infinity } } });
}

/** Whether a query shows a kept copy: data that no answer of this visit has written. */
export function isKeptCopy(state: Pick<QueryState, 'data' | 'dataUpdateCount'>): boolean {
  return state.data !== undefined && state.dataUpdateCount === 0;
}

/**
 * What a screen shows of its queries: 'none' kept, all from the server; some kept and 'refreshing' (the
 * refetch on mount is on its way, or about to start on the first render); or kept and 'unrefreshed', the
 * server's answer having failed (or waiting for a signal).
 */
export type KeptCopyState = 'none' | 'refreshing' | 'unrefreshed';

export function keptCopyState(queryClient: QueryClient, queryKeys: readonly QueryKey[]): KeptCopyState {
  let state: KeptCopyState = 'none';
  for (const queryKey of queryKeys) {
    const query = queryClient.getQueryCache().get(hashKey(queryKey));
    if (!query || !isKeptCopy(query.state)) continue;
    if (query.state.status === 'error' || query.state.fetchStatus === 'paused') return 'unrefreshed';
    state = 'refreshing';
  }
  return state;
}

/**
 * Whether any of these queries shows a kept copy, followed as the cache changes; `retry` asks again for the
 * ones still kept. `kept` is what closes the buttons that pay, open a box or store.
 */
export function useKeptCopy(queryKeys: readonly QueryKey[]): {
  state: KeptCopyState;
  kept: boolean;
  retry: () => void;
} {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const snapshot = () => keptCopyState(queryClient, queryKeys);
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  const retry = () => {
    for (const queryKey of queryKeys) {
      const query = queryClient.getQueryCache().get(hashKey(queryKey));
      if (query && isKeptCopy(query.state)) void queryClient.refetchQueries({ queryKey, exact: true });
    }
  };
  return { state, kept: state !== 'none', retry };
}
