import { describe, expect, it } from 'vitest';
import { applicantFolderName, safeFileName, safeNamePart } from './zip-entry-name.ts';

describe('ZIP entry names', () => {
  it('keeps only letters, digits and underscores in names', () => {
    expect(safeNamePart("O'Neil-Smith", 'x')).toBe('O_Neil_Smith');
    expect(safeNamePart('Zoë', 'x')).toBe('Zo');
    expect(safeNamePart('../..', 'Unknown')).toBe('Unknown');
    expect(safeNamePart(null, 'Unknown')).toBe('Unknown');
  });

  it('makes stored file names safe and keeps a plain extension', () => {
    expect(safeFileName('My Resume (2).pdf')).toBe('My_Resume_2.pdf');
    expect(safeFileName('../../etc/passwd')).toBe('etc_passwd');
    expect(safeFileName('..\\..\\boot.ini')).toBe('boot.ini');
    expect(safeFileName('/abs/path.docx')).toBe('abs_path.docx');
    expect(safeFileName('.pdf')).toBe('file.pdf');
    expect(safeFileName('résumé.tar.gz')).toBe('r_sum_tar.gz');
    expect(safeFileName(`${'a'.repeat(300)}.txt`)).toBe(`${'a'.repeat(100)}.txt`);
  });

  it('names the applicant folder last_first_id', () => {
    expect(applicantFolderName('Doe', 'Jane', 12)).toBe('Doe_Jane_12');
    expect(applicantFolderName('../x', null, 3)).toBe('x_Unknown_3');
  });
});
