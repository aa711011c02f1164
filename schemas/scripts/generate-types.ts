/**
 * Generates TypeScript types from every JSON Schema under entities/ and api/
 * into src/types/<name>.gen.ts (json-schema-to-typescript).
 * With --check, writes nothing and exits 1 when any generated file is stale,
 * naming the stale files.
 */
import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'src', 'types');
const banner = '/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */';

async function schemaFiles(): Promise<string[]> {
  const files: string[] = [];
  for (const dir of ['entities', 'api']) {
    for (const name of (await readdir(join(root, dir))).sort()) {
      if (name.endsWith('.schema.json')) files.push(join(dir, name));
    }
  }
  return files;
}

async function generate(file: string): Promise<string> {
  const schema = JSON.parse(await readFile(join(root, file), 'utf8')) as JSONSchema;
  return compile(schema, String(schema.title), {
    bannerComment: banner,
    cwd: join(root, dirname(file)),
    declareExternallyReferenced: true,
    additionalProperties: false,
    format: true,
    style: { singleQuote: true },
    $refOptions: {},
  });
}

const check = process.argv.includes('--check');
await mkdir(outDir, { recursive: true });
const stale: string[] = [];
for (const file of await schemaFiles()) {
  const target = join(outDir, file.replace(/^.*\//, '').replace('.schema.json', '.gen.ts'));
  const text = await generate(file);
  const current = await readFile(target, 'utf8').catch(() => '');
  if (current === text) continue;
  if (check) stale.push(target.slice(root.length + 1));
  else await writeFile(target, text);
}
if (stale.length > 0) {
  console.error(`Generated types are stale: ${stale.join(', ')}. Run npm run schemas:generate.`);
  process.exit(1);
}
console.log(check ? 'Generated types are up to date.' : 'Types generated.');
