import { describe, expect, it } from 'vitest';
import { neutralizeCsvCell } from './csv-cell.ts';

describe('neutralizeCsvCell', () => {
  it('prefixes cells a spreadsheet would read as a formula or control', () => {
    for (const value of ['=cmd()', '+1 212 555 0147', '-2+3', '@SUM(A1)', '\tx', '\rx']) expect(neutralizeCsvCell(value)).toBe(`'${value}`);
  });

  it('leaves other cells unchanged', () => {
    for (const value of ['', 'Jane', 'a=b', ' =x', "'quoted", '12']) expect(neutralizeCsvCell(value)).toBe(value);
  });
});
