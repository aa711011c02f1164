import { ApiError } from '../api/api-error.ts';
import { failureDetail } from './failure-detail.ts';

/** Body of the admin save-failure modal (spec §8 'Application save failure', admin variant). */
export interface SaveErrorText {
  /** The server's text, else the error message; null when there is none ('Unknown Error'). */
  detail: string | null;
  /** One line per invalid field: '{friendly name}: {reason}'. */
  fieldErrors: string[];
}

/**
 * Describes a failed save of a participant's answers: the problem's detail or
 * title (else the error message) and its invalid_params by friendly name, e.g.
 * 422 'Invalid answers' with First Name → { detail: 'Invalid answers', fieldErrors: ['First Name: is required'] }.
 */
export function saveErrorText(error: unknown): SaveErrorText {
  const fieldErrors =
    error instanceof ApiError ? error.invalid_params.map((param) => `${param.friendlyName ?? param.name}: ${param.reason}`) : [];
  return { detail: failureDetail(error), fieldErrors };
}
