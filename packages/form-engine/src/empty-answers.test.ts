import { describe, expect, it } from 'vitest';
import { compileForm } from './compile-form.ts';
import { createValidator } from './create-validator.ts';
import { emptyAnswers } from './empty-answers.ts';
import { component, testDefinition, testRegistry } from './test-support/test-registry.ts';

describe('emptyAnswers', () => {
  it('gives an empty object per data component, none for display or unknown ones', () => {
    const compiled = compileForm(
      { ...testDefinition(), components: [...testDefinition().components, component(8, 'Hologram', 'hologram', 8)] },
      testRegistry,
    );
    const answers = emptyAnswers(compiled);
    expect(answers).toEqual({ applicant: {}, otherOwners: {}, questions: {}, signature: {} });
    expect(Object.keys(answers)).toEqual(compiled.uiSchema['ui:order']);
    expect(
      createValidator(compiled)
        .validate(answers)
        .errors.every((error) => error.code === 'required'),
    ).toBe(true);
  });
});
