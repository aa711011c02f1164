import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createValidator } from '@huddle/form-engine';
import { ProgramForm } from '../../program-form/program-form.tsx';
import { compileSample, sampleComponent } from '../../test-support/form-definitions.ts';
import { nflFootballBackground, otherLeagueFootballBackground } from '../../test-support/sample-football-background.ts';
import { sampleProgram } from '../../test-support/sample-program.ts';

const compiled = compileSample([sampleComponent('FootballBackground', 1)]);

function Harness({ initial }: { initial: Record<string, unknown> }) {
  const [data, setData] = useState<Record<string, unknown>>({ footballBackground: initial });
  return (
    <>
      <ProgramForm compiled={compiled} program={sampleProgram} formData={data} onChange={setData} onSubmit={() => undefined} />
      <output data-testid="answers">{JSON.stringify(data)}</output>
    </>
  );
}

const background = () =>
  (JSON.parse(screen.getByTestId('answers').textContent ?? '{}') as { footballBackground: Record<string, unknown> }).footballBackground;

afterEach(cleanup);

describe('FootballBackground in the program form', () => {
  it('clears otherLeague when the league changes away from Other (spec §4)', async () => {
    const user = userEvent.setup();
    render(<Harness initial={otherLeagueFootballBackground} />);
    await user.selectOptions(screen.getByRole('combobox', { name: /Which league/ }), 'CFL');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /Other League/ })).toBeNull());
    expect(background()).toEqual({ currentFormerFootballPlayer: 'yes', whichLeague: 'CFL' });
  });

  it('clears the league details when the answer becomes No (spec §4)', async () => {
    const user = userEvent.setup();
    render(<Harness initial={nflFootballBackground} />);
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: /Which league/ })).toBeNull());
    expect(background()).toEqual({ currentFormerFootballPlayer: 'no' });
    expect(createValidator(compiled).validate({ footballBackground: background() }).valid).toBe(true);
  });

  it('asks for the NFL details when the league becomes NFL', async () => {
    const user = userEvent.setup();
    render(<Harness initial={otherLeagueFootballBackground} />);
    await user.selectOptions(screen.getByRole('combobox', { name: /Which league/ }), 'NFL');
    expect(await screen.findByRole('combobox', { name: /Last Team Played For/ })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Other League/ })).toBeNull();
    expect(background()).toEqual({ currentFormerFootballPlayer: 'yes', whichLeague: 'NFL' });
  });
});
