import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithI18n } from '../test-support/render-with-i18n.tsx';
import { columnChoiceAtom } from './column-choice-atom.ts';
import { ColumnPickerButton } from './column-picker-button.tsx';

afterEach(cleanup);

describe('ColumnPickerButton (spec §2 column picker)', () => {
  it('ticks the default columns, keeps Submitted On and Status fixed, and applies the choice on OK', async () => {
    const user = userEvent.setup();
    const store = createStore();
    renderWithI18n(
      <Provider store={store}>
        <ColumnPickerButton />
      </Provider>,
    );
    await user.click(screen.getByRole('button', { name: 'Select Columns' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please Select Columns to Display' });
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => [box.closest('label')?.textContent, box.checked, box.disabled])).toEqual([
      ['Email', true, false],
      ['Phone Number', true, false],
      ['Location', true, false],
      ['DOB', true, false],
      ['Approved By', true, false],
      ['Playing History', true, false],
      ['Submitted On', true, true],
      ['Status', true, true],
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'DOB' }));
    expect(store.get(columnChoiceAtom).has('dob')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(dialog.isConnected).toBe(false);
    expect([...store.get(columnChoiceAtom)]).toEqual(['email', 'phone', 'cityState', 'approvedBy', 'playingHistory']);
  });
});
