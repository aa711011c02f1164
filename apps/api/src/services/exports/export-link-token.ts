import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new download link token and what the database keeps of it. */
export interface ExportLinkToken {
  /** 32 random bytes, base64url (43 characters): goes only into the emailed link. */
  token: string;
  /** SHA-256 of the token, hex: stored in exports.token_hash. */
  hash: string;
}

/** Shape of a token (base64url of 32 bytes): what the download route's query schema accepts. */
export const EXPORT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A fresh unguessable token for one export's download link (node:crypto randomBytes). */
export function newExportLinkToken(): ExportLinkToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOf(token) };
}

/** True when `token` is the one whose hash is `hash` (constant-time comparison of the hashes). */
export function exportTokenMatches(token: string, hash: string): boolean {
  const expected = Buffer.from(hash, 'hex');
  const actual = Buffer.from(hashOf(token), 'hex');
  return expected.byteLength === actual.byteLength && timingSafeEqual(expected, actual);
}

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
