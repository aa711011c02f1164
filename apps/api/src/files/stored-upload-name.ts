import { randomInt } from 'node:crypto';

/** Extensions an application upload may have (spec §5: names end .doc, .docx, .pdf or .txt). */
export const UPLOAD_EXTENSIONS = ['doc', 'docx', 'pdf', 'txt'] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];

/** spec §5: the base name is cut to 57 characters before the random suffix. */
export const STORED_BASE_LENGTH = 57;

/** The parts of an applicant's file name the server keeps. */
export type StoredNameResult =
  | { ok: true; storedName: string; extension: UploadExtension }
  /** 'file-type': the extension is not one of UPLOAD_EXTENSIONS; 'file-name': no letter or digit left in the base name. */
  | { ok: false; reason: 'file-type' | 'file-name' };

/**
 * The stored name of an uploaded file (spec §5): the browser's name without
 * any folder part, its extension lower-cased and checked (.doc, .docx, .pdf,
 * .txt), every character of the base name that is not an ASCII letter or
 * digit replaced by '_', the base cut to 57 characters, then '_' and a random
 * 6-digit suffix: 'My CV (final).PDF' → 'My_CV__final__123456.pdf'.
 * Refused ('file-name') when the base has no letter or digit at all, e.g.
 * '###.pdf' or '.pdf' (spec §8 'Please remove special characters from file
 * name'). `suffix` is for tests; default a random 100000-999999.
 */
export function storedUploadName(originalName: string, suffix: number = randomInt(100_000, 1_000_000)): StoredNameResult {
  const name = originalName.split(/[/\\]/).pop() ?? '';
  const dot = name.lastIndexOf('.');
  const extension = dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
  if (!isUploadExtension(extension)) return { ok: false, reason: 'file-type' };
  const base = name.slice(0, dot);
  if (!/[A-Za-z0-9]/.test(base)) return { ok: false, reason: 'file-name' };
  const safeBase = base.replace(/[^A-Za-z0-9]/g, '_').slice(0, STORED_BASE_LENGTH);
  return { ok: true, storedName: `${safeBase}_${suffix}.${extension}`, extension };
}

function isUploadExtension(value: string): value is UploadExtension {
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(value);
}
