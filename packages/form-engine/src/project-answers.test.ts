import { describe, expect, it } from 'vitest';
import type { ComponentRegistry, ComponentType } from './component-type.ts';
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

  it('projects list columns, skipping lists without a non-blank entry', () => {
    const teamsPicker: ComponentType = {
      name: 'Teams',
      section: 'Body',
      description: 'Preferred clubs.',
      defaultConfiguration: {},
      toSchema: () => ({ type: 'object', properties: { clubs: { type: 'array', items: { type: 'string' } } } }),
      project: (answers) => ({ teams: ((answers ?? {}) as { clubs?: string[] }).clubs ?? [] }),
    };
    const registry: ComponentRegistry = { ...testRegistry, Teams: teamsPicker };
    const form = compileForm(
      { ...testDefinition(), components: [component(1, 'Teams', 'first', 0), component(2, 'Teams', 'second', 1)] },
      registry,
    );
    expect(projectAnswers(form, { first: { clubs: [' '] }, second: { clubs: ['Chicago Bears'] } }, registry)).toEqual({
      teams: ['Chicago Bears'],
    });
    expect(projectAnswers(form, { first: { clubs: [] } }, registry)).toEqual({});
  });
});
