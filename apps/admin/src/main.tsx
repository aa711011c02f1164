import '@huddle/components/theme.css';
import './app.css';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLanguage } from './i18n/activate-language.ts';
import { AriaLocale } from './i18n/aria-locale.tsx';
import { defaultLanguage } from './i18n/languages.ts';
import { readStoredLanguage } from './i18n/stored-language.ts';
import { queryClient } from './api/query-client.ts';
import { router } from './routes/router.ts';
import { SessionGate } from './session/session-gate.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

function render(root: HTMLElement): void {
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <AriaLocale>
          <QueryClientProvider client={queryClient}>
            <Provider>
              <SessionGate>
                <RouterProvider router={router} />
              </SessionGate>
            </Provider>
          </QueryClientProvider>
        </AriaLocale>
      </I18nProvider>
    </StrictMode>,
  );
}

// spec §1: the interface opens in the stored language (localStorage 'currentLanguage'), English by default.
// If no catalog loads, the interface still opens (English source texts in development).
activateLanguage(readStoredLanguage(), { remember: false })
  .catch(() => activateLanguage(defaultLanguage, { remember: false }))
  .catch(() => i18n.activate(defaultLanguage))
  .finally(() => render(container));
