/** One chunk in the shape of Vite's build manifest, by the fields read here (bootPreload builds it from the bundle). */
interface ManifestChunk {
  file: string;
  /** The chunk index.html loads itself. */
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The built app's chunks by key (a source path such as 'src/program/program-application.tsx', or a chunk file name). */
export type BuildManifest = Record<string, ManifestChunk>;

/** What index.html links besides its own entry: the code its start-up imports in stages (boot-preload-vite-plugin.ts). */
export interface PageAssets {
  /** '/assets/…' scripts the page will import: fetched while the page is read (rel=modulepreload). */
  scripts: string[];
  /** '/assets/…' stylesheets of those chunks: the server-rendered markup is styled from the first paint. */
  stylesheets: string[];
}

/**
 * The chunk files (and their CSS) of the manifest `entries` and of every chunk
 * they import statically, without the entry chunk index.html loads anyway
 * (`isEntry` chunks are left out). Keys missing from the manifest are skipped.
 */
export function pageAssets(manifest: BuildManifest, entries: readonly string[]): PageAssets {
  const seen = new Set<string>();
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || seen.has(key) || chunk.isEntry === true) return;
    seen.add(key);
    scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) stylesheets.push(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) visit(entry);
  return { scripts, stylesheets: [...new Set(stylesheets)] };
}
