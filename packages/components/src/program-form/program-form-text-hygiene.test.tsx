import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { compileSample, sampleComponent, sampleQuestion } from '../test-support/form-definitions.ts';
import { sampleProgram } from '../test-support/sample-program.ts';
import { ProgramForm } from './program-form.tsx';

/** A 500-character text question (a multi-line box) and the Digital Signature (a single-line input). */
const compiled = compileSample(
  [sampleComponent('QuestionsComponent', 1), sampleComponent('DigitalSignature', 2)],
  [sampleQuestion({ questionId: 11, questionText: 'Why do you want to attend?', questionTypeId: 1, characterLimit: 500 })],
);

function Harness({ onSubmit }: { onSubmit(data: Record<string, unknown>): void }) {
  const [data, setData] = useState<Record<string, unknown>>({});
  return <ProgramForm compiled={compiled} program={sampleProgram} formData={data} onChange={setData} onSubmit={onSubmit} />;
}

const submitButton = () => screen.getByRole('button', { name: 'Submit' });
const signature = () => screen.getByRole('textbox', { name: /Digital Signature/ });
const story = () => screen.getByRole('textbox', { name: /Why do you want to attend/ });

/** The friendly names the submit popover lists. */
async function popoverNames(user: ReturnType<typeof userEvent.setup>): Promise<string[]> {
  await user.hover(submitButton());
  const heading = await screen.findByText('Please supply values for:');
  return within(heading.parentElement as HTMLElement)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

/** The error text shown for a field (linked by aria-describedby). */
function errorOf(field: HTMLElement): string {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('__error'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

afterEach(cleanup);

describe('ProgramForm text hygiene', () => {
  it('refuses an answer of zero-width characters under the field and names it in the popover', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await user.type(story(), 'To learn.');
    await user.type(signature(), '\u200B\u200D');
    await user.tab();

    await waitFor(() => expect(errorOf(signature())).toContain('Please enter visible characters, not only spaces or invisible ones.'));
    expect(signature().getAttribute('aria-invalid')).toBe('true');
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
    expect(await popoverNames(user)).toEqual(['Digital Signature']);
    await user.click(submitButton());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a NUL character and a tab in a single-line answer, naming the field', async () => {
    const user = userEvent.setup();
    render(<Harness onSubmit={vi.fn()} />);
    await user.type(story(), 'To learn.');
    await user.click(signature());
    await user.paste('Jordan\u0000Lee');
    await user.tab();
    await waitFor(() => expect(errorOf(signature())).toContain('Please remove control characters, tabs and line breaks.'));
    expect(await popoverNames(user)).toEqual(['Digital Signature']);

    await user.clear(signature());
    await user.paste('Jordan\tLee');
    await waitFor(() => expect(errorOf(signature())).toContain('Please remove control characters, tabs and line breaks.'));
  });

  it('reads spaces only as a missing answer', async () => {
    const user = userEvent.setup();
    render(<Harness onSubmit={vi.fn()} />);
    await user.type(story(), '   ');
    await user.type(signature(), '    ');
    await user.tab();
    await waitFor(() => expect(errorOf(signature())).toContain('This field is required.'));
    expect(await popoverNames(user)).toEqual(['Digital Signature', 'Why do you want...']);
  });

  it('accepts surrounding spaces and line breaks in a multi-line answer', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await user.type(story(), '  To learn.{Enter}And to coach.{Enter}');
    await user.type(signature(), '  Jordan Lee  ');
    await waitFor(() => expect(submitButton().hasAttribute('aria-disabled')).toBe(false));
    expect(errorOf(signature())).toBe('');
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});
