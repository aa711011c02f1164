import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createValidator } from '@huddle/form-engine';
import { ProgramForm } from '../../program-form/program-form.tsx';
import { compileSample, sampleComponent } from '../../test-support/form-definitions.ts';
import { legendPlayerSegment } from '../../test-support/sample-player-segment.ts';
import { sampleProgram } from '../../test-support/sample-program.ts';

const compiled = compileSample([sampleComponent('PlayerSegment', 1)]);

function Harness() {
  const [data, setData] = useState<Record<string, unknown>>({ playerSegment: legendPlayerSegment });
  return (
    <>
      <ProgramForm compiled={compiled} program={sampleProgram} formData={data} onChange={setData} onSubmit={() => undefined} />
      <output data-testid="answers">{JSON.stringify(data)}</output>
    </>
  );
}

const segment = () =>
  (JSON.parse(screen.getByTestId('answers').textContent ?? '{}') as { playerSegment: Record<string, unknown> }).playerSegment;

afterEach(cleanup);

describe('PlayerSegment in the program form', () => {
  it('clears years played and most recent team when switching to current NFL player (spec §4)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('radio', { name: 'Current NFL Player' }));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: /Most Recent Team/ })).toBeNull());
    expect(segment()).toEqual({ segmentYouFallUnderRadio: 'Current NFL Player' });

    await user.selectOptions(screen.getByRole('combobox', { name: /Current Team/ }), 'Dallas Cowboys');
    await waitFor(() => expect(segment()).toEqual({ segmentYouFallUnderRadio: 'Current NFL Player', teamSelect: 'Dallas Cowboys' }));
    expect(createValidator(compiled).validate({ playerSegment: segment() }).valid).toBe(true);
  });

  it('keeps the legend fields when switching between legend and NFL free agent', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('radio', { name: 'NFL Free Agent' }));
    await waitFor(() => expect(segment()['segmentYouFallUnderRadio']).toBe('nflFreeAgent'));
    expect(segment()).toEqual({ ...legendPlayerSegment, segmentYouFallUnderRadio: 'nflFreeAgent' });
  });
});
