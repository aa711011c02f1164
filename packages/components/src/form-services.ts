/** A file stored by the upload endpoint, as the FileUpload answer references it. */
export interface UploadedFile {
  /** Generated id of the stored file (uploads.id, a uuid); the answer stores only this and the name. */
  uploadId: string;
  /** Sanitized stored name (spec §5: non-alphanumerics → '_', base ≤ 57 + random suffix). */
  fileName: string;
  sizeBytes: number;
}

/** A player database suggestion (spec §3 player database record, public subset). */
export interface PlayerSuggestion {
  playerId: number;
  firstName: string;
  lastName: string;
  college: string | null;
  entryYear: number | null;
  positionAbbr: string | null;
}

/**
 * What the form's interactive fields need from outside the form (uploads and
 * player database look-ups). The components package never imports an API
 * client: the app passes an implementation to ProgramForm (`services`), the
 * stories pass an in-memory one. Every function rejects with an Error whose
 * message is shown to the applicant (spec §8 texts for uploads).
 */
export interface FormServices {
  /** Stores one file for a FileUpload slot (0-5) of the program. */
  uploadFile(file: File, slot: number): Promise<UploadedFile>;
  /** Player database names containing `pattern` (called only for more than 1 character). */
  searchPlayers(pattern: string): Promise<PlayerSuggestion[]>;
  /** College names of the player database containing `pattern` (more than 1 character). */
  searchColleges(pattern: string): Promise<string[]>;
  /** NCAA conference names of a college division ('FBS', 'FCS', '2', '3'). */
  conferencesByDivision(division: string): Promise<string[]>;
  /** Where staff download a stored file (participant detail); absent on the public form. */
  downloadUrl?(uploadId: string): string;
}

/** Why an upload was refused; the FileUpload field shows the matching spec §8 text. */
export type UploadRefusal = 'too-large' | 'file-name' | 'file-type' | 'other';

/**
 * Rejection of FormServices.uploadFile: `reason` picks the spec §8 message
 * ('too-large' → 'The file that you are uploading is too large...',
 * 'file-name' → 'Error uploading document {file}. Please remove special
 * characters...'); `message` is the server's text for the other reasons.
 */
export class UploadRefusedError extends Error {
  override readonly name = 'UploadRefusedError';
  constructor(
    readonly reason: UploadRefusal,
    message: string,
  ) {
    super(message);
  }
}
