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

describe('translateCompiledForm built-in texts', () => {
  const builtIn = {
    'First Name': 'Nombre',
    'Postal Code': 'Código postal',
    'Other Owners': 'Otros propietarios',
    'Owner Name': 'Nombre del propietario',
    Country: 'País',
    US: 'Estados Unidos',
    'Digital Signature': 'Firma digital',
    'Only letters': 'Solo letras',
  };

  it('translates the texts the table knows, nested and conditional fields included, option labels too', () => {
    const source = english();
    const view = translateCompiledForm(source, {}, builtIn);
    const applicant = view.jsonSchema.properties?.['applicant'];
    expect(applicant?.properties?.['firstName']?.title).toBe('Nombre');
    expect(applicant?.then?.properties?.['postalCode']?.title).toBe('Código postal');
    const owners = view.jsonSchema.properties?.['otherOwners']?.properties?.['owners'];
    expect(owners?.title).toBe('Otros propietarios');
    expect(owners?.items?.properties?.['ownerName']?.title).toBe('Nombre del propietario');
    expect(view.uiSchema['applicant']).toMatchObject({ country: { 'ui:enumNames': ['Estados Unidos', 'CA', 'MX'] } });
    expect(view.jsonSchema.properties?.['applicant']?.properties?.['country']?.enum).toEqual(['US', 'CA', 'MX']);
    expect(withoutTexts(view.jsonSchema)).toEqual(withoutTexts(source.jsonSchema));
  });

  it('lets the staff translation win over the table', () => {
    const view = translateCompiledForm(english(), spanish, builtIn);
    expect(view.jsonSchema.properties?.['applicant']?.properties?.['firstName']?.title).toBe('Nombre');
    expect(view.uiSchema['applicant']).toMatchObject({ country: { 'ui:enumNames': ['Estados Unidos', 'CA', 'México'] } });
    const staff = translateCompiledForm(english(), { fields: { 'applicant.postalCode': { title: 'CP' } } }, builtIn);
    expect(staff.jsonSchema.properties?.['applicant']?.then?.properties?.['postalCode']?.title).toBe('CP');
  });

  it('names missing fields with the translated texts and keeps the verdict', () => {
    const source = english();
    const view = translateCompiledForm(source, {}, builtIn);
    const answers = { applicant: { email: 'ann@example.com', country: 'US' }, questions: { q11: 'x' }, signature: {} };
    const inSpanish = createValidator(view).validate(answers);
    const inEnglish = createValidator(source).validate(answers);
    expect(inSpanish.errors.map((e) => [e.path, e.code])).toEqual(inEnglish.errors.map((e) => [e.path, e.code]));
    expect(missingFieldNames(inSpanish)).toEqual(expect.arrayContaining(['Nombre', 'Código postal']));
    expect(missingFieldNames(inSpanish)).not.toContain('First Name');
  });

  it('translates the help, placeholders and option texts a type keeps in its UI schema, never structural names', () => {
    const source = english();
    const withUi: CompiledForm = {
      ...source,
      uiSchema: {
        ...source.uiSchema,
        applicant: {
          firstName: {
            'ui:help': 'Only letters',
            'ui:widget': 'Country',
            'ui:options': { table: { addLabel: 'Country', name: 'Country' } },
          },
        },
        unusedField: { 'ui:placeholder': 'Country' },
      },
    };
    const view = translateCompiledForm(withUi, {}, builtIn);
    expect(view.uiSchema['applicant']).toMatchObject({
      firstName: { 'ui:help': 'Solo letras', 'ui:widget': 'Country', 'ui:options': { table: { addLabel: 'País', name: 'Country' } } },
    });
    expect(view.uiSchema['unusedField']).toEqual({ 'ui:placeholder': 'Country' });
  });
});
