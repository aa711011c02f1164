/**
 * A table of built-in texts in another language: exact English text →
 * translation. A key holding `{name}` is a pattern: it matches any text with
 * the same words around it ('Child {name} Age' matches 'Child 3 Age'), and
 * the matched part is carried into the translation, itself looked up in the
 * table first. Component types use it for the texts they write into
 * compiled forms (issues 14.3, 19.1).
 */
export type TextTable = Readonly<Record<string, string>>;

interface TextPattern {
  expression: RegExp;
  translation: string;
}

const PLACEHOLDER = '{name}';
const patternsByTable = new WeakMap<TextTable, TextPattern[]>();

/**
 * The translation of `text` in `table` (exact key after trimming, then the
 * first matching pattern), or undefined when the table has none; a text
 * that is only spaces is never translated.
 */
export function lookUpText(table: TextTable, text: string): string | undefined {
  const key = text.trim();
  if (key === '') return undefined;
  if (Object.hasOwn(table, key)) return table[key];
  for (const pattern of patternsOf(table)) {
    const match = pattern.expression.exec(key);
    if (match?.[1] !== undefined) return pattern.translation.replace(PLACEHOLDER, lookUpText(table, match[1]) ?? match[1]);
  }
  return undefined;
}

function patternsOf(table: TextTable): TextPattern[] {
  let patterns = patternsByTable.get(table);
  if (!patterns) {
    patterns = Object.entries(table)
      .filter(([key]) => key.includes(PLACEHOLDER))
      .map(([key, translation]) => {
        const [before = '', after = ''] = key.split(PLACEHOLDER);
        return { expression: new RegExp(`^${escapeRegExp(before)}(.+?)${escapeRegExp(after)}$`, 's'), translation };
      });
    patternsByTable.set(table, patterns);
  }
  return patterns;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
