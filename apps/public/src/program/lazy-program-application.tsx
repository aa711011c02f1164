import { lazy, memo, Suspense } from 'react';
import { LoadingStatus } from '../shell/loading-status.tsx';
import type * as ProgramApplicationExports from './program-application.tsx';
import type { ProgramApplicationProps } from './program-application.tsx';

/** The application form's chunk (form engine, RJSF, component types), as import() answers it. */
export type ProgramApplicationModule = typeof ProgramApplicationExports;

const importProgramApplication = (): Promise<ProgramApplicationModule> => import('./program-application.tsx');

/** Opens when the form's code may load: at once, unless deferProgramApplication holds it back. */
let gate: Promise<void> = Promise.resolve();

/**
 * Loads the application form code: a separate chunk, so the level selection
 * and error pages stay light. Calling it early (while the program is
 * fetched) overlaps the download with the API call. While a server-rendered
 * form is held back (deferProgramApplication), it waits for the release.
 */
export const preloadProgramApplication = (): Promise<ProgramApplicationModule> => gate.then(importProgramApplication);

/**
 * Holds the form's code back (issue 11): a server-rendered form stays the
 * server's markup, usable natively (typing, ticking; scripted clicks and
 * submits are held: holdClicksUntilHydrated, holdSubmitsUntilHydrated), while
 * the rest of the page hydrates, so the first load carries only the page's
 * own code. The returned release imports the chunk, runs `prepare` with it
 * (the form version's validator module) and then lets the form render, so
 * it hydrates in one pass; a failed import releases too (the form's error
 * boundary shows it). Calling the release again does nothing.
 */
export function deferProgramApplication(prepare: (chunk: ProgramApplicationModule) => Promise<void>): () => void {
  let open: () => void = () => undefined;
  gate = new Promise<void>((resolve) => (open = resolve));
  let released = false;
  return () => {
    if (released) return;
    released = true;
    void importProgramApplication()
      .then(prepare)
      .catch(() => undefined)
      .finally(open);
  };
}

const ProgramApplicationChunk = lazy(async () => ({ default: (await preloadProgramApplication()).ProgramApplication }));

/**
 * ProgramApplication behind a Suspense boundary showing 'Loading...' while its
 * chunk arrives. Memoised: a server-rendered form waiting for its code is a
 * dehydrated boundary, and a render of it with new props would make React
 * render it afresh, dropping what was typed.
 */
export const LazyProgramApplication = memo(function LazyProgramApplication(props: ProgramApplicationProps) {
  return (
    <Suspense fallback={<LoadingStatus />}>
      <ProgramApplicationChunk {...props} />
    </Suspense>
  );
});
