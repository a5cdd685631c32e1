import { QueryClient } from '@tanstack/react-query';
import { isOnline } from './offline/online';

/**
 * docs/product.md §13: data never goes stale, no refetch on focus or interval, no retries. Without a connection a
 * request fails at once (networkMode "always") rather than waiting unseen: a screen with data it had
 * shows that, and is not asked for again until the connection returns (docs/offline.md); one without
 * says that it needs the connection.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        networkMode: 'always',
        refetchOnMount: (query) => query.state.data === undefined || isOnline(),
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
