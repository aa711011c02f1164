import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { CompiledForm } from '@huddle/form-engine';
import type { ProgramRow } from '../../db/database.ts';
import { neutralizeCsvCell } from './csv-cell.ts';
import { answerCell, answerColumns, type AnswerColumn } from './export-answer-columns.ts';
import { sendExportEmail } from './export-email.ts';
import { exportListColumns } from './export-list-columns.ts';
import { participantRowColumns, toParticipantRow } from '../participants/participant-row.ts';
import type { ServiceContext } from '../service-context.ts';

/** File name of the participants export (spec §7: the CSV blob is saved as pe_export.csv). */
export const EXPORT_FILE_NAME = 'pe_export.csv';

/** Who asks for the export: the signed-in staff member, who also receives it by email. */
export interface ExportActor {
  email: string;
  displayName: string;
}

/** A participants export being produced: the CSV bytes stream as they are written. */
export interface ParticipantExport {
  filename: string;
  /** UTF-8 CSV with a byte order mark; errors if the export email cannot be queued. */
  body: ReadableStream<Uint8Array>;
}

/** Registrations read per query while the CSV streams. */
const BATCH_SIZE = 200;

/**
 * The participants export of spec §2 'Email Export' (GET
 * /api/events/{eventId}/years/{year}/export): one CSV row per live
 * participant of the program's league year `year`, oldest application
 * first. Columns: the participants-list columns (exportListColumns), then
 * every answer field by friendly name over the form versions those
 * participants answered (answerColumns; answers to removed questions
 * included). Every cell is neutralized (neutralizeCsvCell); multi-select
 * answers are joined with '; '.
 *
 * Before the first byte, writes the audit row (action 'participants.export',
 * target 'program:{id}', after_json { eventYear, participants }). The CSV is
 * streamed through csv-stringify (BOM first) while it is collected; when it
 * is complete, the same file is queued as an email to the actor
 * ('{program} submissions export', see sendExportEmail) and only then does
 * the stream end (it errors if queueing fails).
 */
export async function exportParticipantsCsv(
  ctx: ServiceContext,
  program: ProgramRow,
  eventYear: number,
  actor: ExportActor,
): Promise<ParticipantExport> {
  const live = ctx.db
    .selectFrom('registrations')
    .where('program_id', '=', program.id)
    .where('event_year', '=', eventYear)
    .where('deleted_at', 'is', null);
  const { participants } = await live.select((eb) => eb.fn.countAll<number>().as('participants')).executeTakeFirstOrThrow();
  const columns = answerColumns(await formVersionIndexes(ctx, program.id, eventYear));

  const audit = await ctx.db
    .insertInto('audit_log')
    .values({
      at: ctx.now().toISOString(),
      actor: actor.email,
      action: 'participants.export',
      target: `program:${program.id}`,
      before_json: null,
      after_json: JSON.stringify({ eventYear, participants: Number(participants) }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const records = csvRecords(ctx, program.id, eventYear, columns);
  const chunks: Buffer[] = [];
  const mailOnFinish = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done(null, chunk);
    },
    flush(done) {
      const csv = new Uint8Array(Buffer.concat(chunks));
      sendExportEmail(ctx, {
        program,
        eventYear,
        actor,
        csv,
        filename: EXPORT_FILE_NAME,
        dedupeKey: `participants.export:${audit.id}`,
      }).then(
        () => done(),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  const stringifier = stringify({ bom: true, cast: { string: neutralizeCsvCell } });
  // Errors reach the response stream (it errors); nothing else to do with them here.
  const output = pipeline(Readable.from(records), stringifier, mailOnFinish, () => undefined);
  return { filename: EXPORT_FILE_NAME, body: Readable.toWeb(output) as ReadableStream<Uint8Array> };
}

/** fieldIndexes of the form versions the league year's live registrations answered, newest version first. */
async function formVersionIndexes(ctx: ServiceContext, programId: number, eventYear: number): Promise<CompiledForm['fieldIndex'][]> {
  const versions = await ctx.db
    .selectFrom('form_versions')
    .select('compiled_json')
    .where('program_id', '=', programId)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('registrations')
        .select('form_version_id')
        .where('program_id', '=', programId)
        .where('event_year', '=', eventYear)
        .where('deleted_at', 'is', null),
    )
    .orderBy('id', 'desc')
    .execute();
  return versions.map((version) => (JSON.parse(version.compiled_json) as CompiledForm).fieldIndex);
}

/** The header row, then one row per live registration, read in id batches. */
async function* csvRecords(
  ctx: ServiceContext,
  programId: number,
  eventYear: number,
  columns: readonly AnswerColumn[],
): AsyncGenerator<string[]> {
  yield [...exportListColumns.map((column) => column.header), ...columns.map((column) => column.header)];
  let afterId = 0;
  for (;;) {
    const batch = await ctx.db
      .selectFrom('registrations')
      .select([...participantRowColumns, 'answers_json'])
      .where('program_id', '=', programId)
      .where('event_year', '=', eventYear)
      .where('deleted_at', 'is', null)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(BATCH_SIZE)
      .execute();
    for (const registration of batch) {
      const row = toParticipantRow(registration);
      const answers: unknown = JSON.parse(registration.answers_json);
      yield [...exportListColumns.map((column) => column.cell(row)), ...columns.map((column) => answerCell(answers, column.path))];
    }
    if (batch.length < BATCH_SIZE) return;
    afterId = batch.at(-1)?.id ?? afterId;
  }
}
