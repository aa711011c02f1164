import type { JsonSchema, UiSchema } from './json-schema.ts';

/**
 * Characters that show nothing by themselves: whitespace and separators,
 * control, format (zero-width space U+200B, joiners U+200C/U+200D, word joiner
 * U+2060, byte order mark U+FEFF, soft hyphen, bidi marks...), lone surrogates,
 * non-spacing marks (variation selectors, combining grapheme joiner) and the
 * blank letters U+115F, U+1160, U+3164, U+FFA0 and the blank braille U+2800.
 */
const INVISIBLE = '\\s\\p{Z}\\p{Cc}\\p{Cf}\\p{Cs}\\p{Mn}\\u115F\\u1160\\u3164\\uFFA0\\u2800';

/**
 * The answer hygiene rules of every free-text answer (issue 16.4; spec §5
 * free text), as JSON Schema `pattern` strings. ajv compiles them with the
 * `u` flag on the client and the server alike (ajvOptions.unicodeRegExp).
 */
export const textHygienePatterns = {
  /** A visible character somewhere: not only spaces, control or invisible characters. */
  visibleCharacter: `[^${INVISIBLE}]`,
  /** Single-line answers: no control character at all (C0, DEL, C1; tab and line breaks included). */
  singleLine: '^[^\\u0000-\\u001F\\u007F-\\u009F]*$',
  /** Multi-line answers (textarea): no control character but tab, line feed and carriage return. */
  multiLine: '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$',
} as const;

/** The uiSchema widget that makes a free-text answer multi-line. */
export const MULTI_LINE_WIDGET = 'textarea';

/**
 * True for a free-text answer schema: type 'string' (alone or among other
 * types) without `enum` or `const` (choices are checked against their list).
 */
export function isFreeTextSchema(schema: JsonSchema): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('string') && schema.enum === undefined && schema.const === undefined;
}

/**
 * A copy of `schema` where every free-text answer schema also requires a
 * visible character and refuses control characters: `allOf` gains
 * `{ pattern: visibleCharacter }` and `{ pattern: singleLine }`, or
 * `{ pattern: multiLine }` where the answer's uiSchema widget is 'textarea'.
 * The answer's own keywords (its `pattern`, `format`, lengths) stay, so both
 * apply. Walks properties, items, allOf/anyOf/oneOf, then/else and
 * dependentSchemas (never `if` or `not`: conditions keep their meaning); the
 * uiSchema is followed by property key and 'items'. Idempotent: a schema
 * that already carries the rules is left as it is. Neither argument is changed.
 *
 * With trimAnswers() before validation (blank answers leave the answers
 * object), a required free-text answer needs a visible character.
 */
export function withTextHygiene(schema: JsonSchema, uiSchema: UiSchema = {}): JsonSchema {
  return hygienic(schema, uiSchema);
}

function hygienic(schema: JsonSchema, ui: UiSchema): JsonSchema {
  const result: JsonSchema = { ...schema };
  if (isSchema(schema.properties)) {
    const properties: Record<string, JsonSchema> = {};
    for (const [key, child] of Object.entries(schema.properties)) {
      properties[key] = isSchema(child) ? hygienic(child, uiOf(ui, key)) : child;
    }
    result.properties = properties;
  }
  if (isSchema(schema.items)) result.items = hygienic(schema.items, uiOf(ui, 'items'));
  for (const keyword of ['allOf', 'anyOf', 'oneOf'] as const) {
    const branches = schema[keyword];
    if (Array.isArray(branches)) result[keyword] = branches.map((branch) => (isSchema(branch) ? hygienic(branch, ui) : branch));
  }
  if (isSchema(schema.then)) result.then = hygienic(schema.then, ui);
  if (isSchema(schema.else)) result.else = hygienic(schema.else, ui);
  const dependent = schema['dependentSchemas'];
  if (isSchema(dependent)) {
    result['dependentSchemas'] = Object.fromEntries(
      Object.entries(dependent).map(([key, branch]) => [key, isSchema(branch) ? hygienic(branch, ui) : branch]),
    );
  }
  if (isFreeTextSchema(schema) && !hasHygiene(schema)) {
    const lines = ui['ui:widget'] === MULTI_LINE_WIDGET ? textHygienePatterns.multiLine : textHygienePatterns.singleLine;
    result.allOf = [...(result.allOf ?? []), { pattern: textHygienePatterns.visibleCharacter }, { pattern: lines }];
  }
  return result;
}

function hasHygiene(schema: JsonSchema): boolean {
  return (schema.allOf ?? []).some((branch) => isSchema(branch) && branch.pattern === textHygienePatterns.visibleCharacter);
}

function uiOf(ui: UiSchema, key: string): UiSchema {
  const child = ui[key];
  return isSchema(child) ? child : {};
}

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
