import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { liveOptions, useDocumentVisible, useRefreshOnReturn } from './live';

/**
 * A query of a live screen (src/features/orders/live.ts): it refreshes itself while the page is visible, and
 * the queries under `refreshKey` are refetched when the customer comes back to the app.
 */
export function useLiveQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
  refreshKey: QueryKey,
) {
  const visible = useDocumentVisible();
  const query = useQuery({ ...options, ...liveOptions(visible) });
  useRefreshOnReturn(refreshKey);
  return query;
}
