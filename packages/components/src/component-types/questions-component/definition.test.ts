import { describe, expect, it } from 'vitest';
import { FormConfigError, createValidator, missingFieldNames } from '@huddle/form-engine';
import type { JsonSchema } from '@huddle/form-engine';
import type { Question } from '@huddle/schemas';
import { compileSample, sampleComponent, sampleOptions, sampleQuestion, sampleQuestions } from '../../test-support/form-definitions.ts';
import { sampleContactListQuestion, sampleQuestionContacts } from '../../test-support/sample-contact-list-question.ts';
import { CONTACT_TABLE_FIELD } from '../contact-list-question/contact-list-schema.ts';

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

  it('keeps the display order of every question type, contact lists included', () => {
    const ordered = compileQuestions([
      sampleQuestion({ questionId: 30, questionText: 'Second question', questionTypeId: 1, displayOrder: 2 }),
      sampleQuestion({ questionId: 31, questionText: 'First question', questionTypeId: 1, displayOrder: 1 }),
      sampleQuestion({ questionId: 32, questionText: 'Other contacts', questionTypeId: 6, displayOrder: 3 }),
    ]);
    expect(Object.keys(ordered.jsonSchema.properties?.['questions']?.properties ?? {})).toEqual(['q31', 'q30', 'q32']);
  });

  it('names questions by their first 15 characters plus ... and titles them with the full text', () => {
    expect(schema.properties?.['q11']?.title).toBe('Why do you want to attend this program?');
    expect(missingFieldNames(validate({}))).toEqual([
      'How did you hea...',
      'What is your cu...',
      'Which topics in...',
      'Why do you want...',
    ]);
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
      sampleQuestion({
        questionId: 51,
        questionText: 'Pick any',
        questionTypeId: 3,
        required: false,
        questionOptions: sampleOptions(['A', 'B']),
      }),
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

  describe('contact-list questions (type 6)', () => {
    const withContacts = compileQuestions([sampleQuestions[0]!, sampleContactListQuestion]);
    const validateContacts = (answers: Record<string, unknown>) => createValidator(withContacts).validate({ questions: answers });
    const contactCodes = (answers: Record<string, unknown>) =>
      validateContacts(answers)
        .errors.map((error) => `${error.path}:${error.code}`)
        .sort();
    const answered = { q11: 'To learn coaching.', q21: sampleQuestionContacts };

    it('asks for a list of contacts of the configured columns as q{questionId}', () => {
      const q21 = withContacts.jsonSchema.properties?.['questions']?.properties?.['q21'] as JsonSchema;
      expect(q21.type).toBe('array');
      expect(Object.keys(q21.items?.properties ?? {})).toEqual(['itemNumber', 'name', 'phone']);
      expect(withContacts.jsonSchema.properties?.['questions']?.required).toEqual(['q11', 'q21']);
      expect(validateContacts(answered)).toEqual({ valid: true, errors: [] });
    });

    it('needs at least minContacts contacts, named like any question in the missing list', () => {
      expect(contactCodes({ ...answered, q21: sampleQuestionContacts.slice(0, 1) })).toEqual(['questions.q21:contains']);
      expect(missingFieldNames(validateContacts({ ...answered, q21: [] }))).toEqual(['Who else from y...']);
      expect(missingFieldNames(validateContacts({ q11: 'To learn coaching.' }))).toEqual(['Who else from y...']);
    });

    it('needs every column of every contact, by caption', () => {
      const [first, second] = sampleQuestionContacts;
      expect(missingFieldNames(validateContacts({ ...answered, q21: [first, { itemNumber: 2, name: 'Sam Chen' }] }))).toEqual(['Phone']);
      expect(contactCodes({ ...answered, q21: [first, { ...second, email: 'sam@example.org' }] })).toEqual([
        'questions.q21.1.email:additionalProperties',
      ]);
    });

    it('lets an optional contact-list question, or one with minContacts 0, be left empty', () => {
      const optional = sampleQuestion({ ...sampleContactListQuestion, required: false });
      expect(createValidator(compileQuestions([optional])).validate({ questions: {} }).valid).toBe(true);
      const noMinimum = sampleQuestion({
        ...sampleContactListQuestion,
        configuration: { columns: [{ name: 'name', caption: 'Name' }], minContacts: 0 },
      });
      const compiledNoMinimum = compileQuestions([noMinimum]);
      expect(compiledNoMinimum.jsonSchema.properties?.['questions']?.required).toEqual([]);
      expect(createValidator(compiledNoMinimum).validate({ questions: { q21: [] } }).valid).toBe(true);
    });

    it('uses name, email and phone columns when the question has no configuration', () => {
      const unconfigured = compileQuestions([sampleQuestion({ ...sampleContactListQuestion, configuration: null })]);
      const q21 = unconfigured.jsonSchema.properties?.['questions']?.properties?.['q21'] as JsonSchema;
      expect(Object.keys(q21.items?.properties ?? {})).toEqual(['itemNumber', 'contactName', 'contactEmail', 'contactPhone']);
    });

    it('refuses a malformed configuration, naming the question', () => {
      const broken = sampleQuestion({ ...sampleContactListQuestion, configuration: { columns: [], minContacts: 1 } });
      expect(() => compileQuestions([broken])).toThrow(FormConfigError);
      expect(() => compileQuestions([broken])).toThrow(/question 21 \(ContactList\)/);
    });

    it('renders the contact table', () => {
      const ui = withContacts.uiSchema['questions'] as Record<string, Record<string, unknown>>;
      expect(ui['q21']?.['ui:field']).toBe(CONTACT_TABLE_FIELD);
      expect(ui['ui:order']).toEqual(['q11', 'q11Other', 'q21', 'q21Other', '*']);
    });
  });
});
