import { responseData } from '@huddle/api-client';
import { publicApi } from './public-api.ts';
import type { ApplicationSubmission, SubmittedApplication } from './public-types.ts';

/**
 * Submits an application with its form's submission key as Idempotency-Key
 * (createSubmissionKey): repeats with the same key answer the first result.
 * Throws ApiError: 422 'Invalid answers' with invalid_params, 409 when the
 * program is closed; NetworkError when the server cannot be reached.
 */
export function submitApplication(
  eventId: number,
  submission: ApplicationSubmission,
  submissionKey: string,
): Promise<SubmittedApplication> {
  return responseData(
    publicApi.POST('/api/events/{eventId}/responses', {
      params: { path: { eventId }, header: { 'Idempotency-Key': submissionKey } },
      body: submission,
    }),
  );
}
