/**
 * Reads one non-blank string answer of an answers object (undefined when the
 * answers are not an object or the value is not a non-blank string).
 */
export function readText(answers: unknown, key: string): string | undefined {
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) return undefined;
  const value = (answers as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Reads the non-blank string entries of one list answer (undefined when there are none). */
export function readList(answers: unknown, key: string): string[] | undefined {
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) return undefined;
  const value = (answers as Record<string, unknown>)[key];
  if (!Array.isArray(value)) return undefined;
  const entries = value.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '');
  return entries.length > 0 ? entries : undefined;
}

/** Drops the columns a projection left undefined. */
export function definedColumns<T extends object>(columns: T): T {
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as T;
}
