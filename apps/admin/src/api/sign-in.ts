/**
 * The sign-in address that brings the user back to `returnTo` afterwards
 * (API contract: GET /login?returnTo=/app/...).
 */
export function signInUrl(returnTo: string): string {
  return `/login?returnTo=${encodeURIComponent(returnTo)}`;
}

/**
 * Sends the browser to the sign-in page, returning to the current path and
 * query afterwards (spec §2: unauthenticated users are sent to the login).
 */
export function redirectToSignIn(): void {
  const { pathname, search } = window.location;
  window.location.assign(signInUrl(pathname + search));
}
