import { configurationSchemas } from '@huddle/components/definitions';
import type { ComponentRegistry } from '@huddle/form-engine';
import type { ComponentTypesResponse } from '@huddle/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { ensureSchemaChecksModule, validatorModuleUrl } from '../programs/validator-module-service.ts';
import { componentTypeInfos } from './component-types.ts';

/**
 * GET /api/admin/components: componentTypeInfos() of the registry, and the
 * URL of the configuration schemas' precompiled checks module
 * (configurationChecksUrl; configurationSchemas() of the registry), so the
 * builder's draft preview and its 'Component Details' editors check
 * configurations without compiling in the page (issue 11: no
 * 'unsafe-eval' in the back office either). The module is generated once
 * per process and stored (ensureSchemaChecksModule).
 */
export async function listComponentTypes(db: Kysely<Database>, registry: ComponentRegistry): Promise<ComponentTypesResponse> {
  const module = await ensureSchemaChecksModule(db, configurationSchemas(registry));
  return { components: componentTypeInfos(registry), configurationChecksUrl: validatorModuleUrl(module.moduleHash) };
}
