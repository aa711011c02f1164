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
import { ensureValidatorModule, type FormContent } from './validator-module-service.ts';

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
  const stored = await ensureValidatorModule(db, version);
  let module = loaded.get(stored.moduleHash);
  if (module === undefined) {
    module = import(`data:text/javascript;base64,${Buffer.from(stored.source).toString('base64')}`) as Promise<ValidatorModule>;
    loaded.set(stored.moduleHash, module);
  }
  const validation = instantiateValidatorModule(version.compiled, await module);
  registerValidation(version.compiled, validation);
  return validation.validator;
}
