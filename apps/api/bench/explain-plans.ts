import { CompiledQuery } from 'kysely';
import type { BenchDatabase, QueryCapture } from './bench-databases.ts';

/**
 * Runs `run()` once with query capture on and prints the plan of each select
 * it sent that reads `table`: EXPLAIN QUERY PLAN on SQLite, EXPLAIN ANALYZE
 * (costs and timings off, so the output is stable) on Postgres.
 */
export async function explainPlans(
  bench: BenchDatabase,
  capture: QueryCapture,
  run: () => Promise<unknown>,
  label: string,
  table: string,
): Promise<void> {
  capture.enabled = true;
  try {
    await run();
  } finally {
    capture.enabled = false;
  }
  const statements = capture.queries.splice(0);
  console.log(`\n[${bench.name}] plans for "${label}"`);
  for (const statement of statements) {
    if (!/^select/i.test(statement.sql) || !statement.sql.includes(`"${table}"`)) continue;
    const prefix = bench.name === 'sqlite' ? 'explain query plan ' : 'explain (analyze, buffers off, costs off, timing off, summary off) ';
    const plan = await bench.db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(prefix + statement.sql, [...statement.parameters]));
    console.log(`  ${statement.sql.replace(/\s+/g, ' ')}`);
    for (const row of plan.rows) console.log(`    ${bench.name === 'sqlite' ? String(row.detail) : String(row['QUERY PLAN'])}`);
  }
}
