/**
 * The file name a Content-Disposition header gives (RFC 6266): the RFC 5987
 * `filename*=UTF-8''...` form first, else the quoted or plain `filename=`,
 * else `fallback`. Path separators are never returned: only the last segment.
 * E.g. 'attachment; filename="pe_export.csv"' → 'pe_export.csv'.
 */
export function contentDispositionFileName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return lastSegment(decodeURIComponent(extended[2].trim())) || fallback;
    } catch {
      // A malformed percent-encoding: fall back to the plain parameter.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted?.[1] !== undefined) return lastSegment(quoted[1].replace(/\\(.)/g, '$1')) || fallback;
  const plain = /filename\s*=\s*([^;\s]+)/i.exec(header);
  if (plain?.[1]) return lastSegment(plain[1]) || fallback;
  return fallback;
}

function lastSegment(name: string): string {
  return name.split(/[\\/]/).pop()?.trim() ?? '';
}
