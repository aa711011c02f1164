import type { Kysely } from 'kysely';
import { friendlyNameFor, type CompiledForm } from '@huddle/form-engine';
import type { Database } from '../../db/database.ts';
import { ProblemError, type InvalidParam } from '../../errors/problem-error.ts';
import { uploadSlotsOfForm } from './upload-slots-of-form.ts';

/** One FileUpload answer of a submission: where it is and which stored upload it names. */
export interface UploadReference {
  /** Dotted answer path, e.g. 'fileUpload.FILE_UPLOAD_0'. */
  path: string;
  slot: number;
  uploadId: string;
  fileName: string;
}

/** The FileUpload answers present in `answers` (already schema-valid), in slot order. */
export function uploadReferences(compiled: CompiledForm, answers: Record<string, unknown>): UploadReference[] {
  return uploadSlotsOfForm(compiled).flatMap(({ componentKey, slot, key }) => {
    const component = answers[componentKey];
    const value = component !== null && typeof component === 'object' ? (component as Record<string, unknown>)[key] : undefined;
    if (value === null || typeof value !== 'object') return [];
    const { uploadId, fileName } = value as { uploadId?: unknown; fileName?: unknown };
    if (typeof uploadId !== 'string' || typeof fileName !== 'string') return [];
    return [{ path: `${componentKey}.${key}`, slot, uploadId, fileName }];
  });
}

/**
 * Claims the uploads a submission names (spec §3 FILE_UPLOAD_n), inside the
 * submission's transaction `trx`: each must exist, belong to the program and
 * the slot, carry the stored name the answer gives and be unclaimed; then its
 * registration_id is set. The update re-checks 'unclaimed', so two
 * submissions naming one upload cannot both claim it. Otherwise a 422 problem
 * 'Invalid answers' naming each bad answer path (friendly name: the slot's
 * label), and the caller's transaction rolls back.
 */
export async function claimUploads(
  trx: Kysely<Database>,
  input: { programId: number; registrationId: number; compiled: CompiledForm; answers: Record<string, unknown> },
): Promise<void> {
  const references = uploadReferences(input.compiled, input.answers);
  const refused: InvalidParam[] = [];
  for (const reference of references) {
    const claimed = await trx
      .updateTable('uploads')
      .set({ registration_id: input.registrationId })
      .where('id', '=', reference.uploadId)
      .where('program_id', '=', input.programId)
      .where('slot', '=', reference.slot)
      .where('stored_name', '=', reference.fileName)
      .where('registration_id', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) {
      refused.push({
        name: reference.path,
        reason: 'is not an unclaimed upload of this program and slot',
        friendlyName: friendlyNameFor(input.compiled.fieldIndex, reference.path),
      });
    }
  }
  if (refused.length > 0)
    throw new ProblemError(422, 'Invalid answers', 'An uploaded file is missing or was already used. Please upload it again.', refused);
}
