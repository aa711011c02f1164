import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { FormServices } from '../../form-services.ts';
import { ProgramForm } from '../../program-form/program-form.tsx';
import { createStoryFormServices } from '../../stories/story-form-services.ts';
import { compileSample } from '../../test-support/form-definitions.ts';
import { sampleNcaaComponent, validNcaaExperience } from '../../test-support/sample-ncaa-experience.ts';
import { sampleProgram } from '../../test-support/sample-program.ts';
import { CONFERENCES_UNAVAILABLE, LOADING_CONFERENCES } from './conference-widget.tsx';

const compiled = compileSample([sampleNcaaComponent(1)]);

function Harness({ services, initial = {}, readOnly }: { services?: FormServices; initial?: Record<string, unknown>; readOnly?: boolean }) {
  const [data, setData] = useState<Record<string, unknown>>(initial);
  return (
    <>
      <ProgramForm
        compiled={compiled}
        program={sampleProgram}
        formData={data}
        onChange={setData}
        onSubmit={vi.fn()}
        services={services}
        readOnly={readOnly}
      />
      <output data-testid="answers">{JSON.stringify(data)}</output>
    </>
  );
}

const answers = () =>
  (JSON.parse(screen.getByTestId('answers').textContent ?? '{}') as { ncaaExperience?: Record<string, unknown> }).ncaaExperience;
const division = () => screen.getByRole('combobox', { name: /College Division/ });
const conferenceSelect = () => screen.getByRole('combobox', { name: /Conference/ });
const optionTexts = (select: HTMLElement) => [...select.querySelectorAll('option')].map((option) => option.textContent);

afterEach(cleanup);

describe('NCAAExperience field', () => {
  it('asks for the division first, then loads and offers that division’s conferences', async () => {
    const user = userEvent.setup();
    let answer: (conferences: string[]) => void = () => undefined;
    const lookUp = vi.fn((division: string) =>
      new Promise<string[]>((resolve) => (answer = resolve)).then((names) => (division === 'FBS' ? names : [])),
    );
    render(<Harness services={{ ...createStoryFormServices(), conferencesByDivision: lookUp }} />);

    expect(optionTexts(conferenceSelect())).toEqual(['Choose a college division first']);
    expect((conferenceSelect() as HTMLSelectElement).disabled).toBe(true);

    await user.selectOptions(division(), 'FBS');
    expect(screen.getByText(LOADING_CONFERENCES, { selector: 'p' }).getAttribute('role')).toBe('status');
    expect((conferenceSelect() as HTMLSelectElement).disabled).toBe(true);
    expect(lookUp).toHaveBeenCalledWith('FBS');
    answer(['Big Ten Conference', 'Southeastern Conference']);
    await waitFor(() =>
      expect(optionTexts(conferenceSelect())).toEqual(['Choose a conference', 'Big Ten Conference', 'Southeastern Conference']),
    );
    expect(screen.queryByText(LOADING_CONFERENCES, { selector: 'p' })).toBeNull();
    await user.selectOptions(conferenceSelect(), 'Big Ten Conference');
    expect(answers()).toEqual(validNcaaExperience);
  });

  it('clears the conference when the division changes and loads the new list', async () => {
    const user = userEvent.setup();
    render(<Harness services={createStoryFormServices({ searchDelayMs: 0 })} initial={{ ncaaExperience: validNcaaExperience }} />);
    await waitFor(() => expect((conferenceSelect() as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Big Ten Conference'));

    await user.selectOptions(division(), 'FCS');
    expect(answers()).toEqual({ collegeDivision: 'FCS' });
    await waitFor(() => expect(optionTexts(conferenceSelect())).toContain('Big Sky Conference'));
    expect(optionTexts(conferenceSelect())).not.toContain('Big Ten Conference');
  });

  it("stores the conference 'NA' for division N/A and shows it read-only, without a look-up", async () => {
    const user = userEvent.setup();
    const services = createStoryFormServices({ searchDelayMs: 0 });
    const lookUp = vi.spyOn(services, 'conferencesByDivision');
    render(<Harness services={services} />);

    await user.selectOptions(division(), 'N/A');
    expect(answers()).toEqual({ collegeDivision: 'N/A', conferenceCurrentlyCoachingIn: 'NA' });
    const conference = screen.getByRole('textbox', { name: /Conference/ }) as HTMLInputElement;
    expect(conference.value).toBe('NA');
    expect(conference.readOnly).toBe(true);
    expect(lookUp).not.toHaveBeenCalled();

    await user.selectOptions(division(), '3');
    expect(answers()).toEqual({ collegeDivision: '3' });
  });

  it('falls back to a free-text conference when the look-up fails', async () => {
    const user = userEvent.setup();
    const services: FormServices = {
      ...createStoryFormServices(),
      conferencesByDivision: () => Promise.reject(new Error('Player database unavailable')),
    };
    render(<Harness services={services} />);

    await user.selectOptions(division(), 'FCS');
    expect(await screen.findByText(CONFERENCES_UNAVAILABLE)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Conference/ }), 'Pioneer Football League');
    expect(answers()).toEqual({ collegeDivision: 'FCS', conferenceCurrentlyCoachingIn: 'Pioneer Football League' });
  });

  it('offers a free-text conference when the form has no services', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.selectOptions(division(), '2');
    await user.type(screen.getByRole('textbox', { name: /Conference/ }), 'Gulf South Conference');
    expect(answers()).toEqual({ collegeDivision: '2', conferenceCurrentlyCoachingIn: 'Gulf South Conference' });
    expect(screen.queryByText(CONFERENCES_UNAVAILABLE)).toBeNull();
  });

  it('shows the stored answers read-only without asking the player database', () => {
    const services = createStoryFormServices({ searchDelayMs: 0 });
    const lookUp = vi.spyOn(services, 'conferencesByDivision');
    render(<Harness services={services} readOnly initial={{ ncaaExperience: validNcaaExperience }} />);

    const conference = screen.getByRole('textbox', { name: /Conference/ }) as HTMLInputElement;
    expect(conference.value).toBe('Big Ten Conference');
    expect(conference.readOnly).toBe(true);
    expect((division() as HTMLSelectElement).disabled).toBe(true);
    expect(lookUp).not.toHaveBeenCalled();
  });
});
