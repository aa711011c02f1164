import { i18n } from '@lingui/core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LanguagePicker } from '../shell/language-picker.tsx';
import { renderWithI18n } from '../test-support/render-with-i18n.tsx';
import { activateLanguage } from './activate-language.ts';
import { languageStorageKey, readStoredLanguage, storeLanguage } from './stored-language.ts';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('stored language (spec §1: localStorage currentLanguage, English by default)', () => {
  it('defaults to English', () => {
    expect(readStoredLanguage()).toBe('en');
  });

  it("reads back a stored 'es' and ignores anything that is not a language", () => {
    storeLanguage('es');
    expect(localStorage.getItem('currentLanguage')).toBe('es');
    expect(readStoredLanguage()).toBe('es');
    localStorage.setItem(languageStorageKey, 'fr');
    expect(readStoredLanguage()).toBe('en');
  });

  it('keeps the default when the storage refuses access', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readStoredLanguage(refusing)).toBe('en');
    expect(() => storeLanguage('es', refusing)).not.toThrow();
  });
});

describe('activateLanguage', () => {
  it('loads the Spanish catalog, sets <html lang> and remembers the choice', async () => {
    await activateLanguage('es');
    expect(i18n.locale).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('currentLanguage')).toBe('es');
    expect(i18n._({ id: 'unknown', message: 'fallback' })).toBe('fallback');
  });

  it('does not store the language when told not to remember it', async () => {
    await activateLanguage('es', { remember: false });
    expect(localStorage.getItem('currentLanguage')).toBeNull();
  });
});

describe('LanguagePicker', () => {
  it('switches the interface to Spanish at once and stores the choice', async () => {
    const user = userEvent.setup();
    renderWithI18n(<LanguagePicker />);
    const trigger = screen.getByRole('button', { name: /Language/ });
    expect(trigger.textContent).toContain('English');
    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: 'Español' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    expect(localStorage.getItem('currentLanguage')).toBe('es');
    // The picker's own label is now Spanish: the change is live.
    await waitFor(() => expect(screen.getByRole('button', { name: /Idioma/ }).textContent).toContain('Español'));
  });
});

describe('form engine messages in the back office', () => {
  it('loads the form engine catalogue with the Spanish back office (live preview, participant detail)', async () => {
    await activateLanguage('es', { remember: false });
    const { transformErrors } = await import('@huddle/components');
    expect(transformErrors([{ name: 'required', property: '.x', message: '', params: {}, stack: '', schemaPath: '' }])[0]?.message).toBe(
      'Este campo es obligatorio.',
    );
  });
});
