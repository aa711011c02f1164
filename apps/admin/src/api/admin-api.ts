import { createApiClient } from '@huddle/api-client';
import { apiErrorFromResponse } from './api-error.ts';
import { redirectToSignIn } from './sign-in.ts';

/**
 * The back office's API client (typed from the OpenAPI document; same
 * origin, the session cookie). Rejects with ApiError for any non-2xx answer
 * (problem+json read); on 401 it also sends the browser to the sign-in page
 * first (the session has ended).
 */
export const adminApi = createApiClient({
  errorOf: async (response) => {
    if (response.status === 401) redirectToSignIn();
    return apiErrorFromResponse(response);
  },
});
