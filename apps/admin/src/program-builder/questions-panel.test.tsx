import type { Question } from '@huddle/schemas';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-support/render-with-i18n.tsx';
import { fakeBuilderApi } from '../test-support/fake-builder-api.ts';
import { QuestionsPanel } from './questions-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PROGRAM = 44;
const base = `/api/admin/events/${PROGRAM}/questions`;

const essay: Question = {
  questionId: 5,
  questionText: 'Why do you want to attend?',
  questionTypeId: 1,
  characterLimit: 0,
  displayOrder: 1,
  questionOptions: [],
};
const shirt: Question = {
  questionId: 6,
  questionText: 'Shirt size',
  questionTypeId: 4,
  characterLimit: 0,
  displayOrder: 2,
  questionOptions: [{ optionId: 61, optionName: 'Large', displayOrder: 0, isTextBox: false }],
};

function renderPanel({ canCreate = true, canEdit = true } = {}) {
  const onFormChanged = vi.fn();
  renderWithI18n(
    <Provider store={createStore()}>
      <QuestionsPanel programId={PROGRAM} canCreate={canCreate} canEdit={canEdit} onFormChanged={onFormChanged} />
    </Provider>,
  );
  return { onFormChanged, user: userEvent.setup() };
}

describe('QuestionsPanel (spec §2 Program Questions)', () => {
  it("lists Question Text / Type / Order / Action and asks to select a question; 'No Questions' when empty", async () => {
    fakeBuilderApi({ [`GET ${base}`]: () => ({ status: 200, body: { questions: [essay, shirt] } }) });
    renderPanel();
    const table = await screen.findByRole('table', { name: 'Program Questions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Question Text', 'Type', 'Order', 'Action']);
    expect(within(table).getAllByRole('row')[2]?.textContent).toContain('Drop-Down');
    expect(screen.getByText('Please Select a Question')).toBeTruthy();
    cleanup();
    fakeBuilderApi({ [`GET ${base}`]: () => ({ status: 200, body: { questions: [] } }) });
    renderPanel();
    expect(await screen.findByText('No Questions')).toBeTruthy();
  });

  it("keeps 'Create Question' Save disabled until a text is typed, then adds and selects the question", async () => {
    const created: Question = { ...essay, questionId: 9, questionText: 'Favourite team', questionTypeId: 2, displayOrder: 3 };
    const requests = fakeBuilderApi({
      [`GET ${base}`]: () => ({ status: 200, body: { questions: [essay] } }),
      [`POST ${base}`]: () => ({ status: 201, body: { question: created } }),
    });
    const { user, onFormChanged } = renderPanel();
    await screen.findByRole('table', { name: 'Program Questions' });
    await user.click(screen.getByRole('button', { name: 'New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Question' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: 'Question Text' }), '   ');
    expect(save.hasAttribute('disabled')).toBe(true);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Question Type' }), 'Radio Button');
    await user.type(within(dialog).getByRole('textbox', { name: 'Question Text' }), 'Favourite team');
    await user.click(save);
    await waitFor(() => expect(onFormChanged).toHaveBeenCalled());
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ questionText: 'Favourite team', questionTypeId: 2 });
    const details = screen.getByRole('region', { name: 'Question Details' });
    expect((within(details).getByRole('textbox', { name: 'Question Text' }) as HTMLTextAreaElement).value).toBe('Favourite team');
    expect(within(details).getByText('No options for this question')).toBeTruthy();
  });

  it("shows the options, and keeps 'Edit Option' Save disabled while the option text is empty", async () => {
    const requests = fakeBuilderApi({
      [`GET ${base}`]: () => ({ status: 200, body: { questions: [essay, shirt] } }),
      [`POST ${base}/6/options`]: (request) => ({
        status: 201,
        body: {
          question: {
            ...shirt,
            questionOptions: [...shirt.questionOptions, { optionId: 62, displayOrder: 1, isTextBox: true, ...(request.body as object) }],
          },
        },
      }),
    });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Edit Shirt size' }));
    const details = screen.getByRole('region', { name: 'Question Details' });
    expect(within(details).getByRole('table', { name: 'Options' }).textContent).toContain('Large');
    await user.click(within(details).getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Option' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: 'Option Text' }), 'Other');
    await user.click(within(dialog).getByRole('checkbox', { name: /Show a text box/ }));
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Option' })).toBeNull());
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ optionName: 'Other', displayOrder: 1, isTextBox: true });
    expect(within(details).getByRole('table', { name: 'Options' }).textContent).toContain('Other');
  });

  it('saves Question Details (text, order, character limit) and refuses an empty text', async () => {
    const requests = fakeBuilderApi({
      [`GET ${base}`]: () => ({ status: 200, body: { questions: [essay, shirt] } }),
      [`PUT ${base}/5`]: (request) => ({ status: 200, body: { question: { ...essay, ...(request.body as object) } } }),
    });
    const { user, onFormChanged } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Edit Why do you want to attend?' }));
    const details = screen.getByRole('region', { name: 'Question Details' });
    const text = within(details).getByRole('textbox', { name: 'Question Text' });
    await user.clear(text);
    expect(within(details).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    await user.type(text, 'What do you hope to learn?');
    const limit = within(details).getByRole('textbox', { name: 'Character Limit' });
    await user.clear(limit);
    await user.type(limit, '300');
    await user.click(within(details).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFormChanged).toHaveBeenCalled());
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      questionText: 'What do you hope to learn?',
      questionTypeId: 1,
      displayOrder: 1,
      characterLimit: 300,
    });
    expect(screen.getByRole('table', { name: 'Program Questions' }).textContent).toContain('What do you hope to learn?');
  });

  it("keeps 'New' disabled for staff who are not admins, and offers no Save without programs.edit (spec §6)", async () => {
    fakeBuilderApi({ [`GET ${base}`]: () => ({ status: 200, body: { questions: [essay] } }) });
    const { user } = renderPanel({ canCreate: false, canEdit: false });
    await screen.findByRole('table', { name: 'Program Questions' });
    expect(screen.getByRole('button', { name: 'New' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Delete Why do you want to attend?' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Edit Why do you want to attend?' }));
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
