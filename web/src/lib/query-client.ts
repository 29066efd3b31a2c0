import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { getJson, type UnauthorizedBehavior } from './api-client';

/**
 * The spec's generic data fetching (section 7): GET the first element of the query key.
 * On 401 it throws by default, or resolves to null with `on401: 'returnNull'`.
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = queryKey[0];
    if (typeof url !== 'string') {
      throw new TypeError('The first element of a query key must be the URL to GET');
    }
    return getJson<T>(url, { on401: options.on401, signal });
  };
}

/** A client with the spec's defaults: no polling, no refetch on focus, never stale, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

/** The app's single client. */
export const queryClient = createQueryClient();
