import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { compileForm, createFormVersion, type CompiledForm, type ComponentRegistry, type FormVersionContent } from '@huddle/form-engine';
import type { Database } from '../../db/database.ts';
import { ProblemError } from '../../errors/problem-error.ts';
import { loadFormDefinition } from './form-definition-service.ts';

/** A stored, immutable form version (ARCHITECTURE.md §1). */
export interface StoredFormVersion {
  id: number;
  programId: number;
  contentHash: string;
  compiled: CompiledForm;
}

/**
 * The program's current form version: compiles the definition now in the
 * tables, hashes it, and stores a new form_versions row only when this
 * program has no version with that hash (an unchanged definition returns the
 * same row). Safe under concurrent calls: UNIQUE(program_id, content_hash)
 * with ON CONFLICT DO NOTHING, then a read. Compiling and hashing are
 * skipped while the loaded definition is unchanged since the last call for
 * this database and program (outside transactions). A new row records
 * `createdBy` (the email of the staff member whose save changed the form;
 * null when compiled without a staff save). Throws FormConfigError from
 * compileForm for a broken program configuration; 404 problem for an unknown program.
 */
export async function currentFormVersion(
  db: Kysely<Database>,
  programId: number,
  registry: ComponentRegistry,
  now: Date = new Date(),
  createdBy: string | null = null,
): Promise<StoredFormVersion> {
  const definition = await loadFormDefinition(db, programId);
  const definitionJson = JSON.stringify(definition);
  const remembered = recentVersions.get(db)?.get(programId);
  if (remembered !== undefined && remembered.registry === registry && remembered.definitionJson === definitionJson) {
    return remembered.version;
  }
  const version = await storeVersion(db, programId, definitionJson, createFormVersion(compileForm(definition, registry)), now, createdBy);
  if (!db.isTransaction) {
    const byProgram = recentVersions.get(db) ?? new Map<number, RememberedVersion>();
    byProgram.set(programId, { registry, definitionJson, version });
    recentVersions.set(db, byProgram);
  }
  return version;
}

/** The last version computed per database and program, reused while the definition text is unchanged. */
interface RememberedVersion {
  registry: ComponentRegistry;
  definitionJson: string;
  version: StoredFormVersion;
}
const recentVersions = new WeakMap<Kysely<Database>, Map<number, RememberedVersion>>();

async function storeVersion(
  db: Kysely<Database>,
  programId: number,
  definitionJson: string,
  { contentHash, compiled }: FormVersionContent,
  now: Date,
  createdBy: string | null,
): Promise<StoredFormVersion> {
  const existing = await findByHash(db, programId, contentHash);
  if (existing !== undefined) return existing;
  await db
    .insertInto('form_versions')
    .values({
      program_id: programId,
      content_hash: contentHash,
      definition_json: definitionJson,
      compiled_json: JSON.stringify(compiled),
      created_at: now.toISOString(),
      created_by: createdBy,
    })
    .onConflict((conflict) => conflict.columns(['program_id', 'content_hash']).doNothing())
    .execute();
  const stored = await findByHash(db, programId, contentHash);
  if (stored === undefined) throw new Error(`Form version ${contentHash} of program ${programId} was not stored`);
  return stored;
}

/** Form versions read by id, per database (a version never changes once stored). */
const MAX_CACHED_VERSIONS = 256;
const versionsById = new WeakMap<Kysely<Database>, LRUCache<number, StoredFormVersion>>();

/**
 * A form version by id, only when it belongs to `programId` (the applicant
 * keeps the version they loaded; the detail page renders the pinned one).
 * 404 problem otherwise. Versions are immutable, so the parsed version is
 * kept in memory per database (the MAX_CACHED_VERSIONS most recently used;
 * not for reads inside a transaction): a submit reads and parses its form
 * version once per process, not once per request.
 */
export async function getFormVersion(db: Kysely<Database>, programId: number, formVersionId: number): Promise<StoredFormVersion> {
  let cache = versionsById.get(db);
  const cached = cache?.get(formVersionId);
  if (cached !== undefined && cached.programId === programId) return cached;
  const version = await readFormVersion(db, programId, formVersionId);
  if (!db.isTransaction) {
    if (cache === undefined) {
      cache = new LRUCache<number, StoredFormVersion>({ max: MAX_CACHED_VERSIONS });
      versionsById.set(db, cache);
    }
    cache.set(version.id, version);
  }
  return version;
}

async function readFormVersion(db: Kysely<Database>, programId: number, formVersionId: number): Promise<StoredFormVersion> {
  const row = await db
    .selectFrom('form_versions')
    .select(['id', 'program_id', 'content_hash', 'compiled_json'])
    .where('id', '=', formVersionId)
    .where('program_id', '=', programId)
    .executeTakeFirst();
  if (row === undefined) {
    throw new ProblemError(404, 'Not Found', `Program ${programId} has no form version ${formVersionId}.`);
  }
  return toStored(row);
}

async function findByHash(db: Kysely<Database>, programId: number, contentHash: string): Promise<StoredFormVersion | undefined> {
  const row = await db
    .selectFrom('form_versions')
    .select(['id', 'program_id', 'content_hash', 'compiled_json'])
    .where('program_id', '=', programId)
    .where('content_hash', '=', contentHash)
    .executeTakeFirst();
  return row === undefined ? undefined : toStored(row);
}

function toStored(row: { id: number; program_id: number; content_hash: string; compiled_json: string }): StoredFormVersion {
  return { id: row.id, programId: row.program_id, contentHash: row.content_hash, compiled: JSON.parse(row.compiled_json) as CompiledForm };
}
