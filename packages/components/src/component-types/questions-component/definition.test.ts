import { describe, expect, it } from 'vitest';
import { createValidator, missingFieldNames } from '@huddle/form-engine';
import type { JsonSchema } from '@huddle/form-engine';
import type { Question } from '@huddle/schemas';
import { compileSample, sampleComponent, sampleOptions, sampleQuestion, sampleQuestions } from '../../test-support/form-definitions.ts';

const compileQuestions = (questions: Question[]) => compileSample([sampleComponent('QuestionsComponent', 1)], questions);
const validAnswers = { q11: 'To learn coaching.', q12: 'Email', q13: ['Finance'], q14: 'Coach' };

describe('QuestionsComponent', () => {
  const compiled = compileQuestions(sampleQuestions);
  const schema = compiled.jsonSchema.properties?.['questions'] as JsonSchema;
  const validate = (answers: Record<string, unknown>) => createValidator(compiled).validate({ questions: answers });
  const codes = (answers: Record<string, unknown>) => validate(answers).errors.map((error) => `${error.path}:${error.code}`);

  it('asks every question of types 1-4 as q{questionId}, skipping question id 5', () => {
    expect(Object.keys(schema.properties ?? {})).toEqual(['q11', 'q12', 'q13', 'q14']);
    expect(schema.required).toEqual(['q11', 'q12', 'q13', 'q14']);
    expect(compiled.fieldIndex['questions.q5']).toBeUndefined();
    expect(validate(validAnswers)).toEqual({ valid: true, errors: [] });
    expect(codes({ ...validAnswers, q5: 'anything' })).toEqual(['questions.q5:unevaluatedProperties']);
  });

  it('keeps the display order and leaves out contact-list questions', () => {
    const ordered = compileQuestions([
      sampleQuestion({ questionId: 30, questionText: 'Second question', questionTypeId: 1, displayOrder: 2 }),
      sampleQuestion({ questionId: 31, questionText: 'First question', questionTypeId: 1, displayOrder: 1 }),
      sampleQuestion({ questionId: 32, questionText: 'Other contacts', questionTypeId: 6, displayOrder: 3 }),
    ]);
    expect(Object.keys(ordered.jsonSchema.properties?.['questions']?.properties ?? {})).toEqual(['q31', 'q30']);
  });

  it('names questions by their first 15 characters plus ... and titles them with the full text', () => {
    expect(schema.properties?.['q11']?.title).toBe('Why do you want to attend this program?');
    expect(missingFieldNames(validate({}))).toEqual(['How did you hea...', 'What is your cu...', 'Which topics in...', 'Why do you want...']);
  });

  it('limits text answers to characterLimit, or 524288 when it is 0, and needs general text', () => {
    expect(schema.properties?.['q11']?.maxLength).toBe(500);
    expect(codes({ ...validAnswers, q11: 'x'.repeat(501) })).toEqual(['questions.q11:maxLength']);
    expect(codes({ ...validAnswers, q11: '?!' })).toEqual(['questions.q11:pattern']);
    const unlimited = compileQuestions([sampleQuestion({ questionId: 40, questionText: 'Tell us more', questionTypeId: 1 })]);
    expect(unlimited.jsonSchema.properties?.['questions']?.properties?.['q40']?.maxLength).toBe(524288);
  });

  it("requires the radio's other text when the other option is chosen, and refuses it otherwise", () => {
    expect(codes({ ...validAnswers, q12: 'Other' })).toEqual(['questions.q12Other:required']);
    expect(missingFieldNames(validate({ ...validAnswers, q12: 'Other' }))).toEqual(['How did you hea...']);
    expect(validate({ ...validAnswers, q12: 'Other', q12Other: 'A coach told me' }).valid).toBe(true);
    expect(codes({ ...validAnswers, q12: 'Email', q12Other: 'A coach told me' })).toEqual(['questions.q12Other:unevaluatedProperties']);
    expect(codes({ ...validAnswers, q12: 'Carrier pigeon' })).toEqual(['questions.q12:enum']);
  });

  it('needs at least one distinct multi-select option, with the same other rule', () => {
    expect(codes({ ...validAnswers, q13: [] })).toEqual(['questions.q13:minItems']);
    expect(codes({ ...validAnswers, q13: ['Media', 'Media'] })).toEqual(['questions.q13:uniqueItems']);
    expect(codes({ ...validAnswers, q13: ['Media', 'Other'] })).toEqual(['questions.q13Other:required']);
    expect(validate({ ...validAnswers, q13: ['Media', 'Other'], q13Other: 'Broadcasting' }).valid).toBe(true);
  });

  it("never accepts 'select' as a drop-down answer", () => {
    expect(schema.properties?.['q14']?.enum).toEqual(['Player', 'Coach', 'Staff']);
    expect(codes({ ...validAnswers, q14: 'select' })).toEqual(['questions.q14:enum']);
  });

  it('lets optional questions be left out', () => {
    const optional = compileQuestions([
      sampleQuestion({ questionId: 50, questionText: 'Anything else?', questionTypeId: 1, required: false }),
      sampleQuestion({ questionId: 51, questionText: 'Pick any', questionTypeId: 3, required: false, questionOptions: sampleOptions(['A', 'B']) }),
    ]);
    expect(createValidator(optional).validate({ questions: { q51: [] } }).valid).toBe(true);
  });

  it('lays out radio and multi-select in 3 columns, drop-downs as selects, other text after its question', () => {
    const ui = compiled.uiSchema['questions'] as Record<string, Record<string, unknown>>;
    expect(ui['q12']).toEqual({ 'ui:widget': 'radio', 'ui:options': { columns: 3 } });
    expect(ui['q13']).toEqual({ 'ui:widget': 'checkboxes', 'ui:options': { columns: 3 } });
    expect(ui['q14']?.['ui:widget']).toBe('select');
    expect(ui['ui:order']).toEqual(['q11', 'q11Other', 'q12', 'q12Other', 'q13', 'q13Other', 'q14', 'q14Other', '*']);
  });
});
