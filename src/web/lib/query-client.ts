import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { api } from './api-client.ts';

/**
 * The default loader (docs/product.md#api): a GET on the query key parts joined by slashes, parsed
 * as JSON.
 */
const defaultQueryFn: QueryFunction = ({ queryKey }) =>
  api.get(queryKey.map((part) => String(part)).join('/'));

/**
 * docs/product.md#api: cached data never goes stale, no refetch on focus, no polling, no retries.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        // Ask even when the browser says it is offline: the parent screens fall back to
        // what this phone remembers when a request fails (decision 022), instead of waiting.
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
