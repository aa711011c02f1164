import { describe, expect, it } from 'vitest';
import { compileForm } from './compile-form.ts';
import { freeTextPaths, trimAnswers } from './trim-answers.ts';
import { testDefinition, testRegistry } from './test-support/test-registry.ts';

const compiled = compileForm(testDefinition(), testRegistry);

describe('trimAnswers', () => {
  it('lists the free-text answer paths, conditional and array item fields included, choices left out', () => {
    expect([...freeTextPaths(compiled.jsonSchema)].sort()).toEqual([
      'applicant.email',
      'applicant.firstName',
      'applicant.postalCode',
      'applicant.stateCode',
      'otherOwners.owners.*.ownerName',
      'otherOwners.owners.*.ownerPercent',
      'questions.q11',
      'questions.q12',
      'signature.signature',
    ]);
  });

  it('trims free text, drops properties left empty, keeps array items in place and leaves the input unchanged', () => {
    const answers = {
      applicant: { firstName: '  Ann  ', email: '\tann@example.com\n', country: 'US', stateCode: '   ' },
      otherOwners: { owners: [{ ownerName: ' Bo ', ownerPercent: ' ' }] },
      questions: { q12: '\u00A0Memories\u3000', q11: '\u200B' },
    };
    const copy = structuredClone(answers);
    expect(trimAnswers(compiled, answers)).toEqual({
      applicant: { firstName: 'Ann', email: 'ann@example.com', country: 'US' },
      otherOwners: { owners: [{ ownerName: 'Bo' }] },
      questions: { q12: 'Memories', q11: '\u200B' },
    });
    expect(answers).toEqual(copy);
  });

  it('keeps values the schema does not declare as free text, and non-object answers', () => {
    expect(trimAnswers(compiled, { applicant: { country: ' US ' }, extra: { text: '  x  ' } })).toEqual({
      applicant: { country: ' US ' },
      extra: { text: '  x  ' },
    });
    expect(trimAnswers(compiled, 'text')).toBe('text');
    expect(trimAnswers(compiled, null)).toBeNull();
  });
});
