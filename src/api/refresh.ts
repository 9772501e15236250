import type { QueryClient } from '@tanstack/react-query';

/**
 * Reads again, now, the queries under `queryKey` that a screen shows (a live screen the customer comes back to,
 * a payment being confirmed), whatever their stale time; a read already under way is joined, not started again
 * (`cancelRefetch: false`). Queries no screen shows are only marked stale. Not awaited: the screen shows each
 * answer as it comes.
 */
export function refreshShown(client: QueryClient, queryKey: readonly unknown[]): void {
  void client.invalidateQueries({ queryKey, refetchType: 'active' }, { cancelRefetch: false });
}
