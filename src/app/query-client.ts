import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/errors';

/**
 * Server state lives here only. Retries belong to this layer (ky retries nothing): a transient failure
 * (network, timeout, HTTP 5xx) is tried once more after a second, so a blip passes unseen while a server
 * that is down shows its error state with 'Try again' after about a second, not after a long skeleton;
 * a business answer, a 401 or a malformed body is not tried again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 10 * 60_000,
        retry: (failures, error) => isApiError(error) && error.transient && failures < 1,
        retryDelay: 1000,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
