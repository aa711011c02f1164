/**
 * `npm run schemas:generate`: writes the TypeScript types (and the schema
 * document map) generated from every JSON Schema under entities/ and api/.
 * `npm run schemas:check` (--check): writes nothing and exits 1 when any
 * generated file is stale, naming the stale files.
 */
import { findStaleFiles, writeGeneratedFiles } from './type-generation.ts';

if (process.argv.includes('--check')) {
  const stale = await findStaleFiles();
  if (stale.length > 0) {
    console.error(`Generated types are stale: ${stale.join(', ')}. Run npm run schemas:generate.`);
    process.exit(1);
  }
  console.log('Generated types are up to date.');
} else {
  const written = await writeGeneratedFiles();
  console.log(written.length > 0 ? `Types generated: ${written.join(', ')}` : 'Types were already up to date.');
}
