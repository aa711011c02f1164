/** spec §3, §9: a FileUpload component has 1 to 6 upload slots (numUploads). */
export const MAX_UPLOAD_SLOTS = 6;

/** spec §5 (uploads, application): one file of at most 10 MB per slot. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** File types an application upload accepts (spec §5: names end .doc, .docx, .pdf or .txt). */
export const UPLOAD_ACCEPT = '.pdf,.doc,.docx,.txt';

/**
 * Admin configuration of FileUpload (spec §3): `numUploads` slots (1-6) and
 * `labels`, the JSON of each slot's label (`label{n}`) and whether it must be
 * filled (`required_label{n}`), n counted from 0.
 */
export interface FileUploadConfig {
  numUploads: number;
  labels: Record<string, string | boolean | undefined>;
}

/** One upload slot as the form shows it. */
export interface UploadSlot {
  /** Position 0-5 (spec §3 participant FILE_UPLOAD_0..5). */
  slot: number;
  /** Answer key of the slot: 'FILE_UPLOAD_{slot}'. */
  key: string;
  /** The configured label{n}, or 'File Upload {n+1}' when none is set; the slot's friendly name (spec §5). */
  label: string;
  /** required_label{n} === true. */
  required: boolean;
}

/** Answer key of slot `slot` (0-5): 'FILE_UPLOAD_0' ... 'FILE_UPLOAD_5', as spec §3 names the participant's file fields. */
export function uploadKey(slot: number): string {
  return `FILE_UPLOAD_${slot}`;
}

/** The slots of a configuration, in order: numUploads of them (clamped to 1-6), each with its label and required flag. */
export function uploadSlots(config: FileUploadConfig): UploadSlot[] {
  const count = Math.min(Math.max(Math.trunc(config.numUploads), 1), MAX_UPLOAD_SLOTS);
  return Array.from({ length: count }, (_, slot) => {
    const label = config.labels[`label${slot}`];
    return {
      slot,
      key: uploadKey(slot),
      label: typeof label === 'string' && label.trim() !== '' ? label.trim() : `File Upload ${slot + 1}`,
      required: config.labels[`required_label${slot}`] === true,
    };
  });
}
