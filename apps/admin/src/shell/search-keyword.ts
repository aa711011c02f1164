/**
 * The keyword the navbar search goes to (spec §2: /app/gogo/start/{keyword}): the
 * input without surrounding spaces; null when nothing is left (no search), e.g.
 * '  smith ' → 'smith', '   ' → null.
 */
export function searchKeyword(input: string): string | null {
  const keyword = input.trim();
  return keyword === '' ? null : keyword;
}
