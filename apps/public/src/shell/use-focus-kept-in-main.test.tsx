import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppShell } from './app-shell.tsx';
import { LoadingStatus } from './loading-status.tsx';

afterEach(cleanup);

let showForm: () => void = () => undefined;

/** 'Loading...' until showForm() is called, then a form with one field. */
function LoadingThenForm() {
  const [loaded, setLoaded] = useState(false);
  showForm = () => setLoaded(true);
  return loaded ? (
    <form aria-label="Application">
      <input aria-label="First Name" />
    </form>
  ) : (
    <LoadingStatus />
  );
}

describe('focus kept in the page (issue 19: Tab while the form loads)', () => {
  it('moves focus to the main column when the focused loading status is replaced by the form', async () => {
    render(
      <AppShell>
        <LoadingThenForm />
      </AppShell>,
    );
    act(() => screen.getByRole('status').focus());
    expect(document.activeElement).toBe(screen.getByRole('status'));
    act(() => showForm());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
    expect(screen.getByRole('textbox', { name: 'First Name' })).toBeTruthy();
  });

  it('leaves focus alone when the removed element was not the focused one', async () => {
    render(
      <AppShell>
        <LoadingThenForm />
      </AppShell>,
    );
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    act(() => skip.focus());
    act(() => showForm());
    await screen.findByRole('textbox', { name: 'First Name' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(skip);
  });
});
