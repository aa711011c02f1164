import { describe, expect, it } from 'vitest';
import { compileForm } from './compile-form.ts';
import { projectAnswers } from './project-answers.ts';
import { component, testDefinition, testRegistry } from './test-support/test-registry.ts';

const definition = {
  ...testDefinition(),
  components: [
    component(1, 'Signature', 'signature', 0),
    component(2, 'Person', 'applicant', 1),
    component(3, 'Person', 'contact', 2),
    component(4, 'Hologram', 'hologram', 3),
  ],
};
const compiled = compileForm(definition, testRegistry);

describe('projectAnswers', () => {
  it('takes each column from the first component, in section order, that has a value', () => {
    const columns = projectAnswers(
      compiled,
      {
        signature: { signature: 'Signed Name' },
        applicant: { firstName: 'Ana', email: 'ana@example.com', country: 'US' },
        contact: { firstName: 'Bob', email: 'bob@example.com', country: 'CA' },
      },
      testRegistry,
    );
    expect(columns).toEqual({ firstName: 'Ana', email: 'ana@example.com', country: 'US' });
  });

  it('skips blank values and missing answers objects', () => {
    const columns = projectAnswers(
      compiled,
      { applicant: { firstName: '  ', country: 'US' }, contact: { firstName: 'Bob', email: 'bob@example.com' } },
      testRegistry,
    );
    expect(columns).toEqual({ firstName: 'Bob', email: 'bob@example.com', country: 'US' });
  });

  it('falls back to later sections and ignores components the registry does not know', () => {
    expect(projectAnswers(compiled, { signature: { signature: 'Signed Name' }, hologram: { firstName: 'X' } }, testRegistry)).toEqual({
      firstName: 'Signed Name',
    });
    const { Person: _person, ...withoutPerson } = testRegistry;
    expect(projectAnswers(compiled, { applicant: { firstName: 'Ana' } }, withoutPerson)).toEqual({});
  });
});
