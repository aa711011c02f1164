import { componentRegistry } from '@huddle/components/definitions';
import type { ProgramComponent } from '@huddle/schemas';
import { act, cleanup, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithI18n } from '../test-support/render-with-i18n.tsx';
import { compileDraft } from './compile-draft.ts';
import { LivePreview } from './live-preview.tsx';
import { type ProgramDraft, programDraftAtom } from './program-draft-atoms.ts';

afterEach(cleanup);

const questions: ProgramComponent = {
  componentId: 3,
  componentType: 'QuestionsComponent',
  componentKey: 'questionsComponent',
  displayName: 'Questions',
  displayOrder: 1,
  configuration: {},
};
const uploads: ProgramComponent = {
  componentId: 4,
  componentType: 'FileUpload',
  componentKey: 'fileUpload',
  displayName: 'File Upload',
  displayOrder: 2,
  configuration: {},
};

const draft: ProgramDraft = {
  programId: 8,
  eventYear: 2026,
  fixedRole: null,
  display: {
    eventName: 'Finance Webinar',
    programDisplayName: null,
    startDate: null,
    endDate: null,
    applicationDueDate: null,
    eventDescription: null,
    footerMessage: null,
    headerGraphicPath: null,
    hideEventDates: false,
    social: { facebook: null, instagram: null, twitter: null },
    contacts: [],
  },
  components: [questions],
  questions: [
    {
      questionId: 21,
      questionText: 'What is your investing goal?',
      questionTypeId: 1,
      characterLimit: 0,
      displayOrder: 1,
      questionOptions: [],
    },
  ],
};

describe('LivePreview (issue: live preview from the unsaved edits)', () => {
  it('renders the public form compiled from the draft and follows each edit', async () => {
    const store = createStore();
    store.set(programDraftAtom, draft);
    // The preview renders deferred and suspends while a form's code loads: each step is awaited.
    await act(async () =>
      renderWithI18n(
        <Provider store={store}>
          <LivePreview />
        </Provider>,
      ),
    );
    expect(await screen.findByRole('textbox', { name: /What is your investing goal\?/ })).toBeTruthy();
    await act(async () =>
      store.set(programDraftAtom, { ...draft, questions: [{ ...draft.questions[0]!, questionText: 'Which markets interest you?' }] }),
    );
    expect(await screen.findByRole('textbox', { name: /Which markets interest you\?/ })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /What is your investing goal\?/ })).toBeNull();
  });

  it("shows the engine's message instead of the form for a configuration it refuses", async () => {
    const refused = { ...draft, components: [questions, { ...uploads, configuration: { numUploads: 7 } }] };
    const expected = compileDraft(refused);
    expect(expected.ok).toBe(false);
    const store = createStore();
    store.set(programDraftAtom, refused);
    renderWithI18n(
      <Provider store={store}>
        <LivePreview />
      </Provider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The form cannot be previewed');
    expect(alert.textContent).toContain(expected.ok ? '' : expected.message);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('compiles with the same registry as the server (the compiled form knows every component of the draft)', () => {
    const compiled = compileDraft(draft);
    expect(compiled.ok && compiled.compiled.sections.Body.map((component) => component.componentKey)).toEqual(['questionsComponent']);
    expect(Object.keys(componentRegistry)).toContain('QuestionsComponent');
  });
});
