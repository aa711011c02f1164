import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ProgramForm } from '../../program-form/program-form.tsx';
import { createStoryFormServices } from '../../stories/story-form-services.ts';
import { compileSample, sampleComponent } from '../../test-support/form-definitions.ts';
import { sampleProgram } from '../../test-support/sample-program.ts';

/** Holds back the interactive combo box module until the test releases it. */
const gate = vi.hoisted(() => {
  let release = () => {};
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { opened, release: () => release() };
});
vi.mock('../../theme/aria-suggestion-combo-box.tsx', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

const compiled = compileSample([sampleComponent('PersonalInformation', 1)]);

function Harness() {
  const [data, setData] = useState<Record<string, unknown>>({});
  return (
    <>
      <ProgramForm
        compiled={compiled}
        program={sampleProgram}
        formData={data}
        onChange={setData}
        onSubmit={() => undefined}
        services={createStoryFormServices({ searchDelayMs: 0 })}
      />
      <output data-testid="answers">{JSON.stringify(data)}</output>
    </>
  );
}

const college = () =>
  (JSON.parse(screen.getByTestId('answers').textContent ?? '{}') as { personalInformation?: { college?: string } }).personalInformation
    ?.college;
const input = () => screen.getByRole('combobox', { name: /College/ }) as HTMLInputElement;

afterEach(cleanup);

describe('PersonalInformation college input while the combo box loads', () => {
  it('takes typing before and after the combo box arrives, keeping focus and caret, and suggests once it is there', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const plain = input();
    await user.type(plain, 'Mon');
    await waitFor(() => expect(college()).toBe('Mon'));
    expect(input()).toBe(plain);
    expect(screen.queryByRole('listbox')).toBeNull();

    await act(async () => gate.release());
    await waitFor(() => expect(input()).not.toBe(plain));
    expect(document.activeElement).toBe(input());
    expect(input().value).toBe('Mon');
    expect(input().selectionStart).toBe(3);
    expect(await screen.findByRole('option', { name: 'Montana State' }, { timeout: 3000 })).toBeTruthy();

    await user.keyboard('t');
    await waitFor(() => expect(college()).toBe('Mont'));
    await user.click(await screen.findByRole('option', { name: 'Montana State' }, { timeout: 3000 }));
    await waitFor(() => expect(college()).toBe('Montana State'));
  });
});
