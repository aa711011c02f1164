import { describe, expect, it } from 'vitest';
import { compileForm } from './compile-form.ts';
import type { CompiledForm } from './compiled-form.ts';
import { createValidator } from './create-validator.ts';
import type { FormTranslation } from './form-translation.ts';
import { missingFieldNames } from './missing-fields.ts';
import { deepFreeze } from './test-support/deep-freeze.ts';
import { testDefinition, testRegistry } from './test-support/test-registry.ts';
import { translateCompiledForm } from './translate-compiled-form.ts';

const spanish: FormTranslation = {
  components: { '1': { displayName: 'Persona' }, '2': { componentText: '<p>Nota en español</p>' } },
  fields: {
    'applicant.firstName': { title: 'Nombre', help: 'Como figura en su documento' },
    'applicant.country': { title: 'País', optionLabels: { US: 'Estados Unidos', MX: 'México' } },
    'applicant.postalCode': { title: 'Código postal' },
    'otherOwners.owners.*.ownerName': { title: 'Nombre del socio' },
    'questions.q12': { title: '¿Cuál es su mejor recuerdo futbolístico?', friendlyName: '¿Cuál es su mej...' },
  },
};

function english(): CompiledForm {
  return deepFreeze(compileForm(testDefinition(), testRegistry));
}

/** Every keyword of a schema except the texts a translation may change. */
function withoutTexts(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTexts);
  if (typeof value !== 'object' || value === null) return value;
  const kept = Object.entries(value).filter(([key]) => !['title', 'description', 'x-friendlyName'].includes(key));
  return Object.fromEntries(kept.map(([key, child]) => [key, withoutTexts(child)]));
}

describe('translateCompiledForm', () => {
  it('shows the Spanish titles, component texts, help and option labels', () => {
    const view = translateCompiledForm(english(), spanish);
    const applicant = view.jsonSchema.properties?.['applicant'];
    expect(applicant?.properties?.['firstName']?.title).toBe('Nombre');
    expect(applicant?.properties?.['country']?.title).toBe('País');
    expect(applicant?.then?.properties?.['postalCode']?.title).toBe('Código postal');
    expect(view.uiSchema['applicant']).toMatchObject({
      firstName: { 'ui:help': 'Como figura en su documento' },
      country: { 'ui:enumNames': ['Estados Unidos', 'CA', 'México'] },
    });
    expect(view.sections.Body[0]?.displayName).toBe('Persona');
    expect(view.sections.Header[0]?.componentText).toBe('<p>Nota en español</p>');
    const owners = view.jsonSchema.properties?.['otherOwners']?.properties?.['owners'];
    expect(owners?.items?.properties?.['ownerName']?.title).toBe('Nombre del socio');
  });

  it('keeps option values, types and rules exactly: only texts differ', () => {
    const source = english();
    const view = translateCompiledForm(source, spanish);
    expect(withoutTexts(view.jsonSchema)).toEqual(withoutTexts(source.jsonSchema));
    expect(view.jsonSchema.properties?.['applicant']?.properties?.['country']?.enum).toEqual(['US', 'CA', 'MX']);
  });

  it('gives the same verdict and error paths as the English form, with Spanish friendly names', () => {
    const source = english();
    const view = translateCompiledForm(source, spanish);
    const answers = { applicant: { firstName: 'Ann', email: 'ann@example.com', country: 'US' }, questions: { q11: 'x' }, signature: {} };
    const inEnglish = createValidator(source).validate(answers);
    const inSpanish = createValidator(view).validate(answers);
    expect(inSpanish.valid).toBe(false);
    expect(inSpanish.errors.map((e) => [e.path, e.code])).toEqual(inEnglish.errors.map((e) => [e.path, e.code]));
    expect(missingFieldNames(inSpanish)).toContain('Código postal');
    expect(missingFieldNames(inSpanish)).toContain('¿Cuál es su mej...');
    expect(missingFieldNames(inEnglish)).toContain('Postal Code');
    const good = {
      applicant: { firstName: 'Ann', email: 'ann@example.com', country: 'MX' },
      questions: { q12: 'A final' },
      signature: { signature: 'Ann' },
    };
    expect(createValidator(view).validate(good).valid).toBe(true);
    expect(createValidator(source).validate(good).valid).toBe(true);
  });

  it('falls back to English for every text the translation lacks', () => {
    const source = english();
    const view = translateCompiledForm(source, { fields: { 'applicant.firstName': { title: '   ' } } });
    expect(view.jsonSchema.properties?.['applicant']?.properties?.['firstName']?.title).toBe('First Name');
    expect(view.jsonSchema.properties?.['questions']?.properties?.['q11']?.title).toBe('Why?');
    expect(view.fieldIndex).toEqual(source.fieldIndex);
    expect(view.sections).toEqual(source.sections);
  });

  it('names a component root by its translated display name', () => {
    const view = translateCompiledForm(english(), spanish);
    expect(view.fieldIndex['applicant']?.friendlyName).toBe('Persona');
    expect(view.fieldIndex['questions.q12']?.friendlyName).toBe('¿Cuál es su mej...');
  });
});

describe('translateCompiledForm component texts in the schema', () => {
  it('replaces the English display name wherever the type used it as a title', () => {
    const source = english();
    const questionsId = source.sections.Body.find((c) => c.componentKey === 'questions')?.componentId ?? 0;
    const view = translateCompiledForm(source, { components: { [String(questionsId)]: { displayName: 'Preguntas' } } });
    expect(view.sections.Body.find((c) => c.componentKey === 'questions')?.displayName).toBe('Preguntas');
    expect(view.fieldIndex['questions']?.friendlyName).toBe('Preguntas');
    expect(source.fieldIndex['questions']?.friendlyName).toBe('Questions 5');
  });
});
