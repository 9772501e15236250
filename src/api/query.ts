import { type QueryKey, queryOptions } from '@tanstack/react-query';

/**
 * The query options of one api call: its key, the call (handed the query's abort signal, so a query that is
 * no longer wanted cancels its request) and how long its answer stays fresh, in milliseconds.
 */
export function callQuery<T, K extends QueryKey>(
  queryKey: K,
  fetch: (signal: AbortSignal) => Promise<T>,
  staleTime: number,
) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => fetch(signal), staleTime });
}
