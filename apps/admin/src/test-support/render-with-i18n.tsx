import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { createQueryClient } from '../api/query-client.ts';

/** Wraps a tree in the Lingui provider of the app's i18n instance (tests render in the active language). */
export function I18nWrapper({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** The Lingui provider and a query cache of its own (each rendered tree starts with nothing loaded). */
function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nWrapper>{children}</I18nWrapper>
    </QueryClientProvider>
  );
}

/**
 * testing-library's render inside the Lingui provider and a fresh query cache;
 * English is active unless a test activates another language.
 */
export function renderWithI18n(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> = {}): RenderResult {
  return render(ui, { ...options, wrapper: AppProviders });
}
