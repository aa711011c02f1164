import $RefParser from '@apidevtools/json-schema-ref-parser';
import { schemaDocuments, type SchemaName } from '@huddle/schemas';

/** A JSON Schema component of the OpenAPI document, as plain JSON. */
export type SchemaComponent = Record<string, unknown>;

/** The URL the bundler treats as the document's own: '#...' refs resolve against it. */
const DOCUMENT_URL = 'https://huddle.example/schemas/openapi.json';

/**
 * Bundles every @huddle/schemas document into one `components.schemas` map
 * keyed by schema name (the schema's title), with @apidevtools/json-schema-ref-parser:
 * each relative $ref between the schema files ('../entities/program.schema.json#/properties/eventId',
 * '#/$defs/SocialLinks') becomes a reference inside the OpenAPI document
 * ('#/components/schemas/Program/properties/eventId'), so outside tools need
 * nothing but /api/openapi.json (issue 18). Titles and descriptions stay;
 * `$schema` and `$id` are left out of the components: the schemas (JSON
 * Schema 2020-12) are read in OpenAPI 3.1's default dialect, which extends
 * it, and a nested `$id` would rebase the components' '#/components/...'
 * references onto the schema file.
 * Throws when a reference does not resolve.
 */
export async function bundleSchemaComponents(): Promise<Record<SchemaName, SchemaComponent>> {
  const byUrl = new Map(Object.values(schemaDocuments).map((document) => [document.$id, document]));
  const root = {
    components: {
      schemas: Object.fromEntries(Object.entries(schemaDocuments).map(([name, document]) => [name, { $ref: document.$id }])),
    },
  };
  const bundled = (await $RefParser.bundle(DOCUMENT_URL, root, {
    resolve: {
      external: true,
      file: false,
      http: false,
      schemas: {
        order: 1,
        canRead: (file: { url: string }) => byUrl.has(file.url),
        read: (file: { url: string }) => {
          const { $id: _id, $schema: _metaSchema, ...schema } = structuredClone(byUrl.get(file.url)!);
          return schema;
        },
      },
    },
  })) as unknown as typeof root;
  return JSON.parse(
    JSON.stringify(bundled.components.schemas, (key, value: unknown) =>
      key === '$ref' && typeof value === 'string' && value.startsWith(`${DOCUMENT_URL}#`) ? value.slice(DOCUMENT_URL.length) : value,
    ),
  ) as Record<SchemaName, SchemaComponent>;
}

/** The bundled components, built once when the module loads. */
export const schemaComponents: Record<SchemaName, SchemaComponent> = await bundleSchemaComponents();
