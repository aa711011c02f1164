import type { Readable } from 'node:stream';
import type { SessionUser } from '../../app-env.ts';
import { requireProgramAccess } from '../../auth/program-scope.ts';
import { ProblemError } from '../../errors/problem-error.ts';
import { StoredFileNotFoundError, type FileStore } from '../../files/file-store.ts';
import type { ServiceContext } from '../service-context.ts';
import { exportTokenMatches } from './export-link-token.ts';
import { EXPORT_FILE_NAME } from './export-service.ts';

/** A stored export being downloaded. */
export interface ExportDownload {
  filename: string;
  sizeBytes: number;
  body: Readable;
}

/**
 * The stored export `exportId` for the emailed link (GET
 * /api/exports/{exportId}/download?token=...), for `user`, who already holds
 * participants.export: 404 problem when there is no such export (or it was
 * removed by retention) or the token is not its token; 403 (audited as
 * 'permission.denied', requireProgramAccess) when the user's roles do not
 * reach the export's program, like the participants list; 410 once the link
 * has expired (expires_at; EXPORT_RETENTION_DAYS after the export).
 */
export async function openExportDownload(
  ctx: ServiceContext,
  store: FileStore,
  user: SessionUser,
  exportId: number,
  token: string,
): Promise<ExportDownload> {
  const row = await ctx.db
    .selectFrom('exports')
    .select(['program_id', 'file_key', 'size_bytes', 'expires_at', 'token_hash'])
    .where('id', '=', exportId)
    .executeTakeFirst();
  if (row === undefined || !exportTokenMatches(token, row.token_hash)) {
    throw new ProblemError(404, 'Not Found', 'No export answers this link; it may have been removed after the retention period.');
  }
  await requireProgramAccess(ctx, user, row.program_id, `export:${exportId}`);
  if (ctx.now().toISOString() >= row.expires_at) {
    throw new ProblemError(410, 'Gone', 'This export link has expired; export the participants again for a fresh one.');
  }
  try {
    return { filename: EXPORT_FILE_NAME, sizeBytes: Number(row.size_bytes), body: await store.get(row.file_key) };
  } catch (error) {
    if (error instanceof StoredFileNotFoundError) throw new ProblemError(410, 'Gone', 'The file of this export has been removed.');
    throw error;
  }
}
