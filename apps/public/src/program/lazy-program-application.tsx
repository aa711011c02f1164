import { lazy, Suspense } from 'react';
import { LoadingStatus } from '../shell/loading-status.tsx';
import type { ProgramApplicationProps } from './program-application.tsx';

/**
 * Loads the application form code (form engine, RJSF, component types): a separate
 * chunk, so the level selection and error pages stay light. Calling it early (while
 * the program is fetched) overlaps the download with the API call.
 */
export const preloadProgramApplication = () => import('./program-application.tsx');

const ProgramApplicationChunk = lazy(async () => ({ default: (await preloadProgramApplication()).ProgramApplication }));

/** ProgramApplication behind a Suspense boundary showing 'Loading...' while its chunk arrives. */
export function LazyProgramApplication(props: ProgramApplicationProps) {
  return (
    <Suspense fallback={<LoadingStatus />}>
      <ProgramApplicationChunk {...props} />
    </Suspense>
  );
}
