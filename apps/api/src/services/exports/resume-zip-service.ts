import { Readable } from 'node:stream';
import { format } from 'date-fns';
import { ZipFile } from 'yazl';
import type { ProgramRow } from '../../db/database.ts';
import type { FileStore } from '../../files/file-store.ts';
import { ProblemError } from '../../errors/problem-error.ts';
import type { ServiceContext } from '../service-context.ts';
import { applicantFolderName, safeFileName, safeNamePart } from './zip-entry-name.ts';

/** The two resume programs (spec §2: 'Resume Download' shows for them only). */
const resumeProgramRoles: readonly string[] = ['resume-program-a', 'resume-program-b'];

/** A resume ZIP being produced. */
export interface ResumeZip {
  /** '{year}_{program label}_Resumes_{YYYY_MM_DD_hh_mm_ss}.zip' (spec §7). */
  filename: string;
  body: ReadableStream<Uint8Array>;
  /** Files in the archive. */
  files: number;
}

/** One file of the archive: where it comes from and its entry name. */
interface ZipItem {
  registrationId: number;
  storageKey: string;
  entryName: string;
  createdAt: string;
}

/**
 * The resume download of spec §2 ('Resume Download', POST
 * /api/events/{eventId}/resumes/zip): a ZIP, streamed by yazl, of the files
 * uploaded by the chosen registrations of this program (removed ones and ids
 * of other programs ignored; registrations without a file skipped). Entry
 * names are built from server data only: '{lastName}_{firstName}_{id}/{stored
 * name}', each part reduced to [A-Za-z0-9_] (zip-entry-name.ts); a repeated
 * name in one folder gets a number in front ('2_...'). File name
 * '{eventYear}_{program display name}_Resumes_{yyyy_MM_dd_hh_mm_ss of now}.zip'.
 *
 * 409 problem unless the program is a resume program (fixedRole
 * resume-program-a/b); 404 problem 'No resumes' when none of the chosen has a
 * file. Writes an audit row (action 'participants.resumes', target
 * 'program:{id}', after_json { registrationIds, files }) before streaming.
 */
export async function buildResumeZip(
  ctx: ServiceContext,
  fileStore: FileStore,
  program: ProgramRow,
  registrationIds: readonly number[],
  actorEmail: string,
): Promise<ResumeZip> {
  if (program.fixed_role === null || !resumeProgramRoles.includes(program.fixed_role)) {
    throw new ProblemError(409, 'Not a resume program', `${program.event_name} does not collect resumes.`);
  }
  const items = await zipItems(ctx, program.id, registrationIds);
  if (items.length === 0) throw new ProblemError(404, 'No resumes', 'None of the chosen applicants has an uploaded file.');

  const now = ctx.now();
  await ctx.db
    .insertInto('audit_log')
    .values({
      at: now.toISOString(),
      actor: actorEmail,
      action: 'participants.resumes',
      target: `program:${program.id}`,
      before_json: null,
      after_json: JSON.stringify({ registrationIds: [...new Set(items.map((item) => item.registrationId))], files: items.length }),
    })
    .execute();

  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  // A stored file that cannot be read ends the download with an error (never an uncaught exception).
  zip.on('error', (error: Error) => output.destroy(error));
  for (const item of items) {
    zip.addReadStreamLazy(item.entryName, { mtime: new Date(item.createdAt) }, (done) => {
      fileStore.get(item.storageKey).then(
        (stream) => done(null, stream),
        (error: unknown) => done(error, Readable.from([])),
      );
    });
  }
  zip.end();
  const label = safeNamePart(program.program_display_name, 'Program');
  return {
    filename: `${program.event_year}_${label}_Resumes_${format(now, 'yyyy_MM_dd_hh_mm_ss')}.zip`,
    body: Readable.toWeb(output) as ReadableStream<Uint8Array>,
    files: items.length,
  };
}

/** The uploads of the chosen live registrations of the program, by registration then slot, with safe entry names. */
async function zipItems(ctx: ServiceContext, programId: number, registrationIds: readonly number[]): Promise<ZipItem[]> {
  if (registrationIds.length === 0) return [];
  const rows = await ctx.db
    .selectFrom('uploads')
    .innerJoin('registrations', 'registrations.id', 'uploads.registration_id')
    .select([
      'registrations.id as registrationId',
      'registrations.first_name as firstName',
      'registrations.last_name as lastName',
      'uploads.slot',
      'uploads.stored_name as storedName',
      'uploads.storage_key as storageKey',
      'uploads.created_at as createdAt',
    ])
    .where('registrations.program_id', '=', programId)
    .where('registrations.deleted_at', 'is', null)
    .where('registrations.id', 'in', [...registrationIds])
    .orderBy('registrations.id')
    .orderBy('uploads.slot')
    .orderBy('uploads.created_at')
    .execute();
  const used = new Set<string>();
  return rows.map((row) => {
    const folder = applicantFolderName(row.lastName, row.firstName, row.registrationId);
    let entryName = `${folder}/${safeFileName(row.storedName)}`;
    for (let n = 2; used.has(entryName); n += 1) entryName = `${folder}/${n}_${safeFileName(row.storedName)}`;
    used.add(entryName);
    return { registrationId: row.registrationId, storageKey: row.storageKey, entryName, createdAt: row.createdAt };
  });
}
