import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

/** Wraps a tree in the Lingui provider of the app's i18n instance (tests render in the active language). */
export function I18nWrapper({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** testing-library's render inside the Lingui provider; English is active unless a test activates another language. */
export function renderWithI18n(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> = {}): RenderResult {
  return render(ui, { ...options, wrapper: I18nWrapper });
}
