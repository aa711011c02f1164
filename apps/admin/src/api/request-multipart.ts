import { apiErrorFromResponse } from './api-error.ts';
import { redirectToSignIn } from './sign-in.ts';

/**
 * POSTs one file as multipart/form-data (field `file`) with the session
 * cookie and returns the parsed JSON answer. Errors: throws ApiError for any
 * non-2xx answer (problem+json read); on 401 it also sends the browser to the
 * sign-in page first.
 */
export async function postFile<T>(path: string, file: File): Promise<T> {
  const body = new FormData();
  body.append('file', file, file.name);
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json, application/problem+json' },
    body,
  });
  if (!response.ok) {
    if (response.status === 401) redirectToSignIn();
    throw await apiErrorFromResponse(response);
  }
  return (await response.json()) as T;
}
