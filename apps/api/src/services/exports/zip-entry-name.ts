/** Longest file name base kept in a ZIP entry (spec §5 keeps 57 characters of an upload's base name). */
const MAX_BASE_LENGTH = 100;

/**
 * A name reduced to [A-Za-z0-9_] (ARCHITECTURE.md §6: ZIP entry names come
 * from server data, made safe): every run of other characters becomes one
 * '_', leading and trailing '_' dropped; `fallback` when nothing is left.
 * So no '/', '\\', '.', or '..' can reach an entry name.
 */
export function safeNamePart(name: string | null | undefined, fallback: string): string {
  const safe = (name ?? '').replace(/[^A-Za-z0-9_]+/g, '_').replace(/^_+|_+$/g, '');
  return safe === '' ? fallback : safe;
}

/**
 * A stored file name made safe for a ZIP entry: the base through
 * safeNamePart (at most 100 characters, 'file' when empty) and the
 * extension kept only when it is 1-10 letters or digits, e.g.
 * 'My Resume (2).pdf' → 'My_Resume_2.pdf', '../../etc/passwd' → 'etc_passwd'.
 */
export function safeFileName(name: string): string {
  const match = /^(.*)\.([A-Za-z0-9]{1,10})$/.exec(name);
  const base = safeNamePart(match === null ? name : match[1], 'file').slice(0, MAX_BASE_LENGTH);
  return match === null ? base : `${base}.${match[2]}`;
}

/**
 * Folder of an applicant in the resume ZIP: '{lastName}_{firstName}_{registrationId}'
 * (contract), each name through safeNamePart ('Unknown' when absent).
 */
export function applicantFolderName(lastName: string | null, firstName: string | null, registrationId: number): string {
  return `${safeNamePart(lastName, 'Unknown')}_${safeNamePart(firstName, 'Unknown')}_${registrationId}`;
}
