import '@huddle/components/theme.css';
import './shell/app.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api/create-query-client.ts';
import { activatePublicLanguage } from './i18n/activate-public-language.ts';
import { detectBrowserLanguage } from './i18n/detect-language.ts';
import { createPublicRouter } from './routes/router.tsx';

const queryClient = createQueryClient();
const router = createPublicRouter({ queryClient });

function render(): void {
  const container = document.getElementById('root');
  if (container === null) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

// spec §1: the language of the address (?currentLanguage=es, ?lang=es), the switch's stored
// choice or the browser's, active before the first paint; English if its catalogue fails to load.
activatePublicLanguage(detectBrowserLanguage())
  .catch(() => activatePublicLanguage('en'))
  .finally(render);
