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
  let settings: CompiledQuery[] = [];
  for (const statement of statements) {
    // SET LOCAL statements (Postgres planner settings of the next statement) are applied to its plan too.
    if (/^set local /i.test(statement.sql)) settings.push(statement);
    if (!/^select/i.test(statement.sql) || !new RegExp(`\\b${table}\\b`).test(statement.sql)) continue;
    const prefix = bench.name === 'sqlite' ? 'explain query plan ' : 'explain (analyze, buffers off, costs off, timing off, summary off) ';
    const explain = CompiledQuery.raw(prefix + statement.sql, [...statement.parameters]);
    const applied = settings;
    settings = [];
    const plan = await bench.db.transaction().execute(async (trx) => {
      for (const setting of applied) await trx.executeQuery(setting);
      return trx.executeQuery<Record<string, unknown>>(explain);
    });
    console.log(`  ${applied.map((setting) => `${setting.sql}; `).join('')}${statement.sql.replace(/\s+/g, ' ')}`);
    for (const row of plan.rows) console.log(`    ${bench.name === 'sqlite' ? String(row.detail) : String(row['QUERY PLAN'])}`);
  }
}
