/**
 * The module the benchmark's Vite build provides to both pages: the largest
 * seeded program as GET /api/events/{eventId} answered it (see build-pages.ts).
 */
declare module 'virtual:bench-program' {
  import type { CompiledForm } from '@huddle/form-engine';
  import type { ProgramDisplay } from '@huddle/components';

  /** The program's display facts plus its current compiled form. */
  const program: ProgramDisplay & { eventId: number; formVersion: { id: number; compiled: CompiledForm } };
  export default program;
}
