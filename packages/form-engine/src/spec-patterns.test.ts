import { describe, expect, it } from 'vitest';
import { createAjv } from './engine-ajv.ts';
import { specPatterns } from './spec-patterns.ts';

const ajv = createAjv();

/** Validates with the engine's own ajv, as answers are validated. */
function accepts(pattern: keyof typeof specPatterns, value: string): boolean {
  return ajv.validate({ type: 'string', pattern: specPatterns[pattern] }, value);
}

const cases: Record<keyof typeof specPatterns, { valid: string[]; invalid: string[] }> = {
  name: {
    valid: ["O'Brien", 'José Núñez', 'Zoë-Ann', 'St. John, Jr. (III)', 'Mary_Jane', 'Dvořák'],
    invalid: ['R2D2', 'Ann!', 'a@b', '', 'Name;'],
  },
  generalText: { valid: ['a', '-', '5 Main St', '...,'], invalid: ['', '   ', '!!!', '@#$'] },
  phone: {
    valid: ['(555) 123-4567', '+1 555 123 4567', '555-123-4567', '5551234567', '555.123.4567', '+44 555 123 4567'],
    invalid: ['123-4567', '555-123-456', 'phone', '(555) 123-45678', '+1234 555 123 4567'],
  },
  usPostalCode: { valid: ['12345', '12345-6789'], invalid: ['1234', '123456', '12345-678', 'ABCDE', '12345 6789'] },
  numeric: { valid: ['25', '1,000', '10-20'], invalid: ['', '1.5', 'ten', '5%'] },
  yearFormed: { valid: ['1999', 'abcd'], invalid: ['199', '19999', ''] },
  birthDate: {
    valid: ['02/30/1990', '12/31/2000', '01/01/1950'],
    invalid: ['2/3/1990', '13/01/1990', '00/10/1990', '01/32/1990', '1990-02-03', '02/03/90'],
  },
  uploadFileName: {
    valid: ['resume.pdf', 'cv.doc', 'cv.docx', 'notes.txt', 'a.b.pdf'],
    invalid: ['resume.pdf.exe', 'image.png', 'resume', 'cv.docxx'],
  },
};

describe('specPatterns (spec §5)', () => {
  for (const [pattern, { valid, invalid }] of Object.entries(cases) as [keyof typeof specPatterns, (typeof cases)['name']][]) {
    it(`${pattern}: accepts ${valid.join(' | ')}`, () => {
      expect(valid.filter((value) => !accepts(pattern, value))).toEqual([]);
    });
    it(`${pattern}: refuses ${invalid.map((value) => JSON.stringify(value)).join(' | ')}`, () => {
      expect(invalid.filter((value) => accepts(pattern, value))).toEqual([]);
    });
  }
});
