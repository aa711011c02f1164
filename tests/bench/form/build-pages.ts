import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, preview, type Plugin } from 'vite';
import { linguiVitePlugins } from '../../../apps/public/lingui-vite-plugins.ts';
import { lazyRjsfMarkdown } from '../../../packages/components/src/program-form/lazy-rjsf-markdown-plugin.ts';
import { firstRenderScriptSize, type ScriptSize } from './first-render-script-size.ts';
import type { BenchProgram } from './largest-program.ts';

/** The public app's Lingui config (its catalogue lists the components' and the form engine's). */
const publicLinguiConfig = fileURLToPath(new URL('../../../apps/public/lingui.config.ts', import.meta.url));

/** The two built pages, served by Vite's preview server. */
export interface BenchPages {
  /** Page A: @huddle/components ProgramForm. */
  formUrl: string;
  /** Page B: the plain React form with the same fields. */
  plainUrl: string;
  /** Script each page loads before its first render (see firstRenderScriptSize). */
  scriptSize: { form: ScriptSize; plain: ScriptSize };
  /** Stops the server and removes the build folder. */
  close(): Promise<void>;
}

const pagesDir = fileURLToPath(new URL('./pages/', import.meta.url));
const VIRTUAL_ID = 'virtual:bench-program';
const VALIDATOR_ID = 'virtual:bench-validator';

/** Provides `virtual:bench-program` (the fetched program) to both pages and `virtual:bench-validator` (its validator module) to page A. */
function benchProgramModule(program: BenchProgram, validatorSource: string): Plugin {
  const resolved = `\0${VIRTUAL_ID}`;
  const resolvedValidator = `\0${VALIDATOR_ID}`;
  return {
    name: 'bench-program',
    resolveId: (id) => (id === VIRTUAL_ID ? resolved : id === VALIDATOR_ID ? resolvedValidator : null),
    load: (id) =>
      id === resolved
        ? `export default ${JSON.stringify({ ...program, headerGraphicPath: null })};`
        : id === resolvedValidator
          ? validatorSource
          : null,
  };
}

function html(title: string, entry: string): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${title}</title></head>
  <body><div id="root"></div><script type="module" src="${entry}"></script></body>
</html>
`;
}

/**
 * Builds both pages with Vite (production mode, React plugin) into a
 * temporary folder with the plugins apps/public builds with (React,
 * lazyRjsfMarkdown, Lingui with the public app's config: the components'
 * texts are catalogue messages), the program given as a virtual module (its header
 * graphic left out: the static server has no uploads) and its form version's
 * validator module as another (page A bundles it), and serves them
 * with `vite preview` on `port`. `minify: false` keeps function names (for profiling).
 */
export async function buildBenchPages(
  program: BenchProgram,
  validatorSource: string,
  port: number,
  { minify = true }: { minify?: boolean } = {},
): Promise<BenchPages> {
  const root = mkdtempSync(join(tmpdir(), 'huddle-bench-pages-'));
  writeFileSync(join(root, 'form.html'), html('Program form', relative(root, join(pagesDir, 'form-entry.ts'))));
  writeFileSync(join(root, 'plain.html'), html('Plain form', relative(root, join(pagesDir, 'plain-entry.ts'))));
  const config = {
    root,
    configFile: false as const,
    logLevel: 'warn' as const,
    plugins: [react(), lazyRjsfMarkdown(), ...linguiVitePlugins(publicLinguiConfig), benchProgramModule(program, validatorSource)],
    build: {
      outDir: join(root, 'dist'),
      emptyOutDir: true,
      minify,
      rollupOptions: { input: { form: join(root, 'form.html'), plain: join(root, 'plain.html') } },
    },
    preview: { port, strictPort: true, host: '127.0.0.1' },
  };
  const built = await build({ ...config, mode: 'production' });
  const output = (Array.isArray(built) ? built : [built]).flatMap((result) => ('output' in result ? result.output : []));
  const server = await preview(config);
  const base = `http://127.0.0.1:${port}`;
  return {
    formUrl: `${base}/form.html`,
    plainUrl: `${base}/plain.html`,
    scriptSize: { form: firstRenderScriptSize(output, 'form'), plain: firstRenderScriptSize(output, 'plain') },
    close: async () => {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
