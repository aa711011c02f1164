import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coachingLevelChoices, coachingLevelDestination } from './coaching-levels.ts';
import { LevelSelectionForm } from './level-selection-form.tsx';

afterEach(cleanup);

describe('coachingLevelDestination (spec §2 coaches academy level selection)', () => {
  it('sends limited experience to the basic academy and the others to the pro academy', () => {
    expect(coachingLevelDestination('limitedExperience')).toBe('/coaches-academy-basic');
    expect(coachingLevelDestination('currentlyCoaching')).toBe('/coaches-academy-pro');
    expect(coachingLevelDestination('fiveYearsHeadCoaching')).toBe('/coaches-academy-pro');
  });
});

describe('LevelSelectionForm', () => {
  it('offers the three levels and keeps Submit disabled until one is chosen', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<LevelSelectionForm onSubmit={onSubmit} />);

    const group = screen.getByRole('group', { name: 'Please select your coaching experience' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.every((radio) => (radio as HTMLInputElement).required)).toBe(true);
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(coachingLevelChoices.map((choice) => choice.label.message));
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toHaveProperty('disabled', true);

    await user.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'Currently coaching at the collegiate level' }));
    expect(submit).toHaveProperty('disabled', false);
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('currentlyCoaching');
  });

  it('moves through the levels with the arrow keys and submits with Enter', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<LevelSelectionForm onSubmit={onSubmit} />);
    const [first, second] = screen.getAllByRole('radio') as HTMLInputElement[];
    await user.tab();
    expect(document.activeElement).toBe(first);
    await user.keyboard(' ');
    expect(first?.checked).toBe(true);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(second);
    expect(second?.checked).toBe(true);
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('currentlyCoaching');
  });

  it('submits the last chosen level', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<LevelSelectionForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('radio', { name: '5 years of head coaching experience at the high school level' }));
    await user.click(screen.getByRole('radio', { name: '0-4 years of assistant coaching, interning or shadowing experience' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('limitedExperience');
  });
});
