import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { generateValidatorModule, type CompiledForm } from '@huddle/form-engine';
import type { Database } from '../../db/database.ts';

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
/** Stored modules by form content hash, per database (the most recently used; a module never changes). */
const storedByDatabase = new WeakMap<Kysely<Database>, LRUCache<string, StoredValidatorModule>>();

function storedCache(db: Kysely<Database>): LRUCache<string, StoredValidatorModule> {
  let cache = storedByDatabase.get(db);
  if (cache === undefined) {
    cache = new LRUCache({ maxSize: CACHED_CHARACTERS, sizeCalculation: (module) => module.source.length });
    storedByDatabase.set(db, cache);
  }
  return cache;
}
/** Generated module texts by form content hash, per process (generation is pure: also kept for rows written in transactions). */
const generated = new LRUCache<string, string>({ maxSize: CACHED_CHARACTERS / 4, sizeCalculation: (source) => source.length });

/**
 * The precompiled validator module of a form content (issue 11): read from
 * validator_modules by its form hash, or, the first time a version with this
 * content is served or validated, generated now
 * (generateValidatorModule; 20-60 ms per seeded form) and stored
 * (INSERT ... ON CONFLICT DO NOTHING, then a read: instances generating it
 * at once store one row, and the same text, as generation is deterministic).
 * Remembered per process and database. Throws FormConfigError when the form's schema does
 * not compile.
 */
export async function ensureValidatorModule(db: Kysely<Database>, form: FormContent): Promise<StoredValidatorModule> {
  const known = db.isTransaction ? undefined : storedCache(db).get(form.contentHash);
  if (known !== undefined) return known;
  let stored = await findByFormHash(db, form.contentHash);
  if (stored === undefined) {
    const source = generated.get(form.contentHash) ?? generateValidatorModule(form.compiled);
    generated.set(form.contentHash, source);
    await db
      .insertInto('validator_modules')
      .values({ form_hash: form.contentHash, module_hash: moduleHashOf(source), source, created_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    stored = await findByFormHash(db, form.contentHash);
    if (stored === undefined) throw new Error(`The validator module of form ${form.contentHash} was not stored`);
  }
  if (!db.isTransaction) storedCache(db).set(form.contentHash, stored);
  return stored;
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

/** SHA-256 hex of a module's text: its name. */
export function moduleHashOf(source: string): string {
  return createHash('sha256').update(source).digest('hex');
}

async function findByFormHash(db: Kysely<Database>, formHash: string): Promise<StoredValidatorModule | undefined> {
  const row = await db
    .selectFrom('validator_modules')
    .select(['module_hash', 'source'])
    .where('form_hash', '=', formHash)
    .executeTakeFirst();
  return row === undefined ? undefined : { moduleHash: row.module_hash, source: row.source };
}
