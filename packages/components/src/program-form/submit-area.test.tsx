import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubmitArea } from './submit-area.tsx';

afterEach(cleanup);

const submit = () => screen.getByRole('button', { name: 'Submit' });
const popover = () => document.querySelector('.missing-fields-popover');
const listed = () => screen.getAllByRole('listitem').map((item) => item.textContent);

function renderArea(missing: readonly string[] | null = ['Digital Signature', 'First Name'], onInactivePress = vi.fn()) {
  render(
    <>
      <SubmitArea missing={missing} valid={missing?.length === 0} submitting={false} onInactivePress={onInactivePress} />
      <button type="button">Elsewhere</button>
    </>,
  );
}

describe('SubmitArea popover', () => {
  it('opens on hover in place, after Submit, listing the missing fields, and closes once the pointer leaves', async () => {
    const user = userEvent.setup();
    renderArea();
    expect(popover()).toBeNull();
    await user.hover(submit());
    const region = screen.getByRole('region', { name: 'Required fields' });
    expect(document.querySelector('.submit-area__popover-home')?.contains(region)).toBe(true);
    expect(listed()).toEqual(['Digital Signature', 'First Name']);
    expect(submit().getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
    await user.unhover(submit());
    await waitFor(() => expect(popover()).toBeNull());
    expect(submit().getAttribute('aria-describedby')?.split(' ')).toHaveLength(1);
  });

  it('stays open while the pointer moves onto it', async () => {
    const user = userEvent.setup();
    renderArea();
    await user.hover(submit());
    await user.hover(popover() as Element);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(popover()).not.toBeNull();
  });

  it('opens on focus, lets Tab reach the list, and closes when focus leaves', async () => {
    const user = userEvent.setup();
    renderArea();
    await user.tab();
    expect(document.activeElement).toBe(submit());
    expect(popover()).not.toBeNull();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Required fields' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
    await waitFor(() => expect(popover()).toBeNull());
  });

  it('opens on press of the inactive Submit and reports the press', async () => {
    const onInactivePress = vi.fn();
    renderArea(['First Name'], onInactivePress);
    submit().click();
    await waitFor(() => expect(popover()).not.toBeNull());
    expect(onInactivePress).toHaveBeenCalledTimes(1);
    expect(listed()).toEqual(['First Name']);
  });

  it('closes on Escape from the list, focus going back to Submit', async () => {
    const user = userEvent.setup();
    renderArea();
    await user.tab();
    await user.tab();
    await user.keyboard('{Escape}');
    expect(popover()).toBeNull();
    expect(document.activeElement).toBe(submit());
  });

  it('closes on Escape from Submit, and on Escape while only hovered', async () => {
    const user = userEvent.setup();
    renderArea();
    await user.tab();
    await user.keyboard('{Escape}');
    expect(popover()).toBeNull();
    expect(document.activeElement).toBe(submit());

    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.hover(submit());
    expect(popover()).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(popover()).toBeNull();
  });

  it('says all fields are present when nothing is missing', async () => {
    const user = userEvent.setup();
    renderArea([]);
    expect(submit().hasAttribute('aria-disabled')).toBe(false);
    await user.hover(submit());
    expect(screen.getByText('All required fields have values')).toBeTruthy();
  });
});
