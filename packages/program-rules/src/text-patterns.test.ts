import { describe, expect, it } from 'vitest';
import { matchesTextPattern } from './text-patterns.ts';

describe('spec §5 text patterns', () => {
  it('names: letters, comma, period, underscore, parentheses, hyphen, apostrophe, whitespace', () => {
    expect(["O'Neil-Smith Jr.", 'José (Pepe)', 'St_Louis, MO'].every((text) => matchesTextPattern('name', text))).toBe(true);
    expect(['John3', 'A&B', ''].some((text) => matchesTextPattern('name', text))).toBe(false);
  });

  it('general text: one letter, digit, hyphen or comma is enough', () => {
    expect(['-', ',', 'é', '7', '  x  '].every((text) => matchesTextPattern('generalText', text))).toBe(true);
    expect(['', '...', '!?', '\u00a0'].some((text) => matchesTextPattern('generalText', text))).toBe(false);
  });

  it('program names: title characters only, never markup or control characters, and a display name may be empty', () => {
    expect(matchesTextPattern('programName', 'Super Bowl Legends Lounge (Day 1)')).toBe(true);
    for (const name of ['<b>Camp</b>', 'Camp >', 'a=b', 'Camp\u0000', 'Camp\u200b', '{Camp}', '', '...'])
      expect(matchesTextPattern('programName', name), name).toBe(false);
    expect(matchesTextPattern('programDisplayName', '')).toBe(true);
    expect(matchesTextPattern('programDisplayName', '<')).toBe(false);
  });
});
