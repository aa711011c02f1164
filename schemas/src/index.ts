/**
 * @huddle/schemas: entity and API JSON Schemas (draft 2020-12) and the
 * TypeScript types generated from them. Reference data lives in ./reference.
 */
export type * from './types/form-definition.gen.ts';
export type { Contact } from './types/contact.gen.ts';
export type { ProgramSettings } from './types/program-settings.gen.ts';
