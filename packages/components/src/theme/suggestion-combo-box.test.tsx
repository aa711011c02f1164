import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SuggestionComboBox } from './suggestion-combo-box.tsx';

/** The interactive combo box module cannot be loaded here (as when offline). */
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./aria-suggestion-combo-box.tsx', () => {
  loads.count += 1;
  throw new Error('offline');
});

function Harness({ readOnly = false, disabled = false }: { readOnly?: boolean; disabled?: boolean }) {
  const [text, setText] = useState('Rice');
  return (
    <>
      <span id="college-label">College</span>
      <SuggestionComboBox
        id="college"
        labelledBy="college-label"
        inputValue={text}
        onInputChange={setText}
        suggestions={{ kind: 'idle' }}
        onSelect={() => undefined}
        allowsCustomValue
        isReadOnly={readOnly}
        isDisabled={disabled}
      />
      <output data-testid="text">{text}</output>
    </>
  );
}

afterEach(cleanup);

describe('SuggestionComboBox before (or without) its interactive combo box', () => {
  it('leaves read-only and disabled inputs plain and loads nothing for them', async () => {
    const user = userEvent.setup();
    render(<Harness readOnly />);
    await user.click(screen.getByRole('combobox', { name: 'College' }));
    expect((screen.getByRole('combobox', { name: 'College' }) as HTMLInputElement).readOnly).toBe(true);
    cleanup();
    render(<Harness disabled />);
    expect((screen.getByRole('combobox', { name: 'College' }) as HTMLInputElement).disabled).toBe(true);
    expect(loads.count).toBe(0);
  });

  it('keeps taking text in the plain input when the combo box cannot be loaded', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'College' }) as HTMLInputElement;
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await user.type(input, ' University');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loads.count).toBeGreaterThan(0);
    expect(screen.getByRole('combobox', { name: 'College' })).toBe(input);
    expect(document.activeElement).toBe(input);
    expect(screen.getByTestId('text').textContent).toBe('Rice University');
  });
});
