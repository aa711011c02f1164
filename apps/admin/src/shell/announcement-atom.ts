import { atom, useSetAtom } from 'jotai';
import { useCallback } from 'react';

/** The latest status message for screen readers; `serial` grows with each one so a repeated text is announced again. */
export interface Announcement {
  text: string;
  serial: number;
}

/** What the app-level announcer (shell/announcer.tsx) reads out; null before the first message. */
export const announcementAtom = atom<Announcement | null>(null);

/**
 * Returns `announce(text)`: hands a result message (e.g. 'Jane Doe approved.',
 * already in the active language) to the polite live region of the shell
 * (issue 19: staff hear what changed). Works across page changes, since the
 * region belongs to the shell.
 */
export function useAnnounce(): (text: string) => void {
  const set = useSetAtom(announcementAtom);
  return useCallback((text: string) => set((previous) => ({ text, serial: (previous?.serial ?? 0) + 1 })), [set]);
}
