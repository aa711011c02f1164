import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { FormServices } from '../../form-services.ts';
import { ProgramForm } from '../../program-form/program-form.tsx';
import { createStoryFormServices } from '../../stories/story-form-services.ts';
import { compileSample, sampleComponent } from '../../test-support/form-definitions.ts';
import { sampleProgram } from '../../test-support/sample-program.ts';

const compiled = compileSample([sampleComponent('PersonalInformation', 1)]);

function Harness({ services, initial = {}, readOnly }: { services?: FormServices; initial?: Record<string, unknown>; readOnly?: boolean }) {
  const [data, setData] = useState<Record<string, unknown>>(initial);
  return (
    <>
      <ProgramForm
        compiled={compiled}
        program={sampleProgram}
        formData={data}
        onChange={setData}
        onSubmit={() => undefined}
        services={services}
        readOnly={readOnly}
      />
      <output data-testid="answers">{JSON.stringify(data)}</output>
    </>
  );
}

const college = () =>
  (JSON.parse(screen.getByTestId('answers').textContent ?? '{}') as { personalInformation?: { college?: string } }).personalInformation
    ?.college;
const input = () => screen.getByRole('combobox', { name: /College/ }) as HTMLInputElement;
const didNotAttend = () => screen.getByRole('checkbox', { name: 'Did not attend college' }) as HTMLInputElement;

afterEach(cleanup);

describe('PersonalInformation college input', () => {
  it('suggests player database colleges after more than 1 character and takes the chosen one', async () => {
    const user = userEvent.setup();
    const services = createStoryFormServices({ searchDelayMs: 0 });
    const searchColleges = vi.spyOn(services, 'searchColleges');
    render(<Harness services={services} />);
    await user.type(input(), 'm');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searchColleges).not.toHaveBeenCalled();
    await user.type(input(), 'ont');
    await user.click(await screen.findByRole('option', { name: 'Montana State' }, { timeout: 3000 }));
    await waitFor(() => expect(college()).toBe('Montana State'));
    expect(searchColleges).toHaveBeenCalledWith('mont');
  });

  it('closes the suggestions on a choice made with the keyboard and hides nothing afterwards', async () => {
    const user = userEvent.setup();
    render(<Harness services={createStoryFormServices({ searchDelayMs: 0 })} />);
    await user.type(input(), 'mont');
    await screen.findByRole('option', { name: 'Montana State' }, { timeout: 3000 });
    const first = screen.getAllByRole('option')[0]?.textContent ?? '';
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(college()).toBe(first));
    // The new text does not reopen the list, even once its own suggestions arrive.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.querySelector('[aria-hidden="true"] input')).toBeNull();
    expect(document.activeElement).toBe(input());
    await user.type(input(), ' Univ');
    await waitFor(() => expect(input().getAttribute('aria-expanded')).toBe('true'));
  });

  it('accepts a college the player database does not know', async () => {
    const user = userEvent.setup();
    render(<Harness services={createStoryFormServices({ searchDelayMs: 0 })} />);
    await user.type(input(), 'Rice University');
    await waitFor(() => expect(college()).toBe('Rice University'));
  });

  it("'Did not attend college' sets 'Did Not Attend' and disables the input; unticking clears it", async () => {
    const user = userEvent.setup();
    render(<Harness services={createStoryFormServices({ searchDelayMs: 0 })} initial={{ personalInformation: { college: 'Texas' } }} />);
    await user.click(didNotAttend());
    await waitFor(() => expect(college()).toBe('Did Not Attend'));
    expect(input().disabled).toBe(true);
    expect(input().value).toBe('Did Not Attend');
    expect(didNotAttend().checked).toBe(true);

    await user.click(didNotAttend());
    await waitFor(() => expect(college()).toBeUndefined());
    expect(input().disabled).toBe(false);
    expect(input().value).toBe('');
  });

  it('works as plain text without services, and read-only on the participant detail', () => {
    render(<Harness initial={{ personalInformation: { college: 'Did Not Attend' } }} readOnly />);
    expect(input().value).toBe('Did Not Attend');
    expect(input().readOnly || input().disabled).toBe(true);
    expect(didNotAttend().checked).toBe(true);
  });
});
