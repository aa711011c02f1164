import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '@huddle/schemas';
import { compileForm } from './compile-form.ts';
import type { ComponentRegistry, ComponentType } from './component-type.ts';
import { FormConfigError } from './form-config-error.ts';
import { createFormVersion } from './form-version.ts';
import { deepFreeze, reverseKeys } from './test-support/deep-freeze.ts';
import { component, question, testDefinition, testRegistry } from './test-support/test-registry.ts';

function withComponents(...components: FormDefinition['components']): FormDefinition {
  return { ...testDefinition(), components };
}

describe('compileForm', () => {
  it('places components in their sections, ordered by displayOrder then componentId', () => {
    const compiled = compileForm(testDefinition(), testRegistry);
    expect(compiled.sections.Header.map((c) => c.componentKey)).toEqual(['note']);
    expect(compiled.sections.Body.map((c) => c.componentKey)).toEqual(['applicant', 'otherOwners', 'questions']);
    expect(compiled.sections.Footer.map((c) => c.componentKey)).toEqual(['signature']);
    expect(compiled.sections.Header[0]).toMatchObject({ available: true, hasAnswers: false, componentText: null });
    expect(compiled.sections.Body[0]).toMatchObject({ componentId: 1, displayName: 'Person 1', available: true, hasAnswers: true });
  });

  it('breaks displayOrder ties by componentId', () => {
    const compiled = compileForm(withComponents(component(9, 'Person', 'later', 1), component(3, 'Person', 'earlier', 1)), testRegistry);
    expect(compiled.sections.Body.map((c) => c.componentKey)).toEqual(['earlier', 'later']);
    expect(compiled.uiSchema['ui:order']).toEqual(['earlier', 'later']);
  });

  it('builds a closed 2020-12 object schema with one answers object per data component', () => {
    const { jsonSchema, uiSchema } = compileForm(testDefinition(), testRegistry);
    expect(jsonSchema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(jsonSchema.type).toBe('object');
    expect(jsonSchema.additionalProperties).toBe(false);
    expect(Object.keys(jsonSchema.properties ?? {})).toEqual(['applicant', 'otherOwners', 'questions', 'signature']);
    expect(jsonSchema.required).toEqual(['applicant', 'questions', 'signature']);
    expect(uiSchema['ui:order']).toEqual(['applicant', 'otherOwners', 'questions', 'signature']);
    expect(jsonSchema.properties?.['note']).toBeUndefined();
  });

  it('keeps the type UI schema and adds property order where the type gave none', () => {
    const { uiSchema } = compileForm(testDefinition(), testRegistry);
    expect(uiSchema['applicant']).toEqual({
      email: { 'ui:widget': 'email' },
      'ui:order': ['firstName', 'email', 'country', 'postalCode', 'stateCode', '*'],
    });
    expect(uiSchema['otherOwners']).toEqual({
      'ui:order': ['owners', '*'],
      owners: { items: { 'ui:order': ['ownerName', 'ownerPercent', '*'] } },
    });
  });

  it('passes questions sorted by displayOrder to the types', () => {
    const { jsonSchema } = compileForm(testDefinition(), testRegistry);
    expect(Object.keys(jsonSchema.properties?.['questions']?.properties ?? {})).toEqual(['q11', 'q12']);
  });

  it('indexes friendly names of every field, conditional and array item fields included', () => {
    const { fieldIndex } = compileForm(testDefinition(), testRegistry);
    expect(fieldIndex).toMatchObject({
      applicant: { friendlyName: 'Person 1' },
      'applicant.firstName': { friendlyName: 'First Name' },
      'applicant.email': { friendlyName: 'Email Address' },
      'applicant.postalCode': { friendlyName: 'Postal Code' },
      'applicant.stateCode': { friendlyName: 'State' },
      'otherOwners.owners': { friendlyName: 'Other Owners' },
      'otherOwners.owners.*.ownerName': { friendlyName: 'Owner Name' },
      'questions.q12': { friendlyName: 'What is your fa...' },
      'questions.q11': { friendlyName: 'Why?...' },
      'signature.signature': { friendlyName: 'Digital Signature' },
    });
  });

  it('uses the effective configuration: defaults merged under the stored one', () => {
    const defaults = compileForm(withComponents(component(1, 'Person', 'applicant', 1)), testRegistry);
    expect(defaults.sections.Body[0]?.configuration).toEqual({ emailRequired: true });
    expect(defaults.jsonSchema.properties?.['applicant']?.required).toContain('email');
    const relaxed = compileForm(withComponents(component(1, 'Person', 'applicant', 1, { emailRequired: false })), testRegistry);
    expect(relaxed.sections.Body[0]?.configuration).toEqual({ emailRequired: false });
    expect(relaxed.jsonSchema.properties?.['applicant']?.required).not.toContain('email');
  });

  it('is deterministic: same definition, any array and key order, same output and hash', () => {
    const first = compileForm(testDefinition(), testRegistry);
    const shuffled = reverseKeys(testDefinition());
    shuffled.components.reverse();
    shuffled.questions.reverse();
    const second = compileForm(shuffled, testRegistry);
    expect(second).toEqual(first);
    expect(JSON.stringify(compileForm(testDefinition(), testRegistry))).toBe(JSON.stringify(first));
    expect(createFormVersion(second).contentHash).toBe(createFormVersion(first).contentHash);
  });

  it('does not change the definition', () => {
    const definition = deepFreeze(testDefinition());
    expect(() => compileForm(definition, testRegistry)).not.toThrow();
    expect(definition).toEqual(testDefinition());
  });

  it('marks unknown component types unavailable and compiles the others', () => {
    const compiled = compileForm(
      withComponents(
        component(1, 'Person', 'applicant', 1),
        component(2, 'Hologram', 'hologram', 2, { beams: 3 }),
        component(3, 'constructor', 'weird', 3),
      ),
      testRegistry,
    );
    expect(compiled.sections.Body.map((c) => [c.componentKey, c.available, c.hasAnswers])).toEqual([
      ['applicant', true, true],
      ['hologram', false, false],
      ['weird', false, false],
    ]);
    expect(compiled.sections.Body[1]?.configuration).toEqual({ beams: 3 });
    expect(Object.keys(compiled.jsonSchema.properties ?? {})).toEqual(['applicant']);
  });

  it('throws FormConfigError naming the component for a configuration its configSchema refuses', () => {
    const bad = withComponents(component(1, 'Person', 'applicant', 1, { emailRequired: 'yes' }));
    expect(() => compileForm(bad, testRegistry)).toThrow(FormConfigError);
    try {
      compileForm(bad, testRegistry);
    } catch (error) {
      expect(error).toMatchObject({ componentKey: 'applicant', componentType: 'Person' });
      expect((error as Error).message).toMatch(
        /^Component 'applicant' \(Person\): configuration is invalid: .*emailRequired must be boolean/,
      );
    }
    const extra = withComponents(component(1, 'Person', 'applicant', 1, { colour: 'red' }));
    expect(() => compileForm(extra, testRegistry)).toThrow(/must NOT have additional properties/);
  });

  it('throws FormConfigError for duplicate and malformed component keys', () => {
    const duplicate = withComponents(component(1, 'Person', 'applicant', 1), component(2, 'Note', 'applicant', 2));
    expect(() => compileForm(duplicate, testRegistry)).toThrow(
      expect.objectContaining({ name: 'FormConfigError', componentKey: 'applicant', componentType: 'Note' }),
    );
    const dotted = withComponents(component(1, 'Person', 'app.licant', 1));
    expect(() => compileForm(dotted, testRegistry)).toThrow(FormConfigError);
  });

  it('throws FormConfigError when a type builds an unusable schema', () => {
    const typo: ComponentType = { ...(testRegistry['Owners'] as ComponentType), toSchema: () => ({ type: 'object', patern: 'x' }) };
    const notObject: ComponentType = { ...(testRegistry['Owners'] as ComponentType), toSchema: () => ({ type: 'string' }) };
    const throwing: ComponentType = {
      ...(testRegistry['Owners'] as ComponentType),
      toSchema: () => {
        throw new Error('no columns configured');
      },
    };
    for (const [type, message] of [
      [typo, /schema does not compile.*patern/],
      [notObject, /must be of type 'object'/],
      [throwing, /could not build a schema.*no columns configured/],
    ] as const) {
      const registry: ComponentRegistry = { ...testRegistry, Broken: type };
      expect(() => compileForm(withComponents(component(1, 'Broken', 'broken', 1)), registry)).toThrow(message);
    }
  });

  it('compiles an empty definition', () => {
    const compiled = compileForm({ ...testDefinition(), components: [], questions: [question(1, 'Alone', 1)] }, testRegistry);
    expect(compiled.jsonSchema).toMatchObject({ properties: {}, required: [] });
    expect(compiled.sections).toEqual({ Header: [], Body: [], Footer: [] });
    expect(compiled.fieldIndex).toEqual({});
  });
});
