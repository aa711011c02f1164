import { hkdfSync } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import type { AppConfig } from '../config-types.ts';
import type { SignInLanguage } from './sign-in-language.ts';

/** Name of the short-lived cookie carrying one sign-in attempt (Path=/login). */
export const LOGIN_STATE_COOKIE = 'huddle_login';

/** How long a sign-in attempt may take between /login and /login/callback: 10 minutes. */
export const LOGIN_STATE_TTL_SECONDS = 600;

/** One sign-in attempt: PKCE verifier, state and nonce of the authorization request, and where to go after. */
export interface LoginState {
  codeVerifier: string;
  state: string;
  nonce: string;
  returnTo: string;
  /** Epoch milliseconds of /login. */
  startedAt: number;
  /** The language of the sign-in pages (spec §1); absent: the browser's. */
  language?: SignInLanguage;
}

/**
 * HMAC key of the login-state cookie, derived (HKDF-SHA256) from the OIDC
 * client secret with its own label, so every API instance shares it and it
 * is never the client secret itself.
 */
function cookieKey(config: AppConfig): ArrayBuffer {
  return hkdfSync('sha256', config.oidc.clientSecret, '', 'huddle login state cookie', 32);
}

function cookieOptions(config: AppConfig) {
  return { path: '/login', httpOnly: true, sameSite: 'Lax', secure: config.production } as const;
}

/** Stores the attempt in a signed httpOnly cookie (SameSite=Lax, Secure in production, Max-Age 600). */
export async function saveLoginState(c: Context, config: AppConfig, state: LoginState): Promise<void> {
  await setSignedCookie(c, LOGIN_STATE_COOKIE, JSON.stringify(state), cookieKey(config), {
    ...cookieOptions(config),
    maxAge: LOGIN_STATE_TTL_SECONDS,
  });
}

/**
 * Reads and clears the attempt; null when the cookie is missing, its
 * signature is wrong, its content is malformed or it is older than 10 minutes.
 */
export async function takeLoginState(c: Context, config: AppConfig, now: Date): Promise<LoginState | null> {
  const raw = await getSignedCookie(c, cookieKey(config), LOGIN_STATE_COOKIE);
  deleteCookie(c, LOGIN_STATE_COOKIE, cookieOptions(config));
  if (typeof raw !== 'string') return null;
  try {
    const value = JSON.parse(raw) as Partial<LoginState>;
    const fields = [value.codeVerifier, value.state, value.nonce, value.returnTo];
    if (!fields.every((field) => typeof field === 'string') || typeof value.startedAt !== 'number') return null;
    if (now.getTime() - value.startedAt > LOGIN_STATE_TTL_SECONDS * 1000) return null;
    return value as LoginState;
  } catch {
    return null;
  }
}
