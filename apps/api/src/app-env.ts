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
    /** The browser's preferred public language by Accept-Language ('en' | 'es'; set by languageDetector on the server-rendered public pages only). */
    language?: string;
  };
}
