import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { useAnnounce } from './announcement-atom.ts';
import { Announcer } from './announcer.tsx';

afterEach(cleanup);

let announce: (text: string) => void = () => undefined;
function Speaker() {
  announce = useAnnounce();
  return null;
}

describe('Announcer (issue 19: staff hear what changed)', () => {
  it('is one polite status region, empty at first, that reads each announcement', () => {
    render(
      <Provider>
        <Speaker />
        <Announcer />
      </Provider>,
    );
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    act(() => announce('Jane Doe approved.'));
    expect(region.textContent).toBe('Jane Doe approved.');
    const first = region.firstElementChild;
    act(() => announce('Jane Doe approved.'));
    // The same text again is a new node, so screen readers read it again.
    expect(region.textContent).toBe('Jane Doe approved.');
    expect(region.firstElementChild).not.toBe(first);
  });
});
