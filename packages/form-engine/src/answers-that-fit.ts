import type { CompiledForm } from './compiled-form.ts';
import { formValidator } from './form-validator.ts';
import { findFieldInfo } from './find-field-info.ts';

/** What answersThatFit() kept of a draft and which answer paths it left out. */
export interface FittingAnswers {
  /** The answers that still fit the form, keyed as the form's answers are. */
  answers: Record<string, unknown>;
  /** Dotted paths of the answers left out ('applicant.country', 'owners.owners.1'), in the order found. */
  dropped: string[];
}

/**
 * Error codes that say an answer is unfinished rather than wrong for the
 * form: a draft keeps such answers (the applicant is still typing, and the
 * form shows the message as it would for any answer).
 */
const UNFINISHED_CODES: ReadonlySet<string> = new Set([
  'required',
  'dependentRequired',
  'minItems',
  'minLength',
  'minProperties',
  'pattern',
  'format',
  'contains',
]);

/** Rounds of validation; each round drops at least one answer or stops. */
const MAX_ROUNDS = 8;

/**
 * The answers of a draft saved against another form version that still fit
 * `compiled` (the form the applicant opens now). Pure; never throws.
 * 1. Only fields the form still has are kept: every leaf answer must have a
 *    fieldIndex entry (array items matched through '*'); component answers
 *    objects of components the form no longer has go.
 * 2. The rest is judged by the form's validator (formValidator); a value
 *    whose error says it cannot be an answer of this form (wrong type, an
 *    option the question no longer offers, too long, a refused property, ...)
 *    is left out (a list longer than the form allows loses its last items);
 *    errors that only say it is unfinished (required, pattern,
 *    format, minLength, minItems, see UNFINISHED_CODES) keep it.
 *    Repeated while that drops something (a removed value can uncover another).
 * Non-object drafts give `{ answers: {}, dropped: [] }`.
 */
export function answersThatFit(compiled: CompiledForm, draft: unknown): FittingAnswers {
  const dropped: string[] = [];
  const copy = cloneOf(draft);
  if (!isRecord(copy)) return { answers: {}, dropped };
  const known = new Set(Object.keys(compiled.fieldIndex));
  const answers = keepKnown(copy, '', compiled, known, dropped) ?? {};
  const validator = formValidator(compiled);
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const misfits = validator.validate(answers).errors.filter((error) => !UNFINISHED_CODES.has(error.code) && error.path !== '');
    const removed = misfits.flatMap((error) =>
      error.code === 'maxItems'
        ? truncateAt(answers, error.path, Number(error.params['limit']))
        : removeAt(answers, error.path)
          ? [error.path]
          : [],
    );
    if (removed.length === 0) break;
    dropped.push(...removed);
  }
  return { answers, dropped };
}

function keepKnown(
  value: Record<string, unknown>,
  prefix: string,
  compiled: CompiledForm,
  known: ReadonlySet<string>,
  dropped: string[],
): Record<string, unknown> | undefined {
  const kept: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    const fits = prefix === '' ? isDataComponent(compiled, key) : findFieldInfo(compiled.fieldIndex, path) !== undefined;
    if (!fits) {
      dropped.push(path);
      continue;
    }
    kept[key] = keepChild(child, path, compiled, known, dropped);
  }
  return kept;
}

function keepChild(value: unknown, path: string, compiled: CompiledForm, known: ReadonlySet<string>, dropped: string[]): unknown {
  if (!hasIndexedChildren(known, path)) return value;
  if (Array.isArray(value)) {
    return value.map((item, index) => (isRecord(item) ? keepKnown(item, `${path}.${index}`, compiled, known, dropped) : item));
  }
  if (isRecord(value)) return keepKnown(value, path, compiled, known, dropped);
  return value;
}

/** Whether the index names fields below `path` (array items as '*'): then the value is walked, otherwise kept whole. */
function hasIndexedChildren(known: ReadonlySet<string>, path: string): boolean {
  const pattern = path.replace(/\.\d+(?=\.|$)/g, '.*');
  for (const key of known) if (key.startsWith(`${pattern}.`)) return true;
  return false;
}

function isDataComponent(compiled: CompiledForm, componentKey: string): boolean {
  return Object.values(compiled.sections).some((components) =>
    components.some((component) => component.componentKey === componentKey && component.hasAnswers),
  );
}

/** Shortens the array at a dotted path to `limit` items; the paths of the items removed. */
function truncateAt(answers: Record<string, unknown>, path: string, limit: number): string[] {
  const list = valueAt(answers, path.split('.'));
  if (!Array.isArray(list) || !Number.isInteger(limit) || limit < 0 || list.length <= limit) return [];
  const removed = list.splice(limit);
  return removed.map((_, index) => `${path}.${limit + index}`);
}

function valueAt(answers: Record<string, unknown>, segments: readonly string[]): unknown {
  let value: unknown = answers;
  for (const segment of segments) {
    value = isRecord(value) || Array.isArray(value) ? (value as Record<string, unknown>)[segment] : undefined;
  }
  return value;
}

/** Deletes the value at a dotted path (array items are removed); false when there is none. */
function removeAt(answers: Record<string, unknown>, path: string): boolean {
  const segments = path.split('.');
  const last = segments.pop();
  const parent = valueAt(answers, segments);
  if (last === undefined) return false;
  if (Array.isArray(parent) && /^\d+$/.test(last) && Number(last) < parent.length) {
    parent.splice(Number(last), 1);
    return true;
  }
  if (isRecord(parent) && Object.hasOwn(parent, last)) {
    delete parent[last];
    return true;
  }
  return false;
}

/** A deep copy, so removing answers never touches the caller's draft; undefined when it cannot be copied. */
function cloneOf(value: unknown): unknown {
  try {
    return structuredClone(value);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
