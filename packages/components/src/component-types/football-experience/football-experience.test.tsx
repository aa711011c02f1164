import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createValidator } from '@huddle/form-engine';
import { ProgramForm } from '../../program-form/program-form.tsx';
import { compileSample, sampleComponent } from '../../test-support/form-definitions.ts';
import { formerNflPlayerExperience } from '../../test-support/sample-football-experience.ts';
import { sampleProgram } from '../../test-support/sample-program.ts';

const compiled = compileSample([sampleComponent('FootballExperience', 1)]);

function Harness({ onSubmit }: { onSubmit(data: Record<string, unknown>): void }) {
  const [data, setData] = useState<Record<string, unknown>>({ footballExperience: formerNflPlayerExperience });
  return <ProgramForm compiled={compiled} program={sampleProgram} formData={data} onChange={setData} onSubmit={onSubmit} />;
}

afterEach(cleanup);

describe('FootballExperience in the program form', () => {
  it('replaces the NFL group with the college group and submits only the chosen group', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    expect(screen.getByRole('combobox', { name: /Last Team Played For/ })).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Current College Player / Staff' }));
    expect(screen.queryByRole('combobox', { name: /Last Team Played For/ })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /School You Work For/ }), 'Ohio State University');
    await user.type(screen.getByRole('textbox', { name: /Job Title/ }), 'Graduate Assistant');
    await user.type(screen.getByRole('spinbutton', { name: /Years of Experience/ }), '3');

    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('aria-disabled')).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const sent = onSubmit.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(sent).toEqual({
      footballExperience: {
        footballExperience: 'currentCollegePlayer',
        schoolWorkFor: 'Ohio State University',
        jobTitle: 'Graduate Assistant',
        yearsOfExperience: 3,
      },
    });
    expect(createValidator(compiled).validate(sent).valid).toBe(true);
  });

  it('keeps Submit inactive while years of experience is out of the 1 to 25 range', async () => {
    const user = userEvent.setup();
    render(<Harness onSubmit={vi.fn()} />);
    await user.click(screen.getByRole('radio', { name: 'Current College Player / Staff' }));
    await user.type(screen.getByRole('textbox', { name: /School You Work For/ }), 'Ohio State University');
    await user.type(screen.getByRole('textbox', { name: /Job Title/ }), 'Graduate Assistant');
    await user.type(screen.getByRole('spinbutton', { name: /Years of Experience/ }), '26');
    await user.tab();
    expect(await screen.findByText(/at most 25/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' }).getAttribute('aria-disabled')).toBe('true');
  });
});
