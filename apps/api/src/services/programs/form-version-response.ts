import type { Kysely } from 'kysely';
import type { CompiledForm } from '@huddle/form-engine';
import type { Database } from '../../db/database.ts';
import type { StoredFormVersion } from './form-version-service.ts';
import { ensureValidatorModule, validatorModuleUrl } from './validator-module-service.ts';

/** A form version as API answers carry it (schemas/entities/form-version.schema.json). */
export interface FormVersionResponse {
  id: number;
  contentHash: string;
  compiled: CompiledForm;
  /** GET URL of its precompiled validator module (ensureValidatorModule). */
  validatorUrl: string;
}

/**
 * `version` for an API answer: with the URL of its validator module, which
 * is generated and stored first when this form content has none yet (a
 * version stored before validator modules existed). Throws FormConfigError
 * when the form's schema does not compile.
 */
export async function formVersionResponse(db: Kysely<Database>, version: StoredFormVersion): Promise<FormVersionResponse> {
  const module = await ensureValidatorModule(db, version);
  return {
    id: version.id,
    contentHash: version.contentHash,
    compiled: version.compiled,
    validatorUrl: validatorModuleUrl(module.moduleHash),
  };
}
