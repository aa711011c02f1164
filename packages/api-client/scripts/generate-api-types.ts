/**
 * `npm run api-client:generate`: writes src/paths.gen.ts, the types of the
 * API's OpenAPI document. `npm run api-client:check` (--check): writes nothing
 * and exits 1 when the committed file differs from what the document gives.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { apiTypesSource, generatedTypesFile } from './api-types-source.ts';

const source = await apiTypesSource();
const committed = await readFile(generatedTypesFile, 'utf8').catch(() => '');
if (process.argv.includes('--check')) {
  if (committed !== source) {
    console.error('packages/api-client/src/paths.gen.ts differs from the OpenAPI document. Run npm run api-client:generate.');
    process.exit(1);
  }
  console.log('API client types are up to date.');
} else if (committed === source) {
  console.log('API client types were already up to date.');
} else {
  await writeFile(generatedTypesFile, source);
  console.log('API client types generated: packages/api-client/src/paths.gen.ts');
}
