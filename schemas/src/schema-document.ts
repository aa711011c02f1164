/**
 * A JSON Schema document (draft 2020-12) of schemas/entities or schemas/api,
 * as parsed from its file. `$id` is its absolute URI
 * ('https://huddle.example/schemas/entities/program.schema.json'); its relative
 * `$ref`s resolve against it. `title` is its TypeScript type name.
 */
export interface SchemaDocument {
  $schema: string;
  $id: string;
  title: string;
  description: string;
  [keyword: string]: unknown;
}
