import type { Context } from 'hono';
import { UploadProblem } from '../services/uploads/upload-service.ts';
import { problem } from './problem.ts';

/**
 * Answers a refused upload as problem+json with the problem type naming the
 * reason (uploadProblemTypes), which the apps map to the spec §8 texts;
 * rethrows any other error for the app's error handler.
 */
export function uploadProblemResponse(c: Context, error: unknown): Response {
  if (!(error instanceof UploadProblem)) throw error;
  return problem(c, error.status, error.title, {
    ...(error.problemType === undefined ? {} : { type: error.problemType }),
    ...(error.detail === undefined ? {} : { detail: error.detail }),
    ...(error.invalidParams === undefined ? {} : { invalidParams: error.invalidParams }),
  });
}
