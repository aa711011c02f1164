/** spec §9 toolbar 'link': the schemes a link may use (the same the API keeps when it sanitizes rich text). */
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** spec §9 toolbar 'image': images come from web addresses only. */
const IMAGE_PROTOCOLS = new Set(['http:', 'https:']);

function protocolOf(address: string): string | null {
  try {
    return new URL(address).protocol;
  } catch {
    return null;
  }
}

/**
 * True for an address a rich text link may point to: an absolute http(s),
 * mailto or tel URL (so never javascript: or data:). Whitespace around it is
 * not allowed (trim first).
 */
export function isSafeLinkUrl(address: string): boolean {
  if (address !== address.trim()) return false;
  const protocol = protocolOf(address);
  return protocol !== null && LINK_PROTOCOLS.has(protocol);
}

/**
 * True for an address a rich text image may load: an absolute http(s) URL,
 * or a path on this site starting with a single '/' (e.g. an uploaded header
 * graphic). Never javascript:, data: or protocol-relative '//host'.
 */
export function isSafeImageUrl(address: string): boolean {
  if (address !== address.trim() || address === '') return false;
  if (address.startsWith('/')) return !address.startsWith('//') && !address.includes('\\');
  const protocol = protocolOf(address);
  return protocol !== null && IMAGE_PROTOCOLS.has(protocol);
}
