import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withTheme } from '@rjsf/core';
import { ErrorSchemaBuilder } from '@rjsf/utils';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useState } from 'react';
import { groupRequiredText } from './choice-group.tsx';
import { createCompilingRjsfValidator } from './compiling-rjsf-validator.ts';
import { huddleTheme } from './huddle-theme.ts';

const ThemedForm = withTheme<Record<string, unknown>, RJSFSchema>(huddleTheme);
const validator = createCompilingRjsfValidator();

const schema: RJSFSchema = {
  type: 'object',
  required: ['contact', 'topics'],
  properties: {
    contact: { type: 'string', title: 'Contact', enum: ['Email', 'Phone', 'Other'] },
    topics: { type: 'array', title: 'Topics', uniqueItems: true, items: { type: 'string', enum: ['Coaching', 'Scouting', 'Media'] } },
  },
};
const uiSchema: UiSchema = {
  contact: { 'ui:widget': 'radio', 'ui:options': { columns: 3 } },
  topics: { 'ui:widget': 'checkboxes' },
};

interface HarnessProps {
  initial?: Record<string, unknown>;
  readonly?: boolean;
  disabled?: boolean;
  errors?: ErrorSchema;
  onFocus?(id: string): void;
  onBlur?(id: string): void;
}

function Harness({ initial = {}, readonly, disabled, errors, onFocus, onBlur }: HarnessProps) {
  const [data, setData] = useState<Record<string, unknown>>(initial);
  return (
    <>
      <ThemedForm
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        formData={data}
        readonly={readonly}
        disabled={disabled}
        extraErrors={errors}
        noValidate
        onChange={(event) => setData(event.formData ?? {})}
        onFocus={(id) => onFocus?.(id)}
        onBlur={(id) => onBlur?.(id)}
      >
        <button type="button">After</button>
      </ThemedForm>
      <output data-testid="answers">{JSON.stringify(data)}</output>
    </>
  );
}

const answers = () => JSON.parse(screen.getByTestId('answers').textContent ?? '{}') as Record<string, unknown>;
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

afterEach(cleanup);

describe('RadioWidget', () => {
  it('is a labelled, required radiogroup of native radios sharing one name, in columns', () => {
    render(<Harness />);
    const group = screen.getByRole('radiogroup', { name: /Contact/ });
    expect(group.getAttribute('aria-required')).toBe('true');
    expect(group.getAttribute('aria-describedby')).toContain('root_contact__error');
    expect(group.style.getPropertyValue('--choice-columns')).toBe('3');
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((item) => item.name)).toEqual(['root_contact', 'root_contact', 'root_contact']);
    expect(radios.every((item) => item.type === 'radio' && !item.checked)).toBe(true);
  });

  it('chooses the clicked option (or its label) and keeps one choice', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(radio('Phone'));
    expect(answers()['contact']).toBe('Phone');
    expect(radio('Phone').checked).toBe(true);
    await user.click(screen.getByText('Other'));
    expect(answers()['contact']).toBe('Other');
    expect(radio('Other').checked).toBe(true);
    expect(radio('Phone').checked).toBe(false);
  });

  it('reports focus and blur once for the group, not between its radios', async () => {
    const user = userEvent.setup();
    const onFocus = vi.fn();
    const onBlur = vi.fn();
    render(<Harness initial={{ contact: 'Email' }} onFocus={onFocus} onBlur={onBlur} />);
    await user.click(radio('Phone'));
    await user.click(radio('Other'));
    expect(onFocus.mock.calls.filter(([id]) => id === 'root_contact')).toHaveLength(1);
    expect(onBlur.mock.calls.filter(([id]) => id === 'root_contact')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'After' }));
    expect(onBlur.mock.calls.filter(([id]) => id === 'root_contact')).toHaveLength(1);
  });

  it('shows a read-only answer that cannot be changed', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ contact: 'Email' }} readonly />);
    expect(screen.getByRole('radiogroup', { name: /Contact/ }).getAttribute('aria-readonly')).toBe('true');
    await user.click(radio('Phone'));
    expect(radio('Email').checked).toBe(true);
    expect(radio('Phone').checked).toBe(false);
    expect(answers()['contact']).toBe('Email');
  });

  it('marks the group and its radios invalid while the field shows an error', () => {
    render(<Harness errors={new ErrorSchemaBuilder().addErrors('Choose one.', 'contact').ErrorSchema} />);
    expect(screen.getByRole('radiogroup', { name: /Contact/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('radio').every((item) => item.getAttribute('aria-invalid') === 'true')).toBe(true);
    expect(screen.getAllByRole('checkbox').some((item) => item.hasAttribute('aria-invalid'))).toBe(false);
  });

  it('disables every radio of a disabled field', () => {
    render(<Harness disabled />);
    expect((screen.getAllByRole('radio') as HTMLInputElement[]).every((item) => item.disabled)).toBe(true);
  });
});

describe('CheckboxesWidget', () => {
  it('is a labelled group whose description says it is required, with no box required', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: /Topics/ });
    const description = (group.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(description).toContain(groupRequiredText());
    for (const box of within(group).getAllByRole('checkbox')) {
      expect(box.hasAttribute('required')).toBe(false);
      expect(box.getAttribute('aria-required')).toBeNull();
    }
  });

  it('keeps the answer in the order of the options, whatever the order of the clicks', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(checkbox('Media'));
    await user.click(screen.getByText('Coaching'));
    expect(answers()['topics']).toEqual(['Coaching', 'Media']);
    expect(checkbox('Coaching').checked).toBe(true);
    await user.click(checkbox('Media'));
    expect(answers()['topics']).toEqual(['Coaching']);
    expect(checkbox('Media').checked).toBe(false);
  });

  it('toggles the focused box with Space', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    checkbox('Scouting').focus();
    await user.keyboard(' ');
    expect(checkbox('Scouting').checked).toBe(true);
    expect(answers()['topics']).toEqual(['Scouting']);
    await user.keyboard(' ');
    expect(checkbox('Scouting').checked).toBe(false);
  });

  it('shows read-only boxes that neither a click nor Space changes', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ topics: ['Media'] }} readonly />);
    expect(checkbox('Media').getAttribute('aria-readonly')).toBe('true');
    await user.click(checkbox('Coaching'));
    checkbox('Media').focus();
    await user.keyboard(' ');
    expect(checkbox('Coaching').checked).toBe(false);
    expect(checkbox('Media').checked).toBe(true);
    expect(answers()['topics']).toEqual(['Media']);
  });
});
