/**
 * The address 'Preview' opens (spec §2: the configured preview URL plus the
 * program's applicationUrl). The preview URL is VITE_PREVIEW_URL when the
 * admin app was built with one, else this site's origin (the API serves the
 * public app at /). e.g. ('https://apply.example/', '/chess-event') →
 * 'https://apply.example/chess-event'.
 */
export function previewUrlOf(
  applicationUrl: string,
  configured: string | undefined = import.meta.env.VITE_PREVIEW_URL,
  origin = window.location.origin,
): string {
  const base = (configured && configured.trim() !== '' ? configured.trim() : origin).replace(/\/+$/, '');
  return `${base}${applicationUrl.startsWith('/') ? applicationUrl : `/${applicationUrl}`}`;
}
