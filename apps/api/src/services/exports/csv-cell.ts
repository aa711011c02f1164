/** First characters that make a spreadsheet read a cell as a formula or control (ARCHITECTURE.md §6). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A CSV cell made safe for spreadsheets (ARCHITECTURE.md §6 CSV
 * neutralization, OWASP CSV injection): a value starting with = + - @ tab or
 * carriage return gets a leading apostrophe, so '=cmd()' exports as
 * "'=cmd()". Other values are returned unchanged; quoting is csvText's.
 */
export function neutralizeCsvCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
