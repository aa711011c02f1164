/** How long the object URL of a saved file stays valid, so the browser has started the download. */
const REVOKE_AFTER_MS = 10_000;

/**
 * Hands a downloaded file to the browser as a download named `fileName`
 * (a temporary blob link clicked once, spec §7: the export is saved as
 * pe_export.csv, the resumes under the server's ZIP name).
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
