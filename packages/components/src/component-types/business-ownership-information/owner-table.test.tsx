import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ProgramForm } from '../../program-form/program-form.tsx';
import { compileSample } from '../../test-support/form-definitions.ts';
import { sampleBusinessOwnershipComponent, sampleOtherOwners } from '../../test-support/sample-business-ownership-information.ts';
import { sampleProgram } from '../../test-support/sample-program.ts';

afterEach(cleanup);

const compiled = compileSample([sampleBusinessOwnershipComponent()]);

function Harness({
  initial = {},
  readOnly = false,
  onSubmit = vi.fn(),
}: {
  initial?: Record<string, unknown>;
  readOnly?: boolean;
  onSubmit?(data: Record<string, unknown>): void;
}) {
  const [data, setData] = useState<Record<string, unknown>>({ businessOwnershipInformation: initial });
  return (
    <>
      <ProgramForm compiled={compiled} program={sampleProgram} formData={data} onChange={setData} onSubmit={onSubmit} readOnly={readOnly} />
      <output data-testid="answers">{JSON.stringify(data)}</output>
    </>
  );
}

const owners = () => {
  const data = JSON.parse(screen.getByTestId('answers').textContent ?? '{}') as {
    businessOwnershipInformation?: { additionalBusinessOwners?: unknown };
  };
  return data.businessOwnershipInformation?.additionalBusinessOwners;
};
const table = () => screen.getByRole('table', { name: 'Other Owners' });
const input = (name: string) => screen.getByRole('textbox', { name });

async function addOwner(user: ReturnType<typeof userEvent.setup>, name: string, title: string, percent: string) {
  await user.type(input('Owner Name'), name);
  await user.type(input('Owner Title'), title);
  await user.type(input('Owner %'), percent);
  await user.click(screen.getByRole('button', { name: 'Add Owner' }));
}

describe('Other Owners table (BusinessOwnershipInformation.OwnerTable)', () => {
  it('shows the spec columns and "No \'Other Owners\' Specified" when empty', () => {
    render(<Harness />);
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Title', 'Ownership %', 'Action']);
    expect(screen.getByText('Other Owners').className).toBe('field__label');
    expect(within(table()).getByText("No 'Other Owners' Specified")).toBeTruthy();
    expect(screen.getByText('You can list up to 2 other owners.')).toBeTruthy();
  });

  it('refuses to add with empty inputs, naming each one under it, and adds nothing', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Add Owner' }));
    expect(screen.getByText("'Owner Name' required")).toBeTruthy();
    expect(screen.getByText("'Owner Title' required")).toBeTruthy();
    expect(screen.getByText("'Owner %' required")).toBeTruthy();
    expect(input('Owner Name').getAttribute('aria-invalid')).toBe('true');
    expect(input('Owner Name').getAttribute('aria-describedby')).toBeTruthy();
    expect(owners()).toBeUndefined();

    await user.type(input('Owner Name'), 'Dana Whitfield');
    await user.type(input('Owner %'), '   ');
    await user.click(screen.getByRole('button', { name: 'Add Owner' }));
    expect(screen.queryByText("'Owner Name' required")).toBeNull();
    expect(screen.getByText("'Owner Title' required")).toBeTruthy();
    expect(screen.getByText("'Owner %' required")).toBeTruthy();
    expect(owners()).toBeUndefined();
  });

  it('refuses a percentage the numeric rule does not allow', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await addOwner(user, 'Dana Whitfield', 'Partner', '25%');
    expect(screen.getByText("'Owner %' may contain only digits, hyphens and commas")).toBeTruthy();
    expect(owners()).toBeUndefined();
  });

  it('adds owners numbered from 1, clears the inputs, and stops at 2 with a note', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await addOwner(user, ' Dana Whitfield ', 'Chief Operating Officer', '25');
    expect(owners()).toEqual([{ ownerNumber: 1, ownerName: 'Dana Whitfield', ownerTitle: 'Chief Operating Officer', ownerPercent: '25' }]);
    expect((input('Owner Name') as HTMLInputElement).value).toBe('');
    expect((input('Owner %') as HTMLInputElement).value).toBe('');
    expect(within(table()).getByRole('cell', { name: 'Dana Whitfield' })).toBeTruthy();
    expect(within(table()).queryByText("No 'Other Owners' Specified")).toBeNull();

    await user.type(input('Owner Name'), "Marcus O'Brien");
    await user.type(input('Owner Title'), 'Partner');
    await user.type(input('Owner %'), '10-15{Enter}');
    expect(owners()).toEqual([...sampleOtherOwners]);
    expect(screen.queryByRole('button', { name: 'Add Owner' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Owner Name' })).toBeNull();
    expect(screen.getByText('You have listed the most other owners allowed (2). Remove one to add another.')).toBeTruthy();
  });

  it('removes an owner by number and renumbers the rest from 1', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ additionalBusinessOwners: sampleOtherOwners }} />);
    await user.click(screen.getByRole('button', { name: 'Remove other owner 1: Dana Whitfield' }));
    expect(owners()).toEqual([{ ...sampleOtherOwners[1], ownerNumber: 1 }]);
    expect(screen.getByRole('button', { name: 'Add Owner' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: "Remove other owner 1: Marcus O'Brien" }));
    expect(owners()).toEqual([]);
    expect(within(table()).getByText("No 'Other Owners' Specified")).toBeTruthy();
  });

  it('does not submit the form when Enter is pressed in an owner input', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness initial={{ legendsOwnershipPercent: '51', legendInvolvedDayToDay: 'Yes' }} onSubmit={onSubmit} />);
    await user.type(input('Owner Name'), 'Dana Whitfield{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText("'Owner Title' required")).toBeTruthy();
  });

  it('shows the owners without inputs or actions when read-only', () => {
    render(
      <Harness
        readOnly
        initial={{ legendsOwnershipPercent: '51', legendInvolvedDayToDay: 'Yes', additionalBusinessOwners: sampleOtherOwners }}
      />,
    );
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Title', 'Ownership %']);
    expect(within(table()).getByRole('cell', { name: '10-15' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove|Add Owner/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Owner Name' })).toBeNull();
  });
});
