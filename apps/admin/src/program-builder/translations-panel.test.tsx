import type { ProgramTranslationsResponse, TranslatableText } from '@huddle/schemas';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBuilderApi } from '../test-support/fake-builder-api.ts';
import { renderWithI18n } from '../test-support/render-with-i18n.tsx';
import { TranslationsPanel } from './translations-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PROGRAM = 54;
const path = `/api/admin/events/${PROGRAM}/translations/es`;

const text = (
  entityKind: TranslatableText['entityKind'],
  entityId: number,
  field: TranslatableText['field'],
  english: string,
  spanish: string | null,
): TranslatableText => ({
  entityKind,
  entityId,
  field,
  where: '',
  english,
  text: spanish,
  rich: false,
});

function response(texts: TranslatableText[]): ProgramTranslationsResponse {
  return { language: 'es', total: texts.length, translated: texts.filter((entry) => entry.text !== null).length, texts };
}

const texts = [
  text('program', 0, 'programDisplayName', 'Finance Webinar', 'Seminario web de finanzas'),
  text('question', 12, 'questionText', 'How would you rate your experience?', null),
  text('option', 40, 'optionName', 'Experienced', 'Con experiencia'),
  text('option', 41, 'optionName', 'Expert', null),
];

describe('TranslationsPanel (issue 14.3)', () => {
  it('shows English and Spanish side by side, the completeness and what is missing', async () => {
    fakeBuilderApi({ [`GET ${path}`]: () => ({ status: 200, body: response(texts) }) });
    renderWithI18n(<TranslationsPanel programId={PROGRAM} canEdit />);
    expect((await screen.findByRole('status')).textContent).toBe('Spanish: 2 of 4 texts');
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show English and Spanish texts' }));
    const missing = screen.getByRole('list', { name: 'Texts missing in Spanish' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Question 1', 'Question 1, option 2']);
    expect(screen.getByText('Finance Webinar')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Program name (Spanish)' }) as HTMLInputElement).value).toBe('Seminario web de finanzas');
    expect((screen.getByRole('textbox', { name: 'Question 1, option 1 (Spanish)' }) as HTMLInputElement).value).toBe('Con experiencia');
    expect((screen.getByRole('textbox', { name: 'Question 1 (Spanish)' }) as HTMLInputElement).value).toBe('');
    const row = screen.getByRole('textbox', { name: 'Question 1 (Spanish)' }).closest('.translation-row');
    expect(row?.querySelector('.translation-row__english')?.textContent).toContain('How would you rate your experience?');
    expect(row?.classList.contains('translation-row--missing')).toBe(true);
  });

  it('saves only the changed texts and shows the new count', async () => {
    const received = fakeBuilderApi({
      [`GET ${path}`]: () => ({ status: 200, body: response(texts) }),
      [`PUT ${path}`]: () => ({
        status: 200,
        body: response(texts.map((entry) => (entry.entityId === 12 ? { ...entry, text: '¿Cómo calificaría su experiencia?' } : entry))),
      }),
    });
    renderWithI18n(<TranslationsPanel programId={PROGRAM} canEdit />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Show English and Spanish texts' }));
    const question = await screen.findByRole('textbox', { name: 'Question 1 (Spanish)' });
    const save = screen.getByRole('button', { name: 'Save Spanish Texts' });
    expect(save.hasAttribute('disabled')).toBe(true);
    await user.type(question, '¿Cómo calificaría su experiencia?');
    await user.click(save);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Spanish: 3 of 4 texts'));
    expect(received.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
      { texts: [{ entityKind: 'question', entityId: 12, field: 'questionText', text: '¿Cómo calificaría su experiencia?' }] },
    ]);
  });

  it('is read-only without programs.edit', async () => {
    fakeBuilderApi({ [`GET ${path}`]: () => ({ status: 200, body: response(texts) }) });
    renderWithI18n(<TranslationsPanel programId={PROGRAM} canEdit={false} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Show English and Spanish texts' }));
    expect((await screen.findByRole('textbox', { name: 'Program name (Spanish)' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Save Spanish Texts' }).hasAttribute('disabled')).toBe(true);
  });

  it('leaves the program texts the user may not change in English read-only (spec §6)', async () => {
    fakeBuilderApi({ [`GET ${path}`]: () => ({ status: 200, body: response(texts) }) });
    renderWithI18n(<TranslationsPanel programId={PROGRAM} canEdit editableProgramFields={['footerMessage']} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Show English and Spanish texts' }));
    expect((await screen.findByRole('textbox', { name: 'Program name (Spanish)' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Question 1 (Spanish)' }).hasAttribute('disabled')).toBe(false);
  });
});
