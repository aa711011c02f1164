import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { generateSchemaChecksModule, generateValidatorModule, type CompiledForm, type JsonSchema } from '@huddle/form-engine';
import type { Database, ValidatorModulePurpose } from '../../db/database.ts';

/** A form version's content: what its validator module is generated from. */
export interface FormContent {
  contentHash: string;
  compiled: CompiledForm;
}

/** A stored validator module: its text and the hash that names it. */
export interface StoredValidatorModule {
  moduleHash: string;
  source: string;
}

/** Per-process cache size, in characters of module text (a seeded form's module has 55,000-190,000). */
const CACHED_CHARACTERS = 8_000_000;
/** Generated modules by form content hash ('form:{hash}') or schema text hash ('schema:{hash}'), per process (generation is pure; the most recently used). */
const generated = new LRUCache<string, StoredValidatorModule>({
  maxSize: CACHED_CHARACTERS,
  sizeCalculation: (module) => module.source.length,
});
/** Module hashes known to be stored, per database. */
const storedByDatabase = new WeakMap<Kysely<Database>, Set<string>>();

/**
 * The precompiled validator module of a form content (issue 11), generated
 * by this process the first time a version with this content is served or
 * validated (generateValidatorModule; 20-60 ms per seeded form; then kept
 * in memory by content hash) and stored in validator_modules by its module
 * hash (INSERT ... ON CONFLICT DO NOTHING: instances generating the same
 * text store one row), so any instance can serve the URL it names. Rows are
 * keyed by the text, not the form: a release whose generator writes other
 * code stores new modules under new names, and pages never mix a module
 * with a runtime it was not generated for. Throws FormConfigError when the
 * form's schema does not compile.
 */
export async function ensureValidatorModule(
  db: Kysely<Database>,
  form: FormContent,
  purpose: ValidatorModulePurpose = 'form',
): Promise<StoredValidatorModule> {
  return ensureModule(db, `form:${form.contentHash}`, () => generateValidatorModule(form.compiled), purpose);
}

/**
 * The precompiled checks module of the configuration schemas
 * (generateSchemaChecksModule of configurationSchemas(): the component
 * types' configSchemas...), so the back office checks configurations and
 * edits them without compiling in the page; generated and stored as
 * ensureValidatorModule() does, keyed in memory by the schemas' JSON text.
 * Throws FormConfigError when a schema does not compile.
 */
export async function ensureSchemaChecksModule(db: Kysely<Database>, schemas: readonly JsonSchema[]): Promise<StoredValidatorModule> {
  const key = `schemas:${sha256Hex(JSON.stringify(schemas))}`;
  return ensureModule(db, key, () => generateSchemaChecksModule(schemas), 'form');
}

/**
 * Generates (once per process and key) and stores a module. A 'form' module
 * is written once per process and database (a stored 'preview' row of the
 * same text becomes 'form'); a 'preview' module is inserted on every call
 * unless this process stored it as 'form' (the sweep may have removed it).
 */
async function ensureModule(
  db: Kysely<Database>,
  key: string,
  generate: () => string,
  purpose: ValidatorModulePurpose,
): Promise<StoredValidatorModule> {
  let module = generated.get(key);
  if (module === undefined) {
    const source = generate();
    module = { moduleHash: sha256Hex(source), source };
    generated.set(key, module);
  }
  const stored = storedByDatabase.get(db) ?? new Set<string>();
  if (!stored.has(module.moduleHash)) {
    await db
      .insertInto('validator_modules')
      .values({ module_hash: module.moduleHash, source: module.source, created_at: new Date().toISOString(), purpose })
      .onConflict((conflict) =>
        purpose === 'form' ? conflict.column('module_hash').doUpdateSet({ purpose: 'form' }) : conflict.doNothing(),
      )
      .execute();
    if (purpose === 'form' && !db.isTransaction) {
      stored.add(module.moduleHash);
      storedByDatabase.set(db, stored);
    }
  }
  return module;
}

/** The stored module named `moduleHash` (64 lower-case hex characters), or undefined. */
export async function findValidatorModule(db: Kysely<Database>, moduleHash: string): Promise<StoredValidatorModule | undefined> {
  const row = await db
    .selectFrom('validator_modules')
    .select(['module_hash', 'source'])
    .where('module_hash', '=', moduleHash)
    .executeTakeFirst();
  return row === undefined ? undefined : { moduleHash: row.module_hash, source: row.source };
}

/** Where browsers load a module: content-hashed, so it can be cached forever (GET /api/form-validators/{hash}.js). */
export function validatorModuleUrl(moduleHash: string): string {
  return `/api/form-validators/${moduleHash}.js`;
}

/** SHA-256 hex of a text (a module's text: its name). */
function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
