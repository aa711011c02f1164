/**
 * Generation of the TypeScript side of @huddle/schemas from the JSON Schemas
 * under entities/ and api/ (json-schema-to-typescript):
 * - src/types/<dir>/<name>.gen.ts: the types of one schema file; types owned by
 *   other files are imported, so each title is declared once;
 * - src/types/index.gen.ts: `export type *` of every generated file;
 * - src/schema-documents.gen.ts: the runtime map title → parsed schema JSON.
 * Used by scripts/generate-types.ts (write / --check) and by the
 * generated-types test.
 */
import { readdir, readFile, writeFile, mkdir, rm } from 'node:fs/promises';
import { join, dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { prepareSchema, type LoadedSchema } from './schema-refs.ts';

/** Absolute path of the schemas/ workspace. */
export const schemasRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

const schemaDirs = ['entities', 'api'] as const;
const banner = '/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */';

/** Loads every *.schema.json under entities/ and api/, sorted by path. Throws on a file without $id or title. */
export async function loadSchemas(root = schemasRoot): Promise<LoadedSchema[]> {
  const schemas: LoadedSchema[] = [];
  for (const dir of schemaDirs) {
    for (const name of (await readdir(join(root, dir))).sort()) {
      if (!name.endsWith('.schema.json')) continue;
      const file = `${dir}/${name}`;
      const document = JSON.parse(await readFile(join(root, file), 'utf8')) as JSONSchema;
      const { $id: id, title } = document as { $id?: unknown; title?: unknown };
      if (typeof id !== 'string' || typeof title !== 'string') throw new Error(`${file}: needs a string $id and title`);
      schemas.push({ file, id, title, document });
    }
  }
  return schemas;
}

/** Path (relative to schemas/) of the types generated from a schema file. */
export function typesFileOf(schemaFile: string): string {
  return `src/types/${schemaFile.replace(/\.schema\.json$/, '.gen.ts')}`;
}

/**
 * Renders every generated file from the given schemas: relative path → text.
 * Throws when two files would declare the same type name, or a title is
 * imported from a file that does not declare it.
 */
export async function renderGeneratedFiles(schemas: readonly LoadedSchema[]): Promise<Map<string, string>> {
  const byId = new Map(schemas.map((schema) => [schema.id, schema]));
  const files = new Map<string, string>();
  const declaredBy = new Map<string, string>();
  const importsOf = new Map<string, Map<string, string>>();
  for (const schema of schemas) {
    const target = typesFileOf(schema.file);
    const { schema: prepared, imports } = prepareSchema(schema, byId);
    const text = await compile(prepared, schema.title, {
      bannerComment: [banner, importLines(target, imports)].filter(Boolean).join('\n\n'),
      declareExternallyReferenced: true,
      additionalProperties: false,
      // A bounded array (maxItems) stays T[]: the bound is a validation rule, not a tuple type.
      maxItems: -1,
      format: true,
      style: { singleQuote: true, printWidth: 120, bracketSpacing: true },
    });
    for (const [, name] of text.matchAll(/^export (?:type|interface|const enum|enum) (\w+)/gm)) {
      const other = declaredBy.get(name!);
      if (other) throw new Error(`Type ${name} is declared by both ${other} and ${target}: give one of them another title`);
      declaredBy.set(name!, target);
    }
    importsOf.set(target, imports);
    files.set(target, text);
  }
  for (const [target, imports] of importsOf) {
    for (const [name, file] of imports) {
      if (declaredBy.get(name) !== typesFileOf(file))
        throw new Error(`${target} imports ${name}, which ${typesFileOf(file)} does not declare`);
    }
  }
  files.set('src/types/index.gen.ts', typesIndex(schemas));
  files.set('src/schema-documents.gen.ts', schemaDocumentsModule(schemas));
  return files;
}

function importLines(target: string, imports: ReadonlyMap<string, string>): string {
  const byFile = new Map<string, string[]>();
  for (const [name, file] of imports) byFile.set(file, [...(byFile.get(file) ?? []), name]);
  return [...byFile]
    .sort(([a], [b]) => byCodePoint(a, b))
    .map(([file, names]) => `import type { ${names.sort(byCodePoint).join(', ')} } from '${relativeImport(target, typesFileOf(file))}';`)
    .join('\n');
}

/** Locale-independent order, so output is the same on every machine. */
function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function relativeImport(from: string, to: string): string {
  const path = relative(dirname(from), to).replaceAll('\\', '/');
  return path.startsWith('.') ? path : `./${path}`;
}

function typesIndex(schemas: readonly LoadedSchema[]): string {
  const lines = schemas.map((schema) => `export type * from '${relativeImport('src/types/index.gen.ts', typesFileOf(schema.file))}';`);
  return `${banner}\n\n${lines.join('\n')}\n`;
}

function schemaDocumentsModule(schemas: readonly LoadedSchema[]): string {
  const ordered = [...schemas].sort((a, b) => byCodePoint(a.title, b.title));
  const local = (title: string) => `${title.charAt(0).toLowerCase()}${title.slice(1)}Schema`;
  return [
    banner,
    '',
    "import type { SchemaDocument } from './schema-document.ts';",
    ...ordered.map((s) => `import ${local(s.title)} from '../${s.file}' with { type: 'json' };`),
    '',
    '/** Title of a JSON Schema document of @huddle/schemas (also its TypeScript type name). */',
    `export type SchemaName =\n${ordered.map((s) => `  | '${s.title}'`).join('\n')};`,
    '',
    '/** Every JSON Schema document of schemas/entities and schemas/api, by title: register them all in ajv (their $refs resolve by $id) or publish them in OpenAPI. */',
    'export const schemaDocuments: Readonly<Record<SchemaName, SchemaDocument>> = {',
    ...ordered.map((s) => `  ${s.title}: ${local(s.title)},`),
    '};',
    '',
  ].join('\n');
}

/** Generated files now on disk (relative paths), including ones no schema produces any more. */
async function existingGeneratedFiles(root: string): Promise<string[]> {
  const found: string[] = [];
  for (const dir of ['src/types', ...schemaDirs.map((d) => `src/types/${d}`)]) {
    const names = await readdir(join(root, dir)).catch(() => [] as string[]);
    found.push(...names.filter((name) => name.endsWith('.gen.ts')).map((name) => `${dir}/${name}`));
  }
  return [...found, 'src/schema-documents.gen.ts'];
}

/** Relative paths of generated files that differ from what the schemas produce, are missing, or are left over. */
export async function findStaleFiles(root = schemasRoot, schemas?: readonly LoadedSchema[]): Promise<string[]> {
  const expected = await renderGeneratedFiles(schemas ?? (await loadSchemas(root)));
  const stale = new Set<string>();
  for (const [path, text] of expected) {
    const current = await readFile(join(root, path), 'utf8').catch(() => null);
    if (current !== text) stale.add(path);
  }
  for (const path of await existingGeneratedFiles(root)) if (!expected.has(path)) stale.add(path);
  return [...stale].sort();
}

/** Writes every generated file and removes left-over ones; returns the paths written or removed. */
export async function writeGeneratedFiles(root = schemasRoot): Promise<string[]> {
  const expected = await renderGeneratedFiles(await loadSchemas(root));
  const stale = await findStaleFiles(root);
  for (const path of stale) {
    const text = expected.get(path);
    if (text === undefined) {
      await rm(join(root, path));
      continue;
    }
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return stale;
}
