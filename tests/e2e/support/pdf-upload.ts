import { expect, type Locator, type Page } from '@playwright/test';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { smallPdf } from './resume-upload.ts';

/**
 * Writes a small, valid one-page PDF named `fileName` to a fresh temporary
 * folder and returns its path (a real file, as an applicant would choose it).
 */
export async function writePdfFile(fileName: string): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'huddle-e2e-upload-')), fileName);
  await writeFile(path, smallPdf(fileName));
  return path;
}

/**
 * Chooses a real PDF file for the FileUpload slot labelled `label` (inside
 * `scope`, default the whole page), waits until the form shows the stored
 * name (spec §5: non-alphanumerics of the base as '_', plus a numeric
 * suffix, '.pdf') and returns that name.
 */
export async function uploadPdfFile(page: Page, label: string, fileName: string, scope: Page | Locator = page): Promise<string> {
  // The file input's accessible name is its label without the required mark (role button, as browsers expose file inputs).
  await scope.getByRole('button', { name: label, exact: true }).setInputFiles(await writePdfFile(fileName));
  const base = fileName.replace(/\.pdf$/i, '').replace(/[^A-Za-z0-9]/g, '_');
  const stored = scope.getByText(new RegExp(`^${base}_\\d+\\.pdf$`));
  await expect(stored).toBeVisible();
  await expect(scope.getByRole('button', { name: `Remove ${(await stored.textContent()) ?? ''}` })).toBeVisible();
  return (await stored.textContent()) ?? '';
}
