import { createHash, randomBytes } from 'node:crypto';

/** How long a saved application's resume link works after its last save: 30 days. */
export const DRAFT_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A new resume token: 32 random bytes, base64url without padding (43 characters). */
export function newDraftToken(): string {
  return randomBytes(32).toString('base64url');
}

/** sha-256 hex of a resume token: the drafts.token_hash stored instead of the token. */
export function draftTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
