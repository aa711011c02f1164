import { describe, expect, it } from 'vitest';
import { findStaleFiles, loadSchemas, renderGeneratedFiles, typesFileOf } from '../scripts/type-generation.ts';
import type { LoadedSchema } from '../scripts/schema-refs.ts';

const declaredNames = (files: Map<string, string>) =>
  [...files.values()].flatMap((text) => [...text.matchAll(/^export (?:type|interface) (\w+)/gm)].map((match) => match[1]));

describe('generated types', () => {
  it('are up to date with the JSON Schemas (run npm run schemas:generate when this fails)', async () => {
    expect(await findStaleFiles()).toEqual([]);
  });

  it('name the generated file of a schema that changed', async () => {
    const schemas = await loadSchemas();
    const changed = schemas.map((schema): LoadedSchema =>
      schema.title === 'Contact' ? { ...schema, document: { ...schema.document, description: 'Changed.' } } : schema,
    );
    expect(await findStaleFiles(undefined, changed)).toEqual([typesFileOf('entities/contact.schema.json')]);
  });

  it('declare each type once, keeping the names other workspaces use', async () => {
    const names = declaredNames(await renderGeneratedFiles(await loadSchemas()));
    expect(new Set(names).size).toBe(names.length);
    for (const name of [
      'FormDefinition',
      'ProgramComponent',
      'Question',
      'QuestionOption',
      'Contact',
      'FixedRole',
      'QuestionTypeId',
      'ProgramSettings',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('import a type owned by another schema instead of declaring it again', async () => {
    const files = await renderGeneratedFiles(await loadSchemas());
    const program = files.get('src/types/entities/program.gen.ts')!;
    expect(program).toContain("import type { FixedRole } from './fixed-role.gen.ts';");
    expect(program).not.toMatch(/export type FixedRole/);
    const detail = files.get('src/types/api/participant-detail-response.gen.ts')!;
    expect(detail).toContain("import type { ParticipantRow } from '../entities/participant-row.gen.ts';");
  });

  it('refuse two schemas declaring the same title', async () => {
    const schemas = await loadSchemas();
    const contact = schemas.find((schema) => schema.title === 'Contact')!;
    const twin: LoadedSchema = {
      ...contact,
      file: 'api/contact-twin.schema.json',
      id: 'https://huddle.example/schemas/api/contact-twin.schema.json',
    };
    await expect(renderGeneratedFiles([...schemas, twin])).rejects.toThrow(/Contact is declared by both/);
  });

  it('refuse a $ref to a schema that does not exist', async () => {
    const schemas = await loadSchemas();
    const broken = schemas.map((schema): LoadedSchema =>
      schema.title === 'StatusesResponse'
        ? { ...schema, document: { ...schema.document, properties: { statuses: { $ref: '../entities/missing.schema.json' } } } }
        : schema,
    );
    await expect(renderGeneratedFiles(broken)).rejects.toThrow(/names no schema document/);
  });
});
