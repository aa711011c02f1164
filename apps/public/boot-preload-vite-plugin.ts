import type { HtmlTagDescriptor, Plugin } from 'vite';
import { pageAssets, type BuildManifest } from './page-assets.ts';

/** One output of the bundle, by the fields read here (rolldown's output chunk with Vite's metadata). */
interface BundleOutput {
  type: string;
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** The bundle's chunks as manifest entries keyed by file name, `entryFile` marked as the entry. */
function bundleManifest(outputs: readonly BundleOutput[], entryFile: string | undefined): BuildManifest {
  const chunks = outputs.filter((output) => output.type === 'chunk');
  return Object.fromEntries(
    chunks.map((chunk) => [
      chunk.fileName,
      {
        file: chunk.fileName,
        isEntry: chunk.fileName === entryFile,
        imports: chunk.imports ?? [],
        css: [...(chunk.viteMetadata?.importedCss ?? [])],
      },
    ]),
  );
}

/**
 * Links in index.html for the code the entry imports in stages (src/main.tsx
 * imports `bootModule` after yielding to the browser, issue 11): a
 * modulepreload link for the chunk of `bootModule` (a path ending, e.g.
 * '/src/boot.tsx') and every chunk it imports statically, and a stylesheet
 * link for their CSS (pageAssets), without what index.html links already. The browser fetches and
 * compiles them while it reads the page, as it does the entry's own imports,
 * instead of one chunk after the other as each stage asks; the page is styled
 * from its first paint. Build only; the development server loads modules as
 * asked. Throws when the bundle has no chunk for `bootModule`.
 */
export function bootPreload(bootModule: string): Plugin {
  return {
    name: 'huddle:boot-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context): HtmlTagDescriptor[] {
        const outputs = Object.values(context.bundle ?? {}) as BundleOutput[];
        const boot = outputs.find((output) => output.facadeModuleId?.endsWith(bootModule) === true);
        if (boot === undefined) throw new Error(`The build has no chunk for ${bootModule}.`);
        const entry = context.chunk as BundleOutput | undefined;
        const linked = new Set([...(entry?.imports ?? []), ...(entry?.viteMetadata?.importedCss ?? [])].map((file) => `/${file}`));
        const assets = pageAssets(bundleManifest(outputs, entry?.fileName), [boot.fileName]);
        const link = (rel: string) => (href: string) =>
          ({ tag: 'link', attrs: { rel, crossorigin: true, href }, injectTo: 'head' }) as const;
        return [
          ...assets.stylesheets.filter((href) => !linked.has(href)).map(link('stylesheet')),
          ...assets.scripts.filter((href) => !linked.has(href)).map(link('modulepreload')),
        ];
      },
    },
  };
}
