import { describe, expect, it } from 'vitest';
import { contentDispositionFileName } from './content-disposition-file-name.ts';

describe('contentDispositionFileName', () => {
  it('reads a quoted file name', () => {
    expect(contentDispositionFileName('attachment; filename="pe_export.csv"', 'x')).toBe('pe_export.csv');
    expect(contentDispositionFileName('attachment; filename="2026_Career Tours_Resumes_2026_03_05_14_07_00.zip"', 'x')).toBe(
      '2026_Career Tours_Resumes_2026_03_05_14_07_00.zip',
    );
  });

  it('prefers the UTF-8 extended form', () => {
    expect(contentDispositionFileName(`attachment; filename="Resumes.zip"; filename*=UTF-8''2026_Pe%C3%B1a_Resumes.zip`, 'x')).toBe(
      '2026_Peña_Resumes.zip',
    );
  });

  it('reads a plain token and keeps only the last path segment', () => {
    expect(contentDispositionFileName('attachment; filename=report.csv', 'x')).toBe('report.csv');
    expect(contentDispositionFileName('attachment; filename="../../etc/passwd"', 'x')).toBe('passwd');
  });

  it('falls back without a usable name', () => {
    expect(contentDispositionFileName(null, 'pe_export.csv')).toBe('pe_export.csv');
    expect(contentDispositionFileName('attachment', 'pe_export.csv')).toBe('pe_export.csv');
    expect(contentDispositionFileName('attachment; filename=""', 'resumes.zip')).toBe('resumes.zip');
  });
});
