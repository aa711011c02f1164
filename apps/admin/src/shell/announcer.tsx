import { useAtomValue } from 'jotai';
import { announcementAtom } from './announcement-atom.ts';

/**
 * The one polite live region of the back office (role=status, aria-live=polite),
 * visually hidden, present from the first render so that screen readers
 * watch it. Each announcement is a new paragraph (keyed by its serial), so the
 * same text said twice is read twice.
 */
export function Announcer() {
  const announcement = useAtomValue(announcementAtom);
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="visually-hidden" id="announcer">
      {announcement ? <p key={announcement.serial}>{announcement.text}</p> : null}
    </div>
  );
}
