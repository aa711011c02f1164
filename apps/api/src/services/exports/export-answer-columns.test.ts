import { describe, expect, it } from 'vitest';
import { answerCell, answerColumns, answerPathSegments } from './export-answer-columns.ts';

describe('answerColumns', () => {
  const current = {
    personalInformation: { friendlyName: 'Personal Information' },
    'personalInformation.firstName': { friendlyName: 'First Name' },
    questions: { friendlyName: 'Questions' },
    'questions.q9': { friendlyName: 'What are your c...' },
  };
  const older = {
    'personalInformation.firstName': { friendlyName: 'Given Name' },
    'questions.q8': { friendlyName: 'Which departmen...' },
    'questions.q8Other': { friendlyName: 'Which departmen...' },
    'owners.list': { friendlyName: 'Owners' },
    'owners.list.*.name': { friendlyName: 'Owner Name' },
  };

  it('lists the leaf fields of every version, newest names first, and qualifies repeated names', () => {
    expect(answerColumns([current, older])).toEqual([
      { path: 'personalInformation.firstName', header: 'First Name' },
      { path: 'questions.q9', header: 'What are your c...' },
      { path: 'questions.q8', header: 'Which departmen...' },
      { path: 'questions.q8Other', header: 'Which departmen... (questions.q8Other)' },
      { path: 'owners.list.*.name', header: 'Owner Name' },
    ]);
  });
});

describe('answerCell', () => {
  const answers = {
    questions: { q8: ['Business operations', 'Other'], q9: 'Coach', accepted: true, count: 3 },
    owners: { list: [{ name: 'Ann' }, { name: 'Bo' }, {}] },
    contact: { address: { city: 'Austin' } },
  };

  it('joins multi-select choices and repeated items with "; "', () => {
    expect(answerCell(answers, 'questions.q8')).toBe('Business operations; Other');
    expect(answerCell(answers, 'owners.list.*.name')).toBe('Ann; Bo');
  });

  it('formats scalars and objects, and gives "" for what is not answered', () => {
    expect(answerCell(answers, 'questions.q9')).toBe('Coach');
    expect(answerCell(answers, 'questions.accepted')).toBe('Yes');
    expect(answerCell(answers, 'questions.count')).toBe('3');
    expect(answerCell(answers, 'contact.address')).toBe('{"city":"Austin"}');
    expect(answerCell(answers, 'questions.q7')).toBe('');
    expect(answerCell(answers, 'questions.q9.length')).toBe('');
    expect(answerCell(null, 'questions.q9')).toBe('');
  });

  it('reads the same through segments split once per column, nested arrays and nulls included', () => {
    const nested = { grid: [['a', 'b'], ['c']], gap: { inner: null }, list: [{ tags: ['x', 'y'] }, { tags: 'z' }, null] };
    for (const path of ['questions.q8', 'owners.list.*.name', 'questions.q9', 'contact.address', 'questions.q7']) {
      expect(answerCell(answers, answerPathSegments(path))).toBe(answerCell(answers, path));
    }
    expect(answerCell(nested, answerPathSegments('grid'))).toBe('a; b; c');
    expect(answerCell(nested, 'gap.inner')).toBe('');
    expect(answerCell(nested, 'gap.inner.deeper')).toBe('');
    expect(answerCell(nested, 'list.*.tags')).toBe('x; y; z');
    expect(answerCell(['p', 'q'], answerPathSegments(''))).toBe('p; q');
  });
});
