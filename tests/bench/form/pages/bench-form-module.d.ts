/**
 * The module the benchmark's Vite build provides to both pages: the largest
 * seeded program as GET /api/events/{eventId} answered it (see build-pages.ts).
 */
declare module 'virtual:bench-program' {
  import type { CompiledForm } from '@huddle/form-engine';
  import type { ProgramDisplay } from '@huddle/components';

  /** The program's display facts plus its current compiled form. */
  const program: ProgramDisplay & { eventId: number; formVersion: { id: number; compiled: CompiledForm; validatorUrl: string } };
  export default program;
}

/** The program's form version validator module, as GET formVersion.validatorUrl answered it. */
declare module 'virtual:bench-validator' {
  import type { ValidatorModuleExports } from '@huddle/form-engine';

  const createChecks: (require: (name: string) => unknown) => ValidatorModuleExports;
  export default createChecks;
}
