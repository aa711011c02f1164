import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { CompiledForm } from '@huddle/form-engine';
import { ProgramForm } from '../../program-form/program-form.tsx';
import { compileSample, sampleComponent } from '../../test-support/form-definitions.ts';
import { sampleContactListComponent, sampleContactListQuestion, sampleContacts } from '../../test-support/sample-contact-list-question.ts';
import { sampleProgram } from '../../test-support/sample-program.ts';

afterEach(cleanup);

function Harness({ form, initial = {}, readOnly = false }: { form: CompiledForm; initial?: Record<string, unknown>; readOnly?: boolean }) {
  const [data, setData] = useState<Record<string, unknown>>(initial);
  return (
    <>
      <ProgramForm compiled={form} program={sampleProgram} formData={data} onChange={setData} onSubmit={vi.fn()} readOnly={readOnly} />
      <output data-testid="answers">{JSON.stringify(data)}</output>
    </>
  );
}

const answers = () => JSON.parse(screen.getByTestId('answers').textContent ?? '{}') as Record<string, Record<string, unknown>>;
const input = (name: string) => screen.getByRole('textbox', { name });

describe('contact table (ContactListQuestion.ContactTable)', () => {
  const form = compileSample([sampleContactListComponent({ minContacts: 2 })]);

  it('has one column and one input per configured column, captions as headers, and numbered rows', () => {
    render(<Harness form={form} initial={{ contactList: { additionalContacts: sampleContacts.slice(0, 1) } }} />);
    const table = screen.getByRole('table', { name: 'Other Attendees' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['#', 'Full Name', 'Job Title', 'Email', 'Action']);
    const firstRow = within(table).getAllByRole('row')[1]!;
    expect(
      within(firstRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 4),
    ).toEqual(['1', 'Alex Rivera', 'General Manager', 'alex.rivera@example.org']);
    expect(input('Full Name')).toBeTruthy();
    expect(input('Job Title')).toBeTruthy();
    expect(input('Email')).toBeTruthy();
    expect(screen.getByText('Add at least 2 contacts.')).toBeTruthy();
    expect(screen.getByText('Other Attendees', { selector: 'legend' })).toBeTruthy();
    expect(screen.getByText('Other Attendees', { selector: 'span' }).className).toBe('visually-hidden');
  });

  it('refuses to add while a column is empty, with "\'{caption}\' required" under it', async () => {
    const user = userEvent.setup();
    render(<Harness form={form} />);
    await user.type(input('Full Name'), 'Alex Rivera');
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    expect(screen.getByText("'Job Title' required")).toBeTruthy();
    expect(screen.getByText("'Email' required")).toBeTruthy();
    expect(screen.queryByText("'Full Name' required")).toBeNull();
    expect(answers()['contactList']?.['additionalContacts'] ?? []).toEqual([]);
    expect(document.activeElement).toBe(input('Job Title'));
  });

  it('adds numbered contacts, removes them and renumbers', async () => {
    const user = userEvent.setup();
    render(<Harness form={form} />);
    for (const contact of sampleContacts) {
      await user.type(input('Full Name'), contact.fullName);
      await user.type(input('Job Title'), contact.jobTitle);
      await user.type(input('Email'), contact.email);
      await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    }
    expect(answers()['contactList']?.['additionalContacts']).toEqual(sampleContacts);
    expect((input('Full Name') as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Remove contact 1: Alex Rivera' }));
    expect(answers()['contactList']?.['additionalContacts']).toEqual([{ ...sampleContacts[1], itemNumber: 1 }]);
  });

  it('says how many contacts are missing after a submit attempt, and the popover names the list', async () => {
    const user = userEvent.setup();
    render(<Harness form={form} initial={{ contactList: { additionalContacts: sampleContacts.slice(0, 1) } }} />);
    expect(screen.queryByText('Please add at least 2 contacts.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please add at least 2 contacts.')).toBeTruthy();
    await user.hover(screen.getByRole('button', { name: 'Submit' }));
    const heading = await screen.findByText('Please supply values for:');
    expect(
      within(heading.parentElement as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Other Attendees']);
  });

  it('shows the contacts without inputs or actions when read-only', () => {
    render(<Harness form={form} readOnly initial={{ contactList: { additionalContacts: sampleContacts } }} />);
    const table = screen.getByRole('table', { name: 'Other Attendees' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['#', 'Full Name', 'Job Title', 'Email']);
    expect(within(table).getByRole('cell', { name: 'sam.chen@example.org' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove|Add Contact/ })).toBeNull();
    expect(screen.queryByText('Add at least 2 contacts.')).toBeNull();
  });

  it('serves contact-list questions (type 6) of the QuestionsComponent too', async () => {
    const user = userEvent.setup();
    render(<Harness form={compileSample([sampleComponent('QuestionsComponent', 1)], [sampleContactListQuestion])} />);
    expect(screen.getByRole('table', { name: 'Who else from your company will attend?' })).toBeTruthy();
    expect(screen.getByText('Who else from your company will attend?').className).toBe('field__label');
    expect(screen.getByText('No contacts specified')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    expect(screen.getByText("'Name' required")).toBeTruthy();
    expect(screen.getByText("'Phone' required")).toBeTruthy();
    await user.type(input('Name'), 'Alex Rivera');
    await user.type(input('Phone'), '(404) 555-0144');
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    expect(answers()['questions']?.['q21']).toEqual([{ itemNumber: 1, name: 'Alex Rivera', phone: '(404) 555-0144' }]);
  });
});
