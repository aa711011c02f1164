import { expect, type Page } from '@playwright/test';

/**
 * Bytes of a small, valid one-page PDF (catalog, pages, page, content stream
 * and cross-reference table) whose page shows `text`.
 */
export function smallPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 40 100 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * Chooses a PDF for the FileUpload slot labelled `label` (default 'Resume')
 * and waits until the form shows its stored name (spec §5: the name with
 * non-alphanumerics as '_' plus a numeric suffix). Returns that stored name.
 */
export async function uploadResume(page: Page, fileName = 'Resume.pdf', label = 'Resume'): Promise<string> {
  await page
    .getByLabel(new RegExp(`^${label}( \\*)?$`))
    .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: smallPdf(fileName) });
  const base = fileName.replace(/\.pdf$/i, '').replace(/[^A-Za-z0-9]/g, '_');
  const stored = page.getByText(new RegExp(`^${base}_\\d{6}\\.pdf$`));
  await expect(stored).toBeVisible();
  return (await stored.textContent()) ?? '';
}
