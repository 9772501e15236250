import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/errors';

/**
 * Server state lives here only. Retries belong to this layer (ky retries nothing): a transient failure
 * (network, timeout, HTTP 5xx) is tried twice more; a business answer, a 401 or a malformed body is not.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 10 * 60_000,
        retry: (failures, error) => isApiError(error) && error.transient && failures < 2,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 4000),
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
