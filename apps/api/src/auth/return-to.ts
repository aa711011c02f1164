/** Where staff land after signing in when no (acceptable) returnTo is given: the back office. */
export const DEFAULT_RETURN_TO = '/app';

/**
 * The page to return to after sign-in: `value` when it is a same-site path of
 * the back office ('/app', '/app/...', '/app?...', '/app#...'; after
 * resolving dot segments still under /app, no backslash or control
 * character), else DEFAULT_RETURN_TO. Absolute and protocol-relative URLs
 * such as 'https://evil.example' or '//evil.example' are always replaced.
 */
export function safeReturnTo(value: string | undefined | null): string {
  if (typeof value !== 'string' || !/^\/app(?:[/?#]|$)/.test(value)) return DEFAULT_RETURN_TO;
  if (value.includes('\\') || [...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) {
    return DEFAULT_RETURN_TO;
  }
  const base = 'http://huddle.invalid';
  const resolved = new URL(value, base);
  if (resolved.origin !== base || !/^\/app(?:\/|$)/.test(resolved.pathname)) return DEFAULT_RETURN_TO;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
