import { createHash, randomInt } from 'node:crypto';

/** spec §5 'Header graphic upload': the base name is cut to 250 characters before the random suffix. */
export const HEADER_GRAPHIC_BASE_LENGTH = 250;

/** spec §5/§9: the header graphic may be at most 2 MB. */
export const MAX_HEADER_GRAPHIC_BYTES = 2 * 1024 * 1024;

/** The image types a header graphic may be (decided by content), with the extension stored and served. */
export const headerGraphicTypes = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
} as const;

/** Stored extension of a header graphic. */
export type HeaderGraphicExtension = keyof typeof headerGraphicTypes;

/** Extensions an uploaded header graphic's name may have, by the stored extension they stand for. */
const nameExtensions: Readonly<Record<string, HeaderGraphicExtension>> = { png: 'png', jpg: 'jpg', jpeg: 'jpg', gif: 'gif', webp: 'webp' };

/**
 * The stored extension the uploaded name claims (png, jpg/jpeg, gif, webp;
 * case-insensitive), or null for any other name.
 */
export function claimedHeaderGraphicExtension(originalName: string): HeaderGraphicExtension | null {
  const dot = originalName.lastIndexOf('.');
  return dot < 0 ? null : (nameExtensions[originalName.slice(dot + 1).toLowerCase()] ?? null);
}

/**
 * The stored name of a header graphic (spec §5): the browser's name without
 * folder part and extension, every character that is not an ASCII letter or
 * digit replaced by '_', cut to 250 characters, then '_', a random 6-digit
 * suffix and the extension of the detected type: 'Super Bowl logo.PNG' →
 * 'Super_Bowl_logo_123456.png'. null when the base has no letter or digit.
 * `suffix` is for tests.
 */
export function headerGraphicName(
  originalName: string,
  extension: HeaderGraphicExtension,
  suffix: number = randomInt(100_000, 1_000_000),
): string | null {
  const name = originalName.split(/[/\\]/).pop() ?? '';
  const dot = name.lastIndexOf('.');
  const base = dot < 0 ? name : name.slice(0, dot);
  if (!/[A-Za-z0-9]/.test(base)) return null;
  return `${base.replace(/[^A-Za-z0-9]/g, '_').slice(0, HEADER_GRAPHIC_BASE_LENGTH)}_${suffix}.${extension}`;
}

/** URL the program's Banner shows (headerGraphicPath): /api/header-graphics/{eventId}/{fileName}. */
export function headerGraphicUrl(eventId: number, fileName: string): string {
  return `/api/header-graphics/${eventId}/${fileName}`;
}

/** FileStore key of a header graphic: 'header-graphics/{eventId}/' + sha-256 hex of its name (names can outgrow keys). */
export function headerGraphicKey(eventId: number, fileName: string): string {
  return `header-graphics/${eventId}/${createHash('sha256').update(fileName).digest('hex')}`;
}
