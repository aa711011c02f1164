import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocale } from 'react-aria-components';
import { I18nWrapper } from '../test-support/render-with-i18n.tsx';
import { activateLanguage } from './activate-language.ts';
import { AriaLocale } from './aria-locale.tsx';

function ShowLocale() {
  return <p>{useLocale().locale}</p>;
}

afterEach(async () => {
  cleanup();
  await activateLanguage('en', { remember: false });
});

describe('AriaLocale', () => {
  it('gives React Aria the interface language, not the browser’s', async () => {
    await activateLanguage('es', { remember: false });
    const { container } = render(
      <I18nWrapper>
        <AriaLocale>
          <ShowLocale />
        </AriaLocale>
      </I18nWrapper>,
    );
    expect(container.textContent).toBe('es');
  });
});
