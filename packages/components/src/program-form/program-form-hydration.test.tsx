import { cleanup, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileSample, sampleComponent, sampleQuestions } from '../test-support/form-definitions.ts';
import { sampleProgram } from '../test-support/sample-program.ts';
import { adoptAnswersGivenBeforeHydration, holdSubmitsUntilHydrated } from './before-hydration.ts';
import { ProgramForm } from './program-form.tsx';

const multiSelect = sampleQuestions.find((question) => question.questionTypeId === 3);
const dropDown = sampleQuestions.find((question) => question.questionTypeId === 4);
if (!multiSelect || !dropDown) throw new Error('the sample questions have no multi-select or drop-down');
const compiled = compileSample(
  [sampleComponent('PersonalInformation', 1), sampleComponent('QuestionsComponent', 2)],
  [multiSelect, dropDown],
);

/** The form as a page owns it; every answers object it reports is kept in `reported`. */
function Harness({ reported, onSubmit }: { reported: Record<string, unknown>[]; onSubmit?: (answers: Record<string, unknown>) => void }) {
  const [data, setData] = useState<Record<string, unknown>>({});
  const change = (next: Record<string, unknown>) => {
    reported.push(next);
    setData(next);
  };
  return (
    <ProgramForm compiled={compiled} program={sampleProgram} formData={data} onChange={change} onSubmit={onSubmit ?? (() => undefined)} />
  );
}

afterEach(cleanup);

/** Server markup of the form in the page, before its script runs. */
function serverRendered(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Harness reported={[]} />);
  return document.body.appendChild(container);
}

/** Hydrates the markup; a mismatch (a recoverable error) fails the test. */
function hydrate(page: HTMLElement, reported: Record<string, unknown>[]): void {
  const mismatches: unknown[] = [];
  render(<Harness reported={reported} />, { container: page, hydrate: true, onRecoverableError: (error) => mismatches.push(error) });
  expect(mismatches).toEqual([]);
}

describe('ProgramForm rendered on the server, then hydrated (issue 11)', () => {
  it('hydrates the server markup without a mismatch and reports nothing the applicant did not do', () => {
    const page = serverRendered();
    const firstName = page.querySelector<HTMLInputElement>('#root_personalInformation_firstName');
    const reported: Record<string, unknown>[] = [];
    hydrate(page, reported);
    expect(page.querySelector('#root_personalInformation_firstName')).toBe(firstName);
    expect(reported.some((answers) => JSON.stringify(answers).includes('firstName'))).toBe(false);
  });

  it('keeps as answers what was typed and ticked before hydration', () => {
    const page = serverRendered();
    const firstName = page.querySelector<HTMLInputElement>('#root_personalInformation_firstName');
    const box = page.querySelector<HTMLInputElement>('input[name="root_questions_q13"][value="1"]');
    if (firstName === null || box === null) throw new Error('the form has no first name or checkbox');
    firstName.value = 'Jordan';
    box.checked = true;
    const reported: Record<string, unknown>[] = [];
    hydrate(page, reported);

    const answers = reported.at(-1) as { personalInformation?: { firstName?: string }; questions?: { q13?: unknown[] } };
    expect(answers.personalInformation?.firstName).toBe('Jordan');
    expect(answers.questions?.q13).toEqual(['Media']);
    expect(firstName.value).toBe('Jordan');
    expect(box.checked).toBe(true);
  });

  it('keeps as answers a choice made in a select list before hydration', () => {
    const page = serverRendered();
    const role = page.querySelector<HTMLSelectElement>('select#root_questions_q14');
    if (role === null) throw new Error('the form has no select list for the drop-down question');
    const coach = [...role.options].find((option) => option.text === 'Coach');
    if (coach === undefined) throw new Error('the select list has no Coach');
    role.value = coach.value;
    const reported: Record<string, unknown>[] = [];
    hydrate(page, reported);

    const answers = reported.at(-1) as { questions?: { q14?: unknown } };
    expect(answers.questions?.q14).toBe('Coach');
    expect(role.value).toBe(coach.value);
  });

  it('sends the change of a file dropped on a file input before hydration, and of no other file input', () => {
    const root = document.body.appendChild(document.createElement('div'));
    root.innerHTML = '<input type="file" id="given" /><input type="file" id="empty" />';
    const given = root.querySelector<HTMLInputElement>('#given');
    if (given === null) throw new Error('no file input');
    // What a drop leaves on the element (the test DOM builds no FileList of its own).
    Object.defineProperty(given, 'files', { value: { length: 1, 0: new File(['resume'], 'resume.pdf') } });
    const changed: string[] = [];
    root.addEventListener('change', (event) => changed.push((event.target as HTMLElement).id));
    adoptAnswersGivenBeforeHydration(root);
    expect(changed).toEqual(['given']);
    expect(root.hasAttribute('data-form-ready')).toBe(true);
    root.remove();
  });
});

describe('a submit before hydration (issue 11)', () => {
  it('leaves other forms alone', () => {
    const stop = holdSubmitsUntilHydrated(document);
    try {
      const other = document.body.appendChild(document.createElement('form'));
      const submit = new Event('submit', { bubbles: true, cancelable: true });
      other.dispatchEvent(submit);
      expect(submit.defaultPrevented).toBe(false);
      other.remove();
    } finally {
      stop();
    }
  });

  it("is held, asks for the form's code, and is sent by the form once hydrated", async () => {
    const onHeld = vi.fn();
    const stop = holdSubmitsUntilHydrated(document, onHeld);
    try {
      const page = serverRendered();
      const form = page.querySelector('form');
      if (form === null) throw new Error('no form');
      const native = new Event('submit', { bubbles: true, cancelable: true });
      const reachedPage: Event[] = [];
      page.addEventListener('submit', (event) => reachedPage.push(event));
      form.dispatchEvent(native);
      expect(native.defaultPrevented, 'the browser does not send the answers').toBe(true);
      expect(reachedPage, 'nor the page (React would send them again once hydrated)').toEqual([]);
      expect(onHeld).toHaveBeenCalledTimes(1);

      const submitted: Record<string, unknown>[] = [];
      render(<Harness reported={[]} onSubmit={(answers) => void submitted.push(answers)} />, { container: page, hydrate: true });
      // The empty form is refused by the form's own check: every field's error shows, as after a click on Submit.
      expect(page.querySelectorAll('form[data-submit-held]')).toHaveLength(0);
      await waitFor(() => expect(page.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThan(0));
      expect(submitted).toEqual([]);
    } finally {
      stop();
    }
  });
});
