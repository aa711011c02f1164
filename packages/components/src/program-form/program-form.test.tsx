import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { CompiledForm } from '@huddle/form-engine';
import { compileSample, sampleComponent, sampleOptions, sampleQuestion } from '../test-support/form-definitions.ts';
import { sampleProgram } from '../test-support/sample-program.ts';
import { ProgramForm } from './program-form.tsx';

const question = sampleQuestion({
  questionId: 12,
  questionText: 'How did you hear about the program?',
  questionTypeId: 2,
  questionOptions: sampleOptions(['Email', 'Other'], ['Other']),
});

const compiled = compileSample(
  [
    sampleComponent('EventDescription', 1),
    { ...sampleComponent('RetiredComponent', 2), displayName: 'Retired Component' },
    sampleComponent('QuestionsComponent', 3),
    sampleComponent('DigitalSignature', 4),
    sampleComponent('Footer', 5),
  ],
  [question],
);

/**
 * ProgramForm under a parent holding the answers in state: `store` is what the parent keeps of each change (the
 * answers as reported, by default); each of `replacements` is a button that replaces the answers with its value.
 */
function Harness({
  form,
  onSubmit,
  initial = {},
  store = (answers) => answers,
  replacements = {},
}: {
  form: CompiledForm;
  onSubmit(data: Record<string, unknown>): void;
  initial?: Record<string, unknown>;
  store?: (answers: Record<string, unknown>) => Record<string, unknown>;
  replacements?: Record<string, Record<string, unknown>>;
}) {
  const [data, setData] = useState<Record<string, unknown>>(initial);
  return (
    <>
      <ProgramForm compiled={form} program={sampleProgram} formData={data} onChange={(next) => setData(store(next))} onSubmit={onSubmit} />
      {Object.entries(replacements).map(([label, answers]) => (
        <button key={label} type="button" onClick={() => setData(answers)}>
          {label}
        </button>
      ))}
      <output data-testid="answers">{JSON.stringify(data)}</output>
    </>
  );
}

const submitButton = () => screen.getByRole('button', { name: 'Submit' });
const answers = () => JSON.parse(screen.getByTestId('answers').textContent ?? '{}') as Record<string, Record<string, unknown>>;

afterEach(cleanup);

describe('ProgramForm', () => {
  it('keeps Submit inactive until the required fields are valid, then submits the answers', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness form={compiled} onSubmit={onSubmit} />);

    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryAllByText('This field is required.')).toHaveLength(0);
    await user.click(submitButton());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);

    await user.click(screen.getByRole('radio', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: /Digital Signature/ }), 'Jordan Lee');
    await waitFor(() => expect(submitButton().hasAttribute('aria-disabled')).toBe(false));

    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ questions: { q12: 'Email' }, digitalSignature: { digitalSignature: 'Jordan Lee' } });
  });

  it('lists the missing fields in the submit popover, or says all are present', async () => {
    const user = userEvent.setup();
    render(<Harness form={compiled} onSubmit={vi.fn()} />);

    expect(screen.getByText('Please note: Submit button will not activate until all required fields are filled out')).toBeTruthy();
    await user.hover(submitButton());
    const popover = await screen.findByText('Please supply values for:');
    const list = within(popover.parentElement as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(list).toEqual(['Digital Signature', 'How did you hea...']);

    await user.click(screen.getByRole('radio', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: /Digital Signature/ }), 'Jordan Lee');
    await user.hover(submitButton());
    expect(await screen.findByText('All required fields have values')).toBeTruthy();
  });

  it('shows a notice for an unavailable component and renders the rest', () => {
    render(<Harness form={compiled} onSubmit={vi.fn()} />);
    expect(screen.getByText('This part of the form (Retired Component) is not available yet.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'NFL Coaches Academy 2026' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'jordan.lee@example.org' }).getAttribute('href')).toBe('mailto:jordan.lee@example.org');
  });

  it('reveals the other text for the other option and drops its value when hidden again', async () => {
    const user = userEvent.setup();
    render(<Harness form={compiled} onSubmit={vi.fn()} />);
    expect(screen.queryByRole('textbox', { name: /Please specify other/ })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.type(await screen.findByRole('textbox', { name: /Please specify other/ }), 'A coach');
    await waitFor(() => expect(answers()['questions']).toEqual({ q12: 'Other', q12Other: 'A coach' }));

    await user.click(screen.getByRole('radio', { name: 'Email' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /Please specify other/ })).toBeNull());
    expect(answers()['questions']).toEqual({ q12: 'Email' });
  });

  it('takes answers the parent replaces after typing (a start over), then goes on from them', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        form={compiled}
        onSubmit={vi.fn()}
        replacements={{ 'Start over': {}, Restore: { digitalSignature: { digitalSignature: 'From the draft' } } }}
      />,
    );
    const signature = () => screen.getByRole<HTMLInputElement>('textbox', { name: /Digital Signature/ });

    await user.type(signature(), 'Jordan');
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    await waitFor(() => expect(signature().value).toBe(''));
    await user.type(signature(), 'Lee');
    await waitFor(() => expect(answers()['digitalSignature']).toEqual({ digitalSignature: 'Lee' }));
    expect(signature().value).toBe('Lee');

    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(signature().value).toBe('From the draft'));
    await user.type(signature(), '!');
    await waitFor(() => expect(answers()['digitalSignature']).toEqual({ digitalSignature: 'From the draft!' }));
  });

  it('works for a parent that stores a copy of each change', async () => {
    const user = userEvent.setup();
    render(<Harness form={compiled} onSubmit={vi.fn()} store={(answers) => structuredClone(answers)} />);
    await user.type(screen.getByRole('textbox', { name: /Digital Signature/ }), 'Jordan');
    await waitFor(() => expect(answers()['digitalSignature']).toEqual({ digitalSignature: 'Jordan' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Digital Signature/ }).value).toBe('Jordan');
  });

  it('shows a field error only after the field is left', async () => {
    const user = userEvent.setup();
    render(<Harness form={compiled} onSubmit={vi.fn()} />);
    const signature = screen.getByRole('textbox', { name: /Digital Signature/ });

    await user.type(signature, 'x');
    await user.clear(signature);
    expect(screen.queryByText('This field is required.')).toBeNull();
    await user.tab();
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(signature.getAttribute('aria-invalid')).toBe('true');
    expect(signature.getAttribute('aria-describedby')).toContain('__error');
  });

  it('renders answers read-only without header, footer or submit', () => {
    const data = { questions: { q12: 'Email' }, digitalSignature: { digitalSignature: 'Jordan Lee' } };
    render(<ProgramForm compiled={compiled} program={sampleProgram} formData={data} onChange={vi.fn()} onSubmit={vi.fn()} readOnly />);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    const signature = screen.getByRole('textbox', { name: /Digital Signature/ }) as HTMLInputElement;
    expect(signature.readOnly).toBe(true);
    expect(signature.value).toBe('Jordan Lee');
    expect((screen.getByRole('radio', { name: 'Email' }) as HTMLInputElement).checked).toBe(true);
  });
});
