import { beforeAll, describe, expect, it } from 'vitest';
import { answersThatFit } from './answers-that-fit.ts';
import { compileForm } from './compile-form.ts';
import { createValidator } from './create-validator.ts';
import { installValidatorCompiler } from './form-validator.ts';
import { component, question, testDefinition, testRegistry } from './test-support/test-registry.ts';

const current = compileForm(testDefinition(), testRegistry);

describe('answersThatFit', () => {
  beforeAll(() => installValidatorCompiler(createValidator));

  it('keeps every answer of a draft that fits, unfinished ones included', () => {
    const draft = {
      applicant: { firstName: 'Ana', email: 'ana@exa', country: 'US' },
      otherOwners: { owners: [{ ownerName: 'Bo', ownerPercent: '10' }] },
      questions: { q12: 'The final' },
    };
    expect(answersThatFit(current, draft)).toEqual({ answers: draft, dropped: [] });
  });

  it('leaves out components and questions the form no longer has', () => {
    const withoutOwners = compileForm(
      {
        ...testDefinition(),
        components: testDefinition().components.filter((c) => c.componentType !== 'Owners'),
        questions: [question(12, 'Memory?', 1)],
      },
      testRegistry,
    );
    const result = answersThatFit(withoutOwners, {
      applicant: { firstName: 'Ana' },
      otherOwners: { owners: [{ ownerName: 'Bo' }] },
      questions: { q11: 'Because', q12: 'The final' },
    });
    expect(result.answers).toEqual({ applicant: { firstName: 'Ana' }, questions: { q12: 'The final' } });
    expect(result.dropped).toEqual(['otherOwners', 'questions.q11']);
  });

  it('leaves out values the form refuses: an option it no longer offers, a wrong type, a field not in the form', () => {
    const result = answersThatFit(current, {
      applicant: { firstName: 'Ana', country: 'BR', nickname: 'A' },
      questions: { q12: 42 },
    });
    expect(result.answers).toEqual({ applicant: { firstName: 'Ana' }, questions: {} });
    expect(result.dropped).toEqual(expect.arrayContaining(['applicant.nickname', 'applicant.country', 'questions.q12']));
    expect(result.dropped).toHaveLength(3);
  });

  it('removes surplus array items and walks item fields', () => {
    const result = answersThatFit(current, {
      otherOwners: { owners: [{ ownerName: 'A', shoeSize: 9 }, { ownerName: 'B' }, { ownerName: 'C' }] },
    });
    expect(result.answers).toEqual({ otherOwners: { owners: [{ ownerName: 'A' }, { ownerName: 'B' }] } });
    expect(result.dropped).toEqual(['otherOwners.owners.0.shoeSize', 'otherOwners.owners.2']);
  });

  it('never changes the draft it is given and answers {} for a draft that is not an object', () => {
    const draft = { otherOwners: { owners: [{ ownerName: 'A' }, { ownerName: 'B' }, { ownerName: 'C' }] } };
    answersThatFit(current, draft);
    expect(draft.otherOwners.owners).toHaveLength(3);
    expect(answersThatFit(current, 'text')).toEqual({ answers: {}, dropped: [] });
    expect(answersThatFit(current, null)).toEqual({ answers: {}, dropped: [] });
  });

  it('keeps a display-only component out', () => {
    const form = compileForm({ ...testDefinition(), components: [component(2, 'Note', 'note', 1)] }, testRegistry);
    expect(answersThatFit(form, { note: { text: 'x' } })).toEqual({ answers: {}, dropped: ['note'] });
  });
});
