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
 * ('*' expands every array item), given as text or already split into its
 * segments (answerPathSegments, once per column); arrays (multi-select
 * choices, repeated items) joined with '; ', booleans as Yes/No, objects
 * as JSON, nothing as ''. A plain path to a single value allocates nothing
 * but its text (the export calls this for every cell).
 */
export function answerCell(answers: unknown, path: string | readonly string[]): string {
  const segments = typeof path === 'string' ? answerPathSegments(path) : path;
  let value = answers;
  let depth = 0;
  for (; depth < segments.length && segments[depth] !== ARRAY_ITEM_SEGMENT; depth++) {
    value = childOf(value, segments[depth] ?? '');
    if (value === undefined) return '';
  }
  if (value === null) return '';
  if (depth === segments.length && !Array.isArray(value)) return formatValue(value);
  const parts: string[] = [];
  collect(value, segments, depth, parts);
  return parts.join('; ');
}

/** The segments of a dotted answers path ('' is the whole answers object). */
export function answerPathSegments(path: string): readonly string[] {
  return path === '' ? [] : path.split('.');
}

/** The named member of a plain object, else undefined. */
function childOf(value: unknown, segment: string): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !Object.hasOwn(value, segment)) return undefined;
  return (value as Record<string, unknown>)[segment];
}

/** Pushes the texts of `value` below segments[from...] into `into` (arrays flattened, '*' over items). */
function collect(value: unknown, segments: readonly string[], from: number, into: string[]): void {
  if (value === undefined || value === null) return;
  if (from === segments.length) {
    if (!Array.isArray(value)) into.push(formatValue(value));
    else for (const item of value) collect(item, segments, from, into);
    return;
  }
  const segment = segments[from] ?? '';
  if (segment !== ARRAY_ITEM_SEGMENT) collect(childOf(value, segment), segments, from + 1, into);
  else if (Array.isArray(value)) for (const item of value) collect(item, segments, from + 1, into);
}

function formatValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}
