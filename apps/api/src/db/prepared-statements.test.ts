import { CompiledQuery, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../test-support/dialects.ts';
import type { Database } from './database.ts';
import { preparedStatement, preparedStatementName } from './prepared-statements.ts';

const postgres = testDialects().find((dialect) => dialect.name === 'postgres');

describe('preparedStatement on Postgres', () => {
  const skip = postgres === undefined || postgres.skipReason !== undefined;
  let db: Kysely<Database>;

  beforeAll(async () => {
    if (skip) return;
    db = await postgres.create();
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it('names a marked text once per process and leaves the others unnamed', () => {
    const query = CompiledQuery.raw('select $1::integer + 41 as n', [1]);
    expect(preparedStatementName(query.sql)).toBeUndefined();
    expect(preparedStatement(query)).toBe(query);
    const name = preparedStatementName(query.sql);
    expect(name).toMatch(/^huddle_\d+$/);
    preparedStatement(query);
    expect(preparedStatementName(query.sql)).toBe(name);
  });

  it.skipIf(skip)('runs a marked query as a named statement on its connection, parsed once, values bound each time', async () => {
    const marked = (value: number) => preparedStatement(CompiledQuery.raw('select $1::integer * 2 as n', [value]));
    // One connection: prepared statements belong to the connection that ran them.
    await db.connection().execute(async (connection) => {
      const results = [];
      for (const value of [1, 2, 3]) results.push((await connection.executeQuery(marked(value))).rows);
      expect(results).toEqual([[{ n: 2 }], [{ n: 4 }], [{ n: 6 }]]);
      await sql`select ${5}::integer * 3 as unmarked`.execute(connection);
      const statements = (
        await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(connection)
      ).rows;
      expect(statements.filter((row) => row.statement.includes('* 2 as n')).map((row) => row.name)).toEqual([
        preparedStatementName(marked(1).sql),
      ]);
      expect(statements.some((row) => row.statement.includes('unmarked'))).toBe(false);
    });
  });

  it.skipIf(skip)('plans prepared statements once (generic plans) on every connection', async () => {
    const { rows } = await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(db);
    expect(rows).toEqual([{ plan_cache_mode: 'force_generic_plan' }]);
  });
});
