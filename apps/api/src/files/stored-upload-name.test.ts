import { describe, expect, it } from 'vitest';
import { specPatterns } from '@huddle/form-engine';
import { storedUploadName } from './stored-upload-name.ts';

describe('storedUploadName (spec §5 upload names)', () => {
  it('replaces every non-alphanumeric with an underscore and adds the numeric suffix', () => {
    expect(storedUploadName('My CV (final).pdf', 123456)).toEqual({ ok: true, storedName: 'My_CV__final__123456.pdf', extension: 'pdf' });
    expect(storedUploadName('Résumé-2026.v2.docx', 100000)).toEqual({
      ok: true,
      storedName: 'R_sum__2026_v2_100000.docx',
      extension: 'docx',
    });
  });

  it('cuts the base name to 57 characters, keeping the suffix and the lower-case extension', () => {
    const result = storedUploadName(`${'a'.repeat(80)}.PDF`, 654321);
    expect(result).toEqual({ ok: true, storedName: `${'a'.repeat(57)}_654321.pdf`, extension: 'pdf' });
    if (result.ok) expect(result.storedName).toMatch(new RegExp(specPatterns.uploadFileName));
  });

  it('drops folder parts a browser or client may send', () => {
    expect(storedUploadName('C:\\Users\\jo\\cv.txt', 111111)).toMatchObject({ storedName: 'cv_111111.txt' });
    expect(storedUploadName('../../etc/passwd.doc', 222222)).toMatchObject({ storedName: 'passwd_222222.doc' });
  });

  it("refuses a name with no letter or digit left ('file-name') and other extensions ('file-type')", () => {
    for (const name of ['###.pdf', '.pdf', '(  ).docx', '---.txt'])
      expect(storedUploadName(name), name).toEqual({ ok: false, reason: 'file-name' });
    for (const name of ['cv.exe', 'cv.pdf.exe', 'cv', 'cv.html', 'cv.'])
      expect(storedUploadName(name), name).toEqual({ ok: false, reason: 'file-type' });
  });

  it('draws a random 6-digit suffix', () => {
    const names = new Set(Array.from({ length: 20 }, () => (storedUploadName('cv.pdf') as { storedName: string }).storedName));
    expect(names.size).toBeGreaterThan(1);
    for (const name of names) expect(name).toMatch(/^cv_\d{6}\.pdf$/);
  });
});
