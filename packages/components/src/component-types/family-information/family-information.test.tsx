import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createValidator } from '@huddle/form-engine';
import { ProgramForm } from '../../program-form/program-form.tsx';
import { compileSample, sampleComponent } from '../../test-support/form-definitions.ts';
import { familyWithTwoChildren, fullFamilyConfiguration } from '../../test-support/sample-family-information.ts';
import { sampleProgram } from '../../test-support/sample-program.ts';

const compiled = compileSample([sampleComponent('FamilyInformation', 1, fullFamilyConfiguration)]);

function Harness() {
  const [data, setData] = useState<Record<string, unknown>>({ familyInformation: familyWithTwoChildren });
  return (
    <>
      <ProgramForm compiled={compiled} program={sampleProgram} formData={data} onChange={setData} onSubmit={() => undefined} />
      <output data-testid="answers">{JSON.stringify(data)}</output>
    </>
  );
}

const family = () =>
  (JSON.parse(screen.getByTestId('answers').textContent ?? '{}') as { familyInformation: Record<string, unknown> }).familyInformation;

afterEach(cleanup);

describe('FamilyInformation in the program form', () => {
  it('drops the last child when the number of children goes down, and the answers stay valid', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('textbox', { name: /Child 2 Name/ })).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: /Number of Children Attending/ }), '1');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /Child 2 Name/ })).toBeNull());
    expect(Object.keys(family()).filter((key) => key.endsWith('2'))).toEqual([]);
    expect(family()['childName1']).toBe('Jamie Lee');
    expect(createValidator(compiled).validate({ familyInformation: family() }).valid).toBe(true);
  });

  it('drops the significant-other answers when the answer becomes No', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /Significant Other Name/ })).toBeNull());
    expect(Object.keys(family()).filter((key) => key.startsWith('sigOther'))).toEqual([]);
    expect(createValidator(compiled).validate({ familyInformation: family() }).valid).toBe(true);
  });

  it('asks for a new child once the number of children goes up', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.selectOptions(screen.getByRole('combobox', { name: /Number of Children Attending/ }), '3');
    expect(await screen.findByRole('textbox', { name: /Child 3 Name/ })).toBeTruthy();
    await user.hover(screen.getByRole('button', { name: 'Submit' }));
    const popover = await screen.findByText('Please supply values for:');
    const missing = within(popover.parentElement as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(missing).toEqual(['Child 3 Age', 'Child 3 Name', 'Child 3 Shirt Size']);
  });
});
