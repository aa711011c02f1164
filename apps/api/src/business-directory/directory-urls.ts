import type { DirectoryLanguage } from './directory-texts.ts';

/** Where the public business directory lives. */
export const DIRECTORY_PATH = '/business-directory';

/** The stable URL path of one business page: /business-directory/{id}-{slug} (the id decides; the slug is for readers and search engines). */
export function businessPath(listing: { id: number; slug: string }): string {
  return `${DIRECTORY_PATH}/${listing.id}-${listing.slug}`;
}

/**
 * A directory URL (path plus query) in a language: `lang` is added for
 * Spanish, and for English only when `explicit` (the language links);
 * empty parameters are left out.
 */
export function directoryHref(
  path: string,
  params: Readonly<Record<string, string | number | undefined>>,
  language: DirectoryLanguage,
  explicit = false,
): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && String(value).trim() !== '') query.set(name, String(value));
  }
  if (language !== 'en' || explicit) query.set('lang', language);
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
}

/**
 * A website as a link target: http(s) only, 'https://' added when the
 * applicant wrote none; null for anything else (e.g. 'javascript:').
 */
export function websiteHref(website: string | null): string | null {
  if (website === null) return null;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(website) ? website : `https://${website}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
