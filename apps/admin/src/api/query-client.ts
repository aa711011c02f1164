import { QueryClient } from '@tanstack/react-query';

/**
 * A back office query cache: a failed load shows its failure at once (no
 * automatic retries; pages offer 'Try again'), returning to the tab does not
 * reload, and data is stale at once unless a query says otherwise, so every
 * navigation and route reload asks the API again (loaders use fetchQuery)
 * while components on one page share one request per key.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}

/** The app's query cache (the router's loaders and the components share it). */
export const queryClient = createQueryClient();
