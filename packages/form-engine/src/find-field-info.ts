import type { FieldInfo } from './compiled-form.ts';
import { ARRAY_ITEM_SEGMENT } from './field-index.ts';

/**
 * The fieldIndex entry for an answers path, e.g.
 * 'otherOwners.owners.0.ownerName' → entry 'otherOwners.owners.*.ownerName'.
 * Exact keys win; otherwise '*' in an index key matches one numeric segment.
 * Undefined when the path is not indexed.
 */
export function findFieldInfo(fieldIndex: Record<string, FieldInfo>, path: string): FieldInfo | undefined {
  if (Object.hasOwn(fieldIndex, path)) return fieldIndex[path];
  const segments = path.split('.');
  for (const [key, info] of Object.entries(fieldIndex)) {
    if (matches(key.split('.'), segments)) return info;
  }
  return undefined;
}

/**
 * Friendly name for an answers path (spec §5 missing-fields list): the
 * indexed name, else the last non-numeric path segment, else ''.
 */
export function friendlyNameFor(fieldIndex: Record<string, FieldInfo>, path: string): string {
  const info = findFieldInfo(fieldIndex, path);
  if (info) return info.friendlyName;
  const named = path.split('.').filter((segment) => segment !== '' && !isIndex(segment));
  return named.at(-1) ?? '';
}

function matches(keySegments: string[], pathSegments: string[]): boolean {
  if (keySegments.length !== pathSegments.length) return false;
  return keySegments.every((segment, i) => {
    const actual = pathSegments[i] ?? '';
    return segment === actual || (segment === ARRAY_ITEM_SEGMENT && isIndex(actual));
  });
}

function isIndex(segment: string): boolean {
  return /^\d+$/.test(segment);
}
