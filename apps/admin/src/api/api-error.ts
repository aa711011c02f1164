import type { InvalidParam, ProblemDetails } from '@huddle/schemas';
import { t } from '@lingui/core/macro';

export type { InvalidParam, ProblemDetails };

/**
 * A failed API call: HTTP status plus the problem+json fields. `message` is the
 * detail when present, else the title, else 'Request failed ({status})'.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly type: string;
  readonly title: string;
  readonly detail: string | undefined;
  readonly invalid_params: InvalidParam[];

  constructor(status: number, problem: Partial<ProblemDetails>) {
    const title = problem.title ?? t`Request failed (${status})`;
    super(problem.detail ?? title);
    this.status = status;
    this.type = problem.type ?? 'about:blank';
    this.title = title;
    this.detail = problem.detail;
    this.invalid_params = problem.invalid_params ?? [];
  }
}

/**
 * Builds the ApiError of a non-2xx response. Reads the body as problem+json (or
 * any JSON object); a body that is not JSON yields an error with the status only.
 */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let problem: Partial<ProblemDetails> = {};
  try {
    const body: unknown = await response.json();
    if (body !== null && typeof body === 'object') problem = body as Partial<ProblemDetails>;
  } catch {
    problem = {};
  }
  return new ApiError(response.status, problem);
}

/** The text an alert shows for any failure: the API's detail or title, or the error message. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.detail ?? error.title;
  if (error instanceof Error) return error.message;
  return t`Something went wrong.`;
}
