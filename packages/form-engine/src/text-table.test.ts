import { describe, expect, it } from 'vitest';
import { lookUpText, type TextTable } from './text-table.ts';

const table: TextTable = {
  City: 'Ciudad',
  'Child {name} Age': 'Hijo o hija {name}: edad',
  "No '{name}' Specified": "No se indicó '{name}'",
  'Other Owners': 'Otros propietarios',
};

describe('lookUpText', () => {
  it('answers the exact text, trimmed, and nothing for an unknown or blank one', () => {
    expect(lookUpText(table, 'City')).toBe('Ciudad');
    expect(lookUpText(table, '  City ')).toBe('Ciudad');
    expect(lookUpText(table, 'city')).toBeUndefined();
    expect(lookUpText(table, 'Town')).toBeUndefined();
    expect(lookUpText(table, '   ')).toBeUndefined();
  });

  it('fills a pattern with the matched part, translated when the table knows it', () => {
    expect(lookUpText(table, 'Child 7 Age')).toBe('Hijo o hija 7: edad');
    expect(lookUpText(table, "No 'Other Owners' Specified")).toBe("No se indicó 'Otros propietarios'");
    expect(lookUpText(table, "No 'Guests' Specified")).toBe("No se indicó 'Guests'");
    expect(lookUpText(table, 'Child  Age')).toBeUndefined();
    expect(lookUpText(table, 'The Child 7 Age')).toBeUndefined();
  });

  it('never reads a key from the object prototype', () => {
    expect(lookUpText(table, 'constructor')).toBeUndefined();
    expect(lookUpText(table, 'toString')).toBeUndefined();
  });
});
