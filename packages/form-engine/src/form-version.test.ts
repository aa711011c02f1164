import { describe, expect, it } from 'vitest';
import { compileForm } from './compile-form.ts';
import type { CompiledForm } from './compiled-form.ts';
import { createFormVersion, hashCompiledForm } from './form-version.ts';
import { reverseKeys } from './test-support/deep-freeze.ts';
import { component, testDefinition, testRegistry } from './test-support/test-registry.ts';

const minimal: CompiledForm = {
  uiSchema: { 'ui:order': [] },
  sections: { Header: [], Body: [], Footer: [] },
  jsonSchema: { type: 'object' },
  fieldIndex: {},
};

describe('createFormVersion', () => {
  it('hashes the RFC 8785 canonical JSON with SHA-256', () => {
    // sha256 of '{"fieldIndex":{},"jsonSchema":{"type":"object"},"sections":{"Body":[],"Footer":[],"Header":[]},"uiSchema":{"ui:order":[]}}'
    expect(createFormVersion(minimal)).toEqual({
      contentHash: '1385d69dd482788b28e9cdda8e9daef0bc59365505efb0ca5a2c128b2a2157e1',
      compiled: minimal,
    });
  });

  it('gives the same hash for the same content in any key order', () => {
    const compiled = compileForm(testDefinition(), testRegistry);
    expect(hashCompiledForm(reverseKeys(compiled))).toBe(hashCompiledForm(compiled));
    expect(hashCompiledForm(compiled)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives a new hash for any change of the compiled content', () => {
    const base = hashCompiledForm(compileForm(testDefinition(), testRegistry));
    const changes = [
      { ...testDefinition(), questions: testDefinition().questions.map((q) => ({ ...q, questionText: `${q.questionText}!` })) },
      {
        ...testDefinition(),
        components: testDefinition().components.map((c) => (c.componentKey === 'note' ? { ...c, displayName: 'Notice' } : c)),
      },
      { ...testDefinition(), components: [...testDefinition().components, component(9, 'Person', 'contact', 9)] },
      {
        ...testDefinition(),
        components: testDefinition().components.map((c) =>
          c.componentKey === 'applicant' ? { ...c, configuration: { emailRequired: false } } : c,
        ),
      },
      {
        ...testDefinition(),
        components: testDefinition().components.map((c) => (c.componentKey === 'applicant' ? { ...c, displayOrder: 99 } : c)),
      },
    ];
    const hashes = changes.map((definition) => hashCompiledForm(compileForm(definition, testRegistry)));
    expect(new Set([base, ...hashes]).size).toBe(changes.length + 1);
  });

  it('keeps the hash when only a lone component moves (the rendered order is unchanged)', () => {
    const moved = {
      ...testDefinition(),
      components: testDefinition().components.map((c) => (c.componentKey === 'note' ? { ...c, displayOrder: 99 } : c)),
    };
    expect(hashCompiledForm(compileForm(moved, testRegistry))).toBe(hashCompiledForm(compileForm(testDefinition(), testRegistry)));
  });
});
