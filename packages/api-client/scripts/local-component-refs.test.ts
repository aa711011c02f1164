import { describe, expect, it } from 'vitest';
import { localComponentRefs } from './local-component-refs.ts';

const base = 'https://huddle.example/schemas';

function documentWith(schemas: Record<string, unknown>) {
  return {
    openapi: '3.1.0',
    paths: { '/x': { get: { responses: { 200: { $ref: '#/components/responses/R' } } } } },
    components: { schemas },
  };
}

describe('localComponentRefs', () => {
  it('maps relative and fragment references of $id schemas to components', () => {
    const document = documentWith({
      Program: { $id: `${base}/entities/program.schema.json`, type: 'object', properties: { eventId: { type: 'integer' } } },
      Row: {
        $id: `${base}/api/row.schema.json`,
        type: 'object',
        properties: {
          eventId: { $ref: '../entities/program.schema.json#/properties/eventId' },
          program: { $ref: '../entities/program.schema.json' },
          item: { $ref: '#/$defs/Item' },
        },
        $defs: { Item: { type: 'string' } },
      },
    });
    const local = localComponentRefs(document);
    const row = local.components.schemas.Row as { $id?: string; properties: Record<string, { $ref: string }> };
    expect(row.$id).toBeUndefined();
    expect(row.properties.eventId!.$ref).toBe('#/components/schemas/Program/properties/eventId');
    expect(row.properties.program!.$ref).toBe('#/components/schemas/Program');
    expect(row.properties.item!.$ref).toBe('#/components/schemas/Row/$defs/Item');
  });

  it('leaves a document whose references are already local unchanged', () => {
    const document = documentWith({
      Program: { type: 'object', properties: { eventId: { type: 'integer' } } },
      Row: { type: 'object', properties: { eventId: { $ref: '#/components/schemas/Program/properties/eventId' } } },
    });
    expect(localComponentRefs(document)).toEqual(document);
  });

  it('refuses a reference to a schema no component carries', () => {
    const document = documentWith({ Row: { $id: `${base}/api/row.schema.json`, properties: { a: { $ref: 'missing.schema.json' } } } });
    expect(() => localComponentRefs(document)).toThrow(/missing\.schema\.json/);
  });
});
