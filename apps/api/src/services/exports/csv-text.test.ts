import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvText } from './csv-text.ts';

describe('csvText', () => {
  it('quotes what would break a record and reads back cell for cell', () => {
    const records = [
      ['Smith, Jane', 'She said "hi"', 'line one\nline two', 'carriage\rreturn', ' padded ', ''],
      ['plain', 'Acme Inc.', 'Ünïcödé ✓', '12', '', 'last'],
    ];
    const text = csvText(records);
    expect(text).toBe(
      '"Smith, Jane","She said ""hi""","line one\nline two","carriage\rreturn"," padded ",\nplain,Acme Inc.,Ünïcödé ✓,12,,last\n',
    );
    expect(parse(text)).toEqual(records);
  });

  it('neutralizes formula-looking cells (ARCHITECTURE.md §6)', () => {
    expect(parse(csvText([['=cmd()', '+1', '-2', '@SUM(A1)', 'safe']]))).toEqual([["'=cmd()", "'+1", "'-2", "'@SUM(A1)", 'safe']]);
  });

  it('gives one line per record, LF-terminated, and nothing for no records', () => {
    expect(csvText([['a'], ['b']])).toBe('a\nb\n');
    expect(csvText([])).toBe('');
  });
});
