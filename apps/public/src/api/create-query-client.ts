import { QueryClient } from '@tanstack/react-query';

/**
 * The applicant app's query cache: a failed load shows its failure at once
 * (no automatic retries: the pages offer 'Try again'), and returning to the
 * tab does not reload what is shown.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}
