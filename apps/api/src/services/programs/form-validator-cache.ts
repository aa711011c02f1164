import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import {
  instantiateValidatorModule,
  registerValidation,
  registeredValidation,
  type FormValidator,
  type ValidatorModule,
} from '@huddle/form-engine';
import type { Database } from '../../db/database.ts';
import { ensureValidatorModule, findValidatorModule, type FormContent, type StoredValidatorModule } from './validator-module-service.ts';

/** Loaded validator modules by module hash (a module never changes). */
const loaded = new LRUCache<string, Promise<ValidatorModule>>({ max: 256 });

/**
 * The validator of a form version: the same precompiled module the browser
 * runs (ensureValidatorModule), imported once per process as an ES module
 * from a data: URL, instantiated for `version.compiled` and registered on it
 * (registerValidation), so later calls for that object are a lookup.
 * Node keeps every module it imported: one per distinct form content this
 * process has validated (tens to hundreds of kB each). Throws
 * FormConfigError when the form's schema does not compile.
 */
export async function validatorForVersion(db: Kysely<Database>, version: FormContent): Promise<FormValidator> {
  const registered = registeredValidation(version.compiled);
  if (registered !== undefined) return registered.validator;
  const validation = instantiateValidatorModule(version.compiled, await importValidatorModule(await ensureValidatorModule(db, version)));
  registerValidation(version.compiled, validation);
  return validation.validator;
}

/**
 * The stored validator module named by `moduleHash` (the file name of a
 * formVersion.validatorUrl), imported once per process like validatorForVersion's;
 * undefined when no stored module has that hash.
 */
export async function validatorModuleByHash(db: Kysely<Database>, moduleHash: string): Promise<ValidatorModule | undefined> {
  const imported = loaded.get(moduleHash);
  if (imported !== undefined) return imported;
  const stored = await findValidatorModule(db, moduleHash);
  return stored === undefined ? undefined : importValidatorModule(stored);
}

/** Imports a stored module from a data: URL, once per module hash (the LRU keeps the import). */
function importValidatorModule(stored: StoredValidatorModule): Promise<ValidatorModule> {
  let module = loaded.get(stored.moduleHash);
  if (module === undefined) {
    module = import(`data:text/javascript;base64,${Buffer.from(stored.source).toString('base64')}`) as Promise<ValidatorModule>;
    loaded.set(stored.moduleHash, module);
  }
  return module;
}
