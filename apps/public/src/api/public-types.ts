import type { CompiledForm } from '@huddle/form-engine';
import type {
  PathLookupResponse,
  PublicProgram as PublicProgramResponse,
  SubmitResponseRequest,
  SubmitResponseResponse,
} from '@huddle/schemas';

/**
 * The public API's bodies, as generated from schemas/api. The only
 * refinement: a form version's `compiled` document is the engine's
 * CompiledForm (the schema types it as a plain object).
 */

/** A resolved public path (GET /api/public/paths/{path}). */
export type PublicPath = PathLookupResponse;

/** What a public path leads to. */
export type PublicPathKind = PublicPath['kind'];

/** A program as the applicant sees it (GET /api/events/{eventId}). */
export type PublicProgram = Omit<PublicProgramResponse, 'formVersion'> & {
  formVersion: Omit<PublicProgramResponse['formVersion'], 'compiled'> & { compiled: CompiledForm };
};

/** Body of POST /api/events/{eventId}/responses. */
export type ApplicationSubmission = SubmitResponseRequest;

/** 201 answer of POST /api/events/{eventId}/responses. */
export type SubmittedApplication = SubmitResponseResponse;
