import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import type { createPublicRouter, JotaiStore } from './router.tsx';

/** Props of PublicApp: the router, and the query cache and Jotai store it was made with. */
export interface PublicAppProps {
  router: ReturnType<typeof createPublicRouter>;
  queryClient: QueryClient;
  store: JotaiStore;
}

/** The applicant app's element tree: the same in the browser and when the server renders a page (so hydration matches). */
export function PublicApp({ router, queryClient, store }: PublicAppProps) {
  return (
    <StrictMode>
      <JotaiProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </JotaiProvider>
    </StrictMode>
  );
}
