import { useEffect } from 'react';

/** Sets the document title to '{title} | Huddle Admin' while the page is shown (WCAG 2.4.2). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | Huddle Admin` : 'Huddle Admin';
  }, [title]);
}
