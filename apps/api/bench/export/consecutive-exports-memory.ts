import type { ExportServer } from './export-server.ts';
import { timedDownload } from './timed-download.ts';

/** The server's RSS after GC around a row of exports, MiB (process tree, ExportServer.rssAfterGcMb). */
export interface ConsecutiveExportsMemory {
  /** Before the first export. */
  beforeMb: number;
  /** After the first export (code and caches an export loads once are in from here on). */
  afterFirstMb: number;
  /** After the last export. */
  afterMb: number;
  /** (afterMb - beforeMb) / beforeMb, percent; issue 17's target: <= 10. */
  changePct: number;
  /** (afterMb - afterFirstMb) / afterFirstMb, percent: what the exports after the first added. */
  changeAfterFirstPct: number;
}

/**
 * Downloads `path` `count` times in a row (each to the end, one at a time)
 * and reads the server's RSS after a full GC before, after the first and
 * after the last download. Throws as timedDownload does.
 */
export async function consecutiveExportsMemory(
  server: ExportServer,
  path: string,
  cookie: string,
  count: number,
): Promise<ConsecutiveExportsMemory> {
  const beforeMb = await server.rssAfterGcMb();
  let afterFirstMb = beforeMb;
  for (let run = 0; run < count; run++) {
    await timedDownload(server, path, cookie);
    if (run === 0) afterFirstMb = await server.rssAfterGcMb();
  }
  const afterMb = await server.rssAfterGcMb();
  return {
    beforeMb,
    afterFirstMb,
    afterMb,
    changePct: ((afterMb - beforeMb) / beforeMb) * 100,
    changeAfterFirstPct: ((afterMb - afterFirstMb) / afterFirstMb) * 100,
  };
}
