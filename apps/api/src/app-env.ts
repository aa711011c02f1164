import type { Role } from '@huddle/schemas';

/** The signed-in staff member, loaded from the session row on every request. */
export interface SessionUser {
  id: number;
  email: string;
  displayName: string;
  roles: Role[];
}

/** Hono environment of the API: per-request variables set by middleware. */
export interface AppEnv {
  Variables: {
    /** null when the request carries no valid session cookie. */
    user: SessionUser | null;
    /** The public page language languageDetector found ('en' | 'es'; set on the server-rendered public path pages only). */
    language?: string;
  };
}
