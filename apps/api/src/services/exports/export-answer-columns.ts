import { ARRAY_ITEM_SEGMENT, type FieldInfo } from '@huddle/form-engine';

/** One answer column of the participants export: a fieldIndex path and its header. */
export interface AnswerColumn {
  /** Dotted fieldIndex path, '*' for any array item, e.g. 'questions.q8'. */
  path: string;
  /** The field's friendly name; qualified with its path when another column has the same name. */
  header: string;
}

/**
 * The answer columns of a participants export (spec §2 Email Export):
 * every leaf field (a fieldIndex path no other path of that version extends)
 * of the given form versions' fieldIndexes, newest version first, so
 * questions removed since an older version still get their column. A path
 * takes the friendly name of the newest version that has it; a name already
 * used by an earlier column becomes 'Name (path)'.
 */
export function answerColumns(fieldIndexes: readonly Record<string, FieldInfo>[]): AnswerColumn[] {
  const names = new Map<string, string>();
  for (const fieldIndex of fieldIndexes) {
    const paths = Object.keys(fieldIndex);
    for (const path of paths) {
      if (names.has(path) || paths.some((other) => other.startsWith(`${path}.`))) continue;
      names.set(path, fieldIndex[path]?.friendlyName || path);
    }
  }
  const used = new Set<string>();
  return [...names].map(([path, name]) => {
    const header = used.has(name) ? `${name} (${path})` : name;
    used.add(name);
    return { path, header };
  });
}

/**
 * The export text of one answer field: the value at the dotted `path`
 * ('*' expands every array item); arrays (multi-select choices, repeated
 * items) joined with '; ', booleans as Yes/No, objects as JSON, nothing as ''.
 */
export function answerCell(answers: unknown, path: string): string {
  return collect(answers, path === '' ? [] : path.split('.')).join('; ');
}

function collect(value: unknown, segments: readonly string[]): string[] {
  if (value === undefined || value === null) return [];
  if (segments.length === 0) return Array.isArray(value) ? value.flatMap((item) => collect(item, [])) : [formatValue(value)];
  const [segment, ...rest] = segments as [string, ...string[]];
  if (segment === ARRAY_ITEM_SEGMENT) return Array.isArray(value) ? value.flatMap((item) => collect(item, rest)) : [];
  if (typeof value !== 'object' || Array.isArray(value) || !Object.hasOwn(value, segment)) return [];
  return collect((value as Record<string, unknown>)[segment], rest);
}

function formatValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}
