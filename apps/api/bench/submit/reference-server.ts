/**
 * The submit benchmark's reference (not part of the app): a bare node:http
 * server that does what a submission must do at the least. POST any path
 * with a JSON body → parse, validate with ajv against the compiled form's
 * JSON Schema (the form engine's createAjv(), as Huddle validates), insert
 * one row into a one-table database, answer 201 { id }; 422 when invalid.
 *
 * Run as its own process (like Huddle) with:
 * REF_PORT, REF_SCHEMA_FILE (a compiled form as JSON), and either
 * REF_SQLITE_PATH (a SQLite file opened with the app's settings) or
 * REF_DATABASE_URL + REF_SCHEMA (a Postgres schema, the app's pool size).
 * Prints 'ready' once listening.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createAjv, type CompiledForm } from '@huddle/form-engine';
import { createPostgresPool } from '../../src/db/dialects/postgres.ts';
import { openSqliteDatabase } from '../../src/db/dialects/sqlite.ts';

/** Inserts one submission and resolves its id. */
type InsertOne = (answersJson: string, submittedAt: string) => Promise<number>;

const env = (name: string): string => {
  const value = process.env[name];
  if (value === undefined || value === '') throw new Error(`${name} is required`);
  return value;
};

const compiled = JSON.parse(readFileSync(env('REF_SCHEMA_FILE'), 'utf8')) as CompiledForm;
const validate = createAjv().compile(compiled.jsonSchema);
const insertOne = process.env.REF_SQLITE_PATH === undefined ? await postgresInsert() : sqliteInsert(env('REF_SQLITE_PATH'));

function sqliteInsert(path: string): InsertOne {
  const database = openSqliteDatabase(path);
  database.exec(
    'create table if not exists submissions (id integer primary key autoincrement, answers_json text not null, submitted_at text not null)',
  );
  const statement = database.prepare<[string, string], { id: number }>(
    'insert into submissions (answers_json, submitted_at) values (?, ?) returning id',
  );
  return (answersJson, submittedAt) => Promise.resolve((statement.get(answersJson, submittedAt) as { id: number }).id);
}

async function postgresInsert(): Promise<InsertOne> {
  const pool = createPostgresPool(env('REF_DATABASE_URL'), { searchPath: env('REF_SCHEMA') });
  await pool.query(
    'create table if not exists submissions (id serial primary key, answers_json text not null, submitted_at text not null)',
  );
  return async (answersJson, submittedAt) => {
    const result = await pool.query<{ id: number }>('insert into submissions (answers_json, submitted_at) values ($1, $2) returning id', [
      answersJson,
      submittedAt,
    ]);
    return result.rows[0]?.id ?? 0;
  };
}

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const answer = (status: number, body: unknown): void => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    let body: { answers?: unknown };
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { answers?: unknown };
    } catch {
      answer(400, { title: 'Bad JSON' });
      return;
    }
    if (validate(body.answers) !== true) {
      answer(422, { title: 'Invalid answers' });
      return;
    }
    insertOne(JSON.stringify(body.answers), new Date().toISOString()).then(
      (id) => answer(201, { id }),
      (error: unknown) => answer(500, { title: String(error) }),
    );
  });
});
server.listen(Number(env('REF_PORT')), '127.0.0.1', () => console.log('ready'));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
