import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithI18n } from '../test-support/render-with-i18n.tsx';
import { activateLanguage } from './activate-language.ts';
import { FixedEnglish, ProgramContent } from './program-content.tsx';

afterEach(async () => {
  cleanup();
  await activateLanguage('en', { remember: false });
});

describe('ProgramContent and FixedEnglish (WCAG 3.1.2: the language of parts)', () => {
  it('marks English staff content as content, and as English on a Spanish page', async () => {
    await activateLanguage('es', { remember: false });
    renderWithI18n(
      <p>
        <ProgramContent>Why do you want to attend?</ProgramContent> <FixedEnglish>REFUND</FixedEnglish>
      </p>,
    );
    const content = screen.getByText('Why do you want to attend?');
    expect(content.getAttribute('data-content')).toBe('');
    expect(content.getAttribute('lang')).toBe('en');
    expect(screen.getByText('REFUND').getAttribute('lang')).toBe('en');
  });

  it('adds no lang when the text is in the interface language', async () => {
    await activateLanguage('en', { remember: false });
    renderWithI18n(
      <p>
        <ProgramContent>Why do you want to attend?</ProgramContent> <ProgramContent language="es">¿Por qué?</ProgramContent>{' '}
        <FixedEnglish>REFUND</FixedEnglish>
      </p>,
    );
    expect(screen.getByText('Why do you want to attend?').hasAttribute('lang')).toBe(false);
    expect(screen.getByText('¿Por qué?').getAttribute('lang')).toBe('es');
    expect(screen.getByText('REFUND').hasAttribute('lang')).toBe(false);
  });
});
