/**
 * @huddle/schemas: entity and API JSON Schemas (draft 2020-12), the
 * TypeScript types generated from them (one per schema title), the schema
 * documents themselves, registration statuses and the permission table.
 * Reference data lives in @huddle/schemas/reference.
 */
export type * from './types/index.gen.ts';
export type { SchemaDocument } from './schema-document.ts';
export { schemaDocuments, type SchemaName } from './schema-documents.gen.ts';
export {
  registrationStatuses,
  registrationStatusName,
  isRegistrationStatusCode,
  type RegistrationStatus,
} from './registration-statuses.ts';
export {
  roles,
  permissions,
  permissionTable,
  permissionsOf,
  hasPermission,
  authUserFlags,
  isRole,
  programFamilies,
  programFamiliesOf,
  canAccessProgram,
} from './permissions.ts';
