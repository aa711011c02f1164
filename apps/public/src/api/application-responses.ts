import type { ApplicationSubmission, SubmittedApplication } from './public-types.ts';
import { requestJson } from './request-json.ts';

/**
 * Submits an application. Throws ApiError: 422 'Invalid answers' with invalid_params,
 * 409 when the program is closed; NetworkError when the server cannot be reached.
 */
export function submitApplication(eventId: number, submission: ApplicationSubmission): Promise<SubmittedApplication> {
  return requestJson<SubmittedApplication>(`/api/events/${eventId}/responses`, { method: 'POST', body: submission });
}
