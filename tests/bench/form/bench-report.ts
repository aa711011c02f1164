/** Median and 95th percentile of a set of timings, in milliseconds. */
export interface Summary {
  p50: number;
  p95: number;
  samples: number;
}

/** Nearest-rank percentile (0-100) of `values` (any order). */
export function percentile(values: readonly number[], rank: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((rank / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/** p50 and p95 of `values`. */
export function summarize(values: readonly number[]): Summary {
  return { p50: percentile(values, 50), p95: percentile(values, 95), samples: values.length };
}

/** One measured quantity of the report: both pages and the target on one percentile's ratio. */
export interface ReportRow {
  label: string;
  form: Summary;
  plain: Summary;
  /** Which ratio the target applies to. */
  targetOn: 'p50' | 'p95';
  /** Highest acceptable form/plain ratio. */
  target: number;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const ratio = (form: number, plain: number) => form / plain;

/**
 * The benchmark's table: per row p50 and p95 of the program form and of
 * the plain form, the ratios form/plain, and PASS or FAIL against the
 * row's target. Answers the lines to print.
 */
export function formatReport(rows: readonly ReportRow[]): string[] {
  const header = ['', 'ProgramForm p50 / p95', 'plain p50 / p95', 'ratio p50 / p95', 'target', 'result'];
  const body = rows.map((row) => {
    const r50 = ratio(row.form.p50, row.plain.p50);
    const r95 = ratio(row.form.p95, row.plain.p95);
    const checked = row.targetOn === 'p50' ? r50 : r95;
    return [
      `${row.label} (n=${row.form.samples})`,
      `${ms(row.form.p50)} / ${ms(row.form.p95)}`,
      `${ms(row.plain.p50)} / ${ms(row.plain.p95)}`,
      `${r50.toFixed(2)}x / ${r95.toFixed(2)}x`,
      `${row.targetOn} <= ${row.target}x`,
      checked <= row.target ? 'PASS' : 'FAIL',
    ];
  });
  const table = [header, ...body];
  const widths = header.map((_, column) => Math.max(...table.map((line) => (line[column] ?? '').length)));
  return table.map((line) =>
    line
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}
