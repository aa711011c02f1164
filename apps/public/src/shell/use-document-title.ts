import { createContext, useContext, useEffect } from 'react';

/**
 * Where a page rendered on the server hands over its title: effects do not
 * run there, so `useDocumentTitle` calls the sink while rendering and
 * renderPublicPage writes the first title it received into the document's
 * `<title>` (the tab reads the page's title, in its language, before the
 * script runs). The first is the outermost caller's, the one the browser keeps
 * too: effects run inner components first, so the outermost one sets the
 * title last. Null in the browser.
 */
export const DocumentTitleSink = createContext<((title: string) => void) | null>(null);

/** Sets the browser tab title while the calling page is shown (and the rendered document's title on the server). */
export function useDocumentTitle(title: string): void {
  useContext(DocumentTitleSink)?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
