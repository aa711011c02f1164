/**
 * Characters kept of an answer copied into an indexed text column (search
 * names, company and sort names, state, country, email). Answers may be
 * 524,288 characters long (spec §5 default text limit) but a Postgres b-tree
 * entry must stay under about 2,700 bytes: 256 characters of at most 4 bytes,
 * stored twice where an index also INCLUDEs the column, fit. The whole answer
 * stays in answers_json.
 */
export const INDEXED_TEXT_MAX_LENGTH = 256;

/**
 * `value` cut to its first INDEXED_TEXT_MAX_LENGTH characters (Unicode code
 * points, so a surrogate pair is never split); null and undefined pass through.
 */
export function indexedText<T extends string | null | undefined>(value: T): T {
  if (value === null || value === undefined || value.length <= INDEXED_TEXT_MAX_LENGTH) return value;
  return Array.from(value).slice(0, INDEXED_TEXT_MAX_LENGTH).join('') as T;
}
