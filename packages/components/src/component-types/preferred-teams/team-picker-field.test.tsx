// @vitest-environment jsdom
// DOMPurify needs a complete DOM (happy-dom's lets scripts through): the sanitized caption and footer checks run in jsdom.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ProgramForm } from '../../program-form/program-form.tsx';
import { compileSample, sampleComponent } from '../../test-support/form-definitions.ts';
import { samplePreferredTeamsCaption, validPreferredTeams } from '../../test-support/sample-preferred-teams.ts';
import { sampleProgram } from '../../test-support/sample-program.ts';
import { nextPreferredTeams } from './team-picker-field.tsx';

const compiled = compileSample([
  sampleComponent('PreferredTeams', 1, { controlCaption: `${samplePreferredTeamsCaption}<script>window.hacked = true</script>` }),
]);

function Harness({ initial = {}, readOnly }: { initial?: Record<string, unknown>; readOnly?: boolean }) {
  const [data, setData] = useState<Record<string, unknown>>(initial);
  return (
    <>
      <ProgramForm compiled={compiled} program={sampleProgram} formData={data} onChange={setData} onSubmit={vi.fn()} readOnly={readOnly} />
      <output data-testid="answers">{JSON.stringify(data)}</output>
    </>
  );
}

const chosen = () =>
  (JSON.parse(screen.getByTestId('answers').textContent ?? '{}') as { preferredTeams?: { preferredTeams?: string[] } }).preferredTeams
    ?.preferredTeams;
const group = (legend: string) => screen.getByRole('group', { name: legend });

afterEach(cleanup);

describe('PreferredTeams team picker', () => {
  it('shows the sanitized caption and the 16 clubs of each conference under the legends AFC and NFC', () => {
    render(<Harness />);
    expect(screen.getByText('shadow').tagName).toBe('STRONG');
    expect(document.querySelector('script')).toBeNull();
    const afc = within(group('AFC')).getAllByRole('checkbox');
    const nfc = within(group('NFC')).getAllByRole('checkbox');
    expect(afc).toHaveLength(16);
    expect(nfc).toHaveLength(16);
    expect(within(group('AFC')).getByRole('checkbox', { name: 'Buffalo Bills' })).toBeTruthy();
    expect(within(group('NFC')).getByRole('checkbox', { name: 'Green Bay Packers' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'No Preference' })).toBeTruthy();
  });

  it('stores the chosen club names in club order; No Preference replaces them and a club replaces No Preference', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.click(screen.getByRole('checkbox', { name: 'Green Bay Packers' }));
    await user.click(screen.getByRole('checkbox', { name: 'Buffalo Bills' }));
    expect(chosen()).toEqual(['Buffalo Bills', 'Green Bay Packers']);

    await user.click(screen.getByRole('checkbox', { name: 'No Preference' }));
    expect(chosen()).toEqual(['No Preference']);
    expect((screen.getByRole('checkbox', { name: 'Buffalo Bills' }) as HTMLInputElement).checked).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: 'Dallas Cowboys' }));
    expect(chosen()).toEqual(['Dallas Cowboys']);

    await user.click(screen.getByRole('checkbox', { name: 'Dallas Cowboys' }));
    expect(chosen() ?? []).toEqual([]);
  });

  it('shows the stored choice read-only', async () => {
    const user = userEvent.setup();
    render(<Harness readOnly initial={{ preferredTeams: validPreferredTeams }} />);
    const bills = screen.getByRole('checkbox', { name: 'Buffalo Bills' }) as HTMLInputElement;
    expect(bills.checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Dallas Cowboys' }));
    expect(chosen()).toEqual(validPreferredTeams.preferredTeams);
  });
});

describe('nextPreferredTeams', () => {
  it('keeps clubs in the reference order and drops No Preference when a club is chosen', () => {
    expect(nextPreferredTeams(['No Preference'], 'Detroit Lions', true)).toEqual(['Detroit Lions']);
    expect(nextPreferredTeams(['Detroit Lions'], 'Buffalo Bills', true)).toEqual(['Buffalo Bills', 'Detroit Lions']);
    expect(nextPreferredTeams(['Buffalo Bills', 'Detroit Lions'], 'No Preference', true)).toEqual(['No Preference']);
    expect(nextPreferredTeams(['No Preference'], 'No Preference', false)).toEqual([]);
  });
});
