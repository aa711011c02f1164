import { i18n } from '@lingui/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppShell } from '../shell/app-shell.tsx';
import { publicLanguageAtom } from './public-language-atom.ts';

beforeEach(() => {
  localStorage.clear();
  getDefaultStore().set(publicLanguageAtom, 'en');
});
afterEach(cleanup);

describe('language switch (spec §1: English and Spanish, on every public page)', () => {
  it("switches the page to Spanish, marks <html lang>, remembers the choice and offers 'English' back", async () => {
    const user = userEvent.setup();
    render(
      <AppShell>
        <p>page</p>
      </AppShell>,
    );
    const toSpanish = screen.getByRole('button', { name: 'Español' });
    expect(toSpanish.getAttribute('lang')).toBe('es');
    await user.click(toSpanish);
    await waitFor(() => expect(screen.getByRole('button', { name: 'English' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('lang')).toBe('en');
    expect(i18n.locale).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(getDefaultStore().get(publicLanguageAtom)).toBe('es');
    expect(localStorage.getItem('currentLanguage')).toBe('es');
    expect(screen.getByText('Ir al contenido principal')).toBeTruthy();
    expect(screen.getByText('Solicitudes de programas')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(screen.getByText('Skip to main content')).toBeTruthy());
    expect(localStorage.getItem('currentLanguage')).toBe('en');
  });
});
