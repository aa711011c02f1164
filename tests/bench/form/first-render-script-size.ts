import { gzipSync } from 'node:zlib';

/** A JavaScript chunk of a Vite build output (the fields used here). */
export interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  name: string;
  isEntry: boolean;
  code: string;
  imports: string[];
  dynamicImports: string[];
}

/** Size of the script a page loads before its first render. */
export interface ScriptSize {
  /** Minified bytes. */
  bytes: number;
  /** Bytes after gzip (level 9, as a static server would send them). */
  gzipBytes: number;
  /** Number of chunk files. */
  files: number;
}

/**
 * Script a bench page loads before its first render: its entry chunk
 * (`entryName` as in the build input, e.g. 'form'), the chunks that entry
 * imports dynamically (the page module, see pages/*-entry.ts) and every
 * chunk those import statically. Chunks imported dynamically further down
 * (loaded on first use, e.g. RJSF's markdown renderer) are left out.
 * Throws when the output has no such entry.
 */
export function firstRenderScriptSize(output: readonly { type: string }[], entryName: string): ScriptSize {
  const chunks = output.filter((item): item is BuiltChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === entryName);
  if (entry === undefined) throw new Error(`The build has no entry chunk '${entryName}'.`);
  const loaded = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = byFile.get(fileName);
    if (chunk === undefined || loaded.has(fileName)) return;
    loaded.add(fileName);
    chunk.imports.forEach(visit);
  };
  visit(entry.fileName);
  entry.dynamicImports.forEach(visit);
  let bytes = 0;
  let gzipBytes = 0;
  for (const fileName of loaded) {
    const code = Buffer.from(byFile.get(fileName)?.code ?? '');
    bytes += code.length;
    gzipBytes += gzipSync(code, { level: 9 }).length;
  }
  return { bytes, gzipBytes, files: loaded.size };
}

/** '288.1 kB gzip (923.5 kB, 2 files)' */
export function formatScriptSize(size: ScriptSize): string {
  return `${(size.gzipBytes / 1000).toFixed(1)} kB gzip (${(size.bytes / 1000).toFixed(1)} kB, ${size.files} files)`;
}
