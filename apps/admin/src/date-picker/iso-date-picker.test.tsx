import { cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { IsoDatePicker } from './iso-date-picker.tsx';

afterEach(cleanup);

function Harness({ initial, seen }: { initial: string; seen: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <IsoDatePicker
      label="From"
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

describe('IsoDatePicker', () => {
  it('names its calendar button after the field once, not "Show date picker" twice', () => {
    render(<Harness initial="2026-03-04" seen={[]} />);
    const button = screen.getByRole('button');
    const name = button.getAttribute('aria-label') ?? '';
    const labelledBy = (button.getAttribute('aria-labelledby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(labelledBy).toContain('From');
    expect(name).not.toMatch(/date picker/i);
    expect(screen.getByRole('group', { name: 'From' })).toBeTruthy();
  });

  it('shows an ISO value in its month, day and year segments', () => {
    render(<Harness initial="2026-03-04" seen={[]} />);
    expect(screen.getByRole('spinbutton', { name: /month/i }).getAttribute('aria-valuenow')).toBe('3');
    expect(screen.getByRole('spinbutton', { name: /day/i }).getAttribute('aria-valuenow')).toBe('4');
    expect(screen.getByRole('spinbutton', { name: /year/i }).getAttribute('aria-valuenow')).toBe('2026');
  });

  it('treats text that is not an ISO date as no date', () => {
    render(<Harness initial="03/04/2026" seen={[]} />);
    expect(screen.getByRole('spinbutton', { name: /month/i }).getAttribute('aria-valuenow')).toBeNull();
  });
});
