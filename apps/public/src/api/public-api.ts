import { createApiClient } from '@huddle/api-client';
import { NetworkError, readApiError } from './api-error.ts';

/**
 * The applicant app's API client (typed from the OpenAPI document, same
 * origin). Rejects with ApiError for any non-2xx answer (problem+json read)
 * and NetworkError when no answer arrives; an aborted call keeps its AbortError.
 */
export const publicApi = createApiClient({ errorOf: readApiError, networkErrorOf: (error) => new NetworkError(error) });
