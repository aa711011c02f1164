import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { FormServices } from '../../form-services.ts';
import { ProgramForm } from '../../program-form/program-form.tsx';
import { createStoryFormServices } from '../../stories/story-form-services.ts';
import { compileSample, sampleComponent } from '../../test-support/form-definitions.ts';
import { chosenPlayerDbInfo, preloadedPlayerDbInfoPaths } from '../../test-support/sample-player-db-info.ts';
import { sampleProgram } from '../../test-support/sample-program.ts';

const compiled = compileSample([{ ...sampleComponent('PlayerDbInfo', 1), displayName: 'Player Database Information' }]);

function Harness({
  services,
  initial = {},
  lockedFields,
  readOnly,
}: {
  services?: FormServices;
  initial?: Record<string, unknown>;
  lockedFields?: ReadonlySet<string>;
  readOnly?: boolean;
}) {
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
        lockedFields={lockedFields}
        readOnly={readOnly}
      />
      <output data-testid="answers">{JSON.stringify(data)}</output>
    </>
  );
}

const answers = () =>
  (JSON.parse(screen.getByTestId('answers').textContent ?? '{}') as { playerDbInfo?: Record<string, unknown> }).playerDbInfo ?? {};
const submit = () => screen.getByRole('button', { name: 'Submit' });
const search = () => screen.getByRole('combobox', { name: 'Player Database Search' });

afterEach(cleanup);

describe('PlayerDbInfo player search', () => {
  it('asks the player database only after more than 1 character, then fills names and college and sets playerId', async () => {
    const user = userEvent.setup();
    const services = createStoryFormServices({ searchDelayMs: 0 });
    const searchPlayers = vi.spyOn(services, 'searchPlayers');
    render(<Harness services={services} />);

    await user.type(search(), 'b');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searchPlayers).not.toHaveBeenCalled();
    expect(screen.getByText('Type at least 2 characters to see suggestions.')).toBeTruthy();

    await user.type(search(), 'ell');
    const option = await screen.findByRole('option', { name: 'Marcus Bell (WR, 2004, Ohio State)' }, { timeout: 3000 });
    expect(searchPlayers.mock.calls.every(([pattern]) => pattern.length >= 2)).toBe(true);
    expect(searchPlayers).toHaveBeenLastCalledWith('bell');
    expect(screen.getByRole('option', { name: 'Marcus Bell (TE, 2019, Montana State)' })).toBeTruthy();
    await user.click(option);

    await waitFor(() => expect(answers()).toEqual({ playerId: 100001, firstName: 'Marcus', lastName: 'Bell', college: 'Ohio State' }));
    expect((screen.getByRole('textbox', { name: /First Name/ }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: /Last Name/ }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: /Birth Date/ }) as HTMLInputElement).placeholder).toBe('Supplied by the player database');
    await waitFor(() => expect(submit().hasAttribute('aria-disabled')).toBe(false));
  });

  it("'Choose another player' forgets the player and makes the fields editable again", async () => {
    const user = userEvent.setup();
    render(<Harness services={createStoryFormServices({ searchDelayMs: 0 })} initial={{ playerDbInfo: chosenPlayerDbInfo }} />);
    expect((screen.getByRole('textbox', { name: /First Name/ }) as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Choose another player' }));
    await waitFor(() => expect(answers()['playerId']).toBeUndefined());
    expect(answers()['firstName']).toBe('Marcus');
    expect((screen.getByRole('textbox', { name: /First Name/ }) as HTMLInputElement).disabled).toBe(false);
    expect(search()).toBeTruthy();
    expect(submit().getAttribute('aria-disabled')).toBe('true');
  });

  it('typed details without a player need the birth date', async () => {
    const user = userEvent.setup();
    render(<Harness services={createStoryFormServices({ searchDelayMs: 0 })} />);
    await user.type(screen.getByRole('textbox', { name: /First Name/ }), 'Jordan');
    await user.type(screen.getByRole('textbox', { name: /Last Name/ }), 'Lee');
    await user.type(screen.getByRole('combobox', { name: /College/ }), 'Rice');
    await user.tab();
    expect(submit().getAttribute('aria-disabled')).toBe('true');
    await user.type(screen.getByRole('textbox', { name: /Birth Date/ }), '04/12/1985');
    await waitFor(() => expect(submit().hasAttribute('aria-disabled')).toBe(false));
  });

  it('shows a preloaded player (locked fields) disabled, valid, and without a search', () => {
    render(
      <Harness
        services={createStoryFormServices()}
        initial={{ playerDbInfo: chosenPlayerDbInfo }}
        lockedFields={preloadedPlayerDbInfoPaths}
      />,
    );
    expect(screen.queryByRole('combobox', { name: 'Player Database Search' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Choose another player' })).toBeNull();
    expect(screen.getByText('Supplied by the player database.')).toBeTruthy();
    for (const name of [/First Name/, /Last Name/, /Birth Date/])
      expect((screen.getByRole('textbox', { name }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('combobox', { name: /College/ }) as HTMLInputElement).disabled).toBe(true);
    expect(submit().hasAttribute('aria-disabled')).toBe(false);
  });

  it('renders read-only for the participant detail', () => {
    render(<Harness initial={{ playerDbInfo: { ...chosenPlayerDbInfo, birthDate: '03/14/1982' } }} readOnly />);
    expect((screen.getByRole('textbox', { name: 'Player Database Search' }) as HTMLInputElement).value).toBe('Marcus Bell (player 100001)');
    expect((screen.getByRole('textbox', { name: /Birth Date/ }) as HTMLInputElement).value).toBe('03/14/1982');
    expect(screen.queryByRole('button', { name: 'Choose another player' })).toBeNull();
  });
});
